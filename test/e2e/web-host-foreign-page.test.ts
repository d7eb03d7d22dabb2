/**
 * Another web page in the same browser tries the web host, as any site the user visits could:
 * a page served from a second local port posts a form and no-cors fetches to the bridge and
 * opens its WebSocket. None has any effect: the host refuses each (and says why), no handler
 * runs, the settings file is never written, no auto-solve run starts, and the page receives
 * no event. Each attempt is waited for by its own event (the frame's load, the fetch's
 * promise, the socket's close), never by time.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTOSOLVE_OPTIONS } from '../../src-shared/autosolve/options';
import { startWebHost, type Refused, type WebHost } from '../../src-main/web-host/server';
import { invoke, openSocket, watchedHandlers } from '../../src-main/web-host/test-client';
import { ROOT, launchBrowser } from '../support/browser';

/** The foreign site: one page, no script of its own but what the test runs in it. */
function foreignSite(): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Some other site</title><p>Nothing to see here.</p>');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${port}/` });
    }),
  );
}

describe('a page of another site against the web host, in Chromium', () => {
  let host: WebHost;
  let site: { server: Server; url: string };
  let browser: Browser;
  let settingsFile: string;
  let called: string[] = [];
  const refused: Refused[] = [];
  let desktopsOpened: () => number;

  beforeAll(async () => {
    // Every handler records its call before running: nothing may be recorded.
    const watched = await watchedHandlers();
    settingsFile = watched.settingsFile;
    called = watched.called;
    desktopsOpened = watched.desktopsOpened;
    host = await startWebHost({
      staticDir: path.join(ROOT, 'dist', 'renderer'),
      handlers: () => watched.handlers,
      onRefused: (attempt) => refused.push(attempt),
    });
    site = await foreignSite();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await host?.close();
    await new Promise((resolve) => site?.server.close(resolve));
  });

  it('has no effect with a form POST, no-cors fetches or a WebSocket', async () => {
    const page = await browser.newPage();
    await page.goto(site.url);
    const bridge = `http://127.0.0.1:${host.port}/api`;
    const outcome = await page.evaluate(
      async ({ bridge, start }) => {
        // A form posting JSON-looking text into a hidden frame, as a page can with no script.
        const frame = document.createElement('iframe');
        frame.name = 'sink';
        document.body.append(frame);
        const form = document.createElement('form');
        form.method = 'POST';
        form.enctype = 'text/plain';
        form.target = 'sink';
        form.action = `${bridge}/invoke/settings.update`;
        const field = document.createElement('input');
        field.name = '{"theme":"dark","area":"war"}';
        form.append(field);
        document.body.append(form);
        const posted = new Promise<void>((resolve) =>
          frame.addEventListener('load', () => resolve(), { once: true }),
        );
        form.submit();
        await posted;

        // No-cors fetches with valid JSON bodies: "simple" requests, sent without a preflight,
        // whose answers the page cannot read (opaque) but which would run all the same.
        const fetchTypes: string[] = [];
        for (const [name, payload] of [
          ['settings.update', { theme: 'dark', area: 'war' }],
          ['autosolve.start', start],
        ] as const) {
          const fetched = await fetch(`${bridge}/invoke/${name}`, {
            mode: 'no-cors',
            method: 'POST',
            headers: { 'Content-Type': 'text/plain' },
            body: JSON.stringify(payload),
          });
          fetchTypes.push(fetched.type);
        }

        // The events socket: refused, it closes; accepted, it would open and stay open.
        const events = { messages: [] as string[], opened: false, closeCode: 0 };
        (window as unknown as { events: typeof events }).events = events;
        const socket = new WebSocket(`${bridge.replace('http:', 'ws:')}/events`);
        socket.onmessage = (message) => events.messages.push(String(message.data));
        await new Promise<void>((resolve) => {
          socket.onopen = () => resolve(void (events.opened = true));
          socket.onclose = (event) => resolve(void (events.closeCode = event.code));
        });
        return { fetchTypes, socket: { opened: events.opened, closeCode: events.closeCode } };
      },
      { bridge, start: DEFAULT_AUTOSOLVE_OPTIONS },
    );
    expect(outcome).toEqual({
      fetchTypes: ['opaque', 'opaque'],
      socket: { opened: false, closeCode: 1006 },
    });

    // The host saw all four and refused each for its Origin, before anything ran.
    const reason = `requests from another page are refused (Origin ${new URL(site.url).origin}; this host is ${host.origin})`;
    expect(refused).toEqual([
      { method: 'POST', path: '/api/invoke/settings.update', reason },
      { method: 'POST', path: '/api/invoke/settings.update', reason },
      { method: 'POST', path: '/api/invoke/autosolve.start', reason },
      { method: 'WebSocket', path: '/api/events', reason },
    ]);
    expect(called).toEqual([]);
    expect(existsSync(settingsFile)).toBe(false);
    expect(desktopsOpened()).toBe(0);

    // An event sent now reaches a socket of the window's own (with the token) and nothing else.
    const own = await openSocket(`ws://127.0.0.1:${host.port}/api/events?token=${host.token}`);
    if (!('open' in own)) throw new Error(`the window's own socket was refused: ${own.body}`);
    const delivered = new Promise((resolve) => own.open.once('message', resolve));
    host.emit('status', { source: 'test', message: 'after the attempts', level: 'info' });
    await delivered;
    own.open.close();
    expect(
      await page.evaluate(() => (window as unknown as { events: { messages: string[] } }).events),
    ).toEqual({ messages: [], opened: false, closeCode: 1006 });
    expect(await invoke(host, 'autosolve.state')).toEqual({
      ok: true,
      reply: { running: false, runId: null, lastReport: null },
    });
    expect(await invoke(host, 'settings.get')).toMatchObject({
      ok: true,
      reply: { theme: 'system', area: 'autosolve' },
    });
  });
});
