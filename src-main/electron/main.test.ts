/**
 * The Electron main process and preload, run against a stand-in `electron` module
 * (test/support/stand-in-electron.ts): the window's preferences, the guards on every
 * webContents, the bridge's IPC channels and who may use them, the solver's utility process,
 * and the preload's `window.solitaire`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REQUEST_SCHEMAS } from '../../src-shared/bridge-schema';
import { DEFAULT_SETTINGS } from '../../src-shared/settings';
import {
  standIn,
  StandInEvent,
  StandInFrame,
  type StandInWebContents,
} from '../../test/support/stand-in-electron';
import { CONTENT_SECURITY_POLICY } from '../web-host/csp';
import type { DesktopApp } from './main';

vi.mock(
  'electron',
  async () => (await import('../../test/support/stand-in-electron')).standIn.module,
);

const BOARD = '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.';
const userData = mkdtempSync(path.join(os.tmpdir(), 'electron-main-test-'));
let desktop: DesktopApp;
let page: StandInWebContents;

beforeAll(async () => {
  standIn.userData = userData;
  const { started } = await import('./main');
  const app = await started;
  if (!app) throw new Error(`the app did not start: ${standIn.errorBoxes.join('; ')}`);
  desktop = app;
  page = desktop.window.webContents as unknown as StandInWebContents;
});

afterAll(() => {
  for (const child of standIn.forked) child.kill();
  rmSync(userData, { recursive: true, force: true });
});

/** A request as Electron delivers it: from a webContents and one of its frames. */
function invokeFrom(sender: StandInWebContents | null, frame: StandInFrame | null) {
  return (name: string, request?: unknown) =>
    standIn.ipcMain.invoke({ sender, senderFrame: frame }, `bridge:invoke:${name}`, request);
}

describe('the window', () => {
  it('is one sandboxed, context-isolated window without Node, webviews or insecure content', () => {
    expect(standIn.windows).toHaveLength(1);
    expect(standIn.windows[0]!.options.webPreferences).toEqual({
      preload: path.join(__dirname, 'preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    });
    expect(standIn.windows[0]!.loadedFile).toBe(path.join(__dirname, 'renderer', 'index.html'));
  });

  it('gets the Content-Security-Policy on every response', () => {
    const listener = standIn.session.defaultSession.headersListener;
    if (!listener) throw new Error('no onHeadersReceived listener was set');
    let headers: Record<string, string[]> | undefined;
    listener({ responseHeaders: { 'Content-Type': ['text/html'] } }, (response) => {
      headers = response.responseHeaders;
    });
    expect(headers).toEqual({
      'Content-Type': ['text/html'],
      'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
    });
  });

  it('registers the panic shortcut, and lets it go when the app quits', () => {
    expect([...standIn.shortcuts.keys()]).toEqual(['CommandOrControl+Alt+S']);
    standIn.app.emit('will-quit');
    expect(standIn.shortcuts.size).toBe(0);
  });
});

describe('the guards on every webContents', () => {
  const cases: [string, () => StandInWebContents][] = [
    ["the window's own", () => page],
    [
      'one created later (a popup, devtools)',
      () => standIn.createWebContents('https://evil.example/'),
    ],
  ];

  it.each(cases)('%s: window.open is denied, even for the app page or https', (_, contents) => {
    const open = contents().windowOpenHandler;
    if (!open) throw new Error('no window-open handler');
    for (const url of ['https://example.com/', 'http://127.0.0.1:5178/', page.mainFrame.url])
      expect(open({ url })).toEqual({ action: 'deny' });
  });

  it.each(cases)('%s: navigation, redirects and webviews are prevented', (_, contents) => {
    const c = contents();
    for (const name of [
      'will-navigate',
      'will-frame-navigate',
      'will-redirect',
      'will-attach-webview',
    ]) {
      const event = new StandInEvent();
      c.emit(name, event, 'https://evil.example/');
      expect([name, event.defaultPrevented]).toEqual([name, true]);
    }
  });

  it.each(cases)('%s: every permission is refused, asked or checked', (_, contents) => {
    const session = contents().session;
    const ask = session.permissionRequestHandler;
    const check = session.permissionCheckHandler;
    if (!ask || !check) throw new Error('no permission handlers on the session');
    for (const permission of ['media', 'notifications', 'clipboard-read', 'geolocation']) {
      const answers: boolean[] = [];
      ask(contents(), permission, (granted) => answers.push(granted));
      expect([permission, answers]).toEqual([permission, [false]]);
      expect([permission, check(contents(), permission, 'file://')]).toEqual([permission, false]);
    }
  });
});

describe('the bridge over IPC', () => {
  it('has exactly one handler per request name of the bridge', () => {
    const expected = Object.keys(REQUEST_SCHEMAS)
      .map((name) => `bridge:invoke:${name}`)
      .sort();
    expect([...desktop.channels].sort()).toEqual(expected);
    expect([...standIn.ipcMain.handlers.keys()].sort()).toEqual(expected);
  });

  it("answers the app's page", async () => {
    const reply = await invokeFrom(page, page.mainFrame)('app.info');
    expect(reply).toMatchObject({
      ok: true,
      reply: { host: 'electron', name: 'Solitaire Toolkit' },
    });
  });

  it('refuses a request from anywhere else without running its handler', async () => {
    const other = standIn.createWebContents('file:///elsewhere.html');
    const attempts: [string, ReturnType<typeof invokeFrom>][] = [
      [
        'a frame inside the window (https://evil.example/frame)',
        invokeFrom(page, new StandInFrame('https://evil.example/frame', page.mainFrame)),
      ],
      [
        'a page at https://evil.example/',
        invokeFrom(page, new StandInFrame('https://evil.example/')),
      ],
      ['another web page', invokeFrom(other, other.mainFrame)],
      ['a frame that is gone', invokeFrom(page, null)],
    ];
    for (const [from, invoke] of attempts) {
      const reply = await invoke('settings.update', { theme: 'dark' });
      expect(reply).toEqual({
        ok: false,
        error: `settings.update: refused a request from ${from}`,
      });
    }
    const settings = await invokeFrom(page, page.mainFrame)('settings.get');
    expect(settings).toEqual({ ok: true, reply: DEFAULT_SETTINGS });
  });

  it('passes the payload through the gate before a handler sees it', async () => {
    const reply = await invokeFrom(page, page.mainFrame)('settings.update', { theme: 'blue' });
    expect(reply).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^settings\.update: theme /),
    });
    const saved = await invokeFrom(page, page.mainFrame)('settings.update', { theme: 'dark' });
    expect(saved).toMatchObject({ ok: true, reply: { theme: 'dark' } });
    const file = JSON.parse(readFileSync(path.join(userData, 'settings.json'), 'utf8'));
    expect(file.theme).toBe('dark');
  });

  it('solves a board in a utility process', async () => {
    const before = standIn.forked.length;
    const reply = (await invokeFrom(page, page.mainFrame)('molek.solve', {
      board: BOARD,
      // No time to look for a shorter line: the first one, whatever the machine's speed (the
      // default 500 ms of looking ends the search for the shortest, 34 moves, about when it
      // finishes, so the line returned depended on the load).
      options: { cheating: true, continueMs: 0 },
      id: 'ipc-test',
    })) as { ok: boolean; reply: { outcome: string; cheats: number; lines: string[] } };
    expect(standIn.forked.length).toBe(before + 1);
    const child = standIn.forked[before]!;
    expect(path.basename(child.modulePath)).toBe('solver-process.mjs');
    expect(child.options).toEqual({ serviceName: 'MOLEK-SYNTEZ solver' });
    expect(reply.ok).toBe(true);
    expect(reply.reply.outcome).toBe('solved');
    expect(reply.reply.lines.slice(0, 3)).toEqual(['2 5 !> 4 6', '2 3 -> 5 6', '0 5 -> 2 3']);
    expect(reply.reply.lines).toHaveLength(36);
    expect(reply.reply.cheats).toBe(5);
  });
});

describe('the preload', () => {
  it('exposes window.solitaire with exactly invoke and on, and nothing else', async () => {
    await import('./preload');
    expect([...standIn.exposed.keys()]).toEqual(['solitaire']);
    const bridge = standIn.exposed.get('solitaire') as Record<string, unknown>;
    expect(Object.keys(bridge).sort()).toEqual(['invoke', 'on']);
    expect(Object.values(bridge).map((value) => typeof value)).toEqual(['function', 'function']);
  });

  it("reaches the main process' handlers and hands back replies and errors", async () => {
    const bridge = standIn.exposed.get('solitaire') as import('../../src-shared/bridge').Bridge;
    await expect(bridge.invoke('settings.update', { theme: 'light' })).resolves.toMatchObject({
      theme: 'light',
    });
    await expect(bridge.invoke('settings.update', { theme: 'blue' } as never)).rejects.toThrow(
      /^settings\.update: theme /,
    );
    await expect(bridge.invoke('no.such' as never, undefined as never)).rejects.toThrow(
      "No handler registered for 'bridge:invoke:no.such'",
    );
  });

  it('delivers one event stream to its listeners, payload only, until unsubscribed', () => {
    const bridge = standIn.exposed.get('solitaire') as import('../../src-shared/bridge').Bridge;
    const seen: unknown[] = [];
    const stop = bridge.on('status', (payload) => seen.push(payload));
    const status = { source: 'app', level: 'info', message: 'hello' };
    page.send('bridge:event', 'status', status);
    page.send('bridge:event', 'file.opened', { path: '/x', name: 'x', base64: '' });
    stop();
    page.send('bridge:event', 'status', { ...status, message: 'after' });
    expect(seen).toEqual([status]);
  });
});
