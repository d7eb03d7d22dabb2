/** For the web host's tests: raw HTTP requests and WebSockets with exactly the headers given. */
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import type { BridgeHandlers } from '../../src-shared/bridge';
import { createHandlers } from '../handlers';
import { SettingsStore } from '../settings/store';
import type { WebHost } from './server';

/** The real handlers over a fresh settings folder, watched: what ran, and what it touched. */
export interface WatchedHandlers {
  handlers: BridgeHandlers;
  /** The handlers called, by name, in order (each records its call before running). */
  called: string[];
  /** The settings file, written only by a settings change. */
  settingsFile: string;
  /** Desktops opened: the first thing a started auto-solve run does (it then fails at once). */
  desktopsOpened(): number;
}

export async function watchedHandlers(): Promise<WatchedHandlers> {
  const settings = new SettingsStore(mkdtempSync(path.join(tmpdir(), 'solitaire-web-')));
  await settings.load();
  let desktops = 0;
  const real = createHandlers({
    host: 'web',
    settings,
    autosolve: {
      openDesktop: async () => {
        desktops++;
        throw new Error('no desktop in this test');
      },
    },
  });
  const called: string[] = [];
  const handlers = Object.fromEntries(
    Object.entries(real).map(([name, handler]) => [
      name,
      (...args: unknown[]) => {
        called.push(name);
        return (handler as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  ) as unknown as BridgeHandlers;
  return { handlers, called, settingsFile: settings.file, desktopsOpened: () => desktops };
}

export interface Answer {
  status: number;
  type: string | undefined;
  body: string;
}

export interface Call {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One request to the host at `port`; the Host header is the host's own unless given. */
export function call(
  port: number,
  path: string,
  { method = 'GET', headers = {}, body }: Call = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: { Host: `127.0.0.1:${port}`, ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body: text }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The headers the window sends with a bridge request. */
export const windowHeaders = (host: WebHost): Record<string, string> => ({
  'Content-Type': 'application/json',
  Authorization: `Bearer ${host.token}`,
});

/** A bridge request as the window makes it; the envelope it answers. */
export async function invoke(host: WebHost, name: string, payload?: unknown): Promise<unknown> {
  const answer = await call(host.port, `/api/invoke/${name}`, {
    method: 'POST',
    headers: windowHeaders(host),
    body: payload === undefined ? '' : JSON.stringify(payload),
  });
  if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${answer.body}`);
  return JSON.parse(answer.body);
}

/** A WebSocket that opened, or the status and body of the refusal it met instead. */
export type Upgrade = { open: WebSocket } | { status: number; body: string };

export function openSocket(url: string, headers: Record<string, string> = {}): Promise<Upgrade> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('open', () => resolve({ open: ws }));
    ws.once('unexpected-response', (_req, res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    ws.once('error', reject);
  });
}
