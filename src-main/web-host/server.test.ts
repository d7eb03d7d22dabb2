import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeHandlers } from '../../src-shared/bridge';
import { createHandlers } from '../handlers';
import { SettingsStore } from '../settings/store';
import type { LaunchSolver } from '../solver/client';
import { startWebHost, type WebHost } from './server';
import { call, invoke, openSocket, windowHeaders } from './test-client';

const DEAL = '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.';

function staticFolder(): string {
  const staticDir = mkdtempSync(path.join(tmpdir(), 'web-static-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), '<p>window</p>');
  return staticDir;
}

async function settingsStore(): Promise<SettingsStore> {
  const settings = new SettingsStore(mkdtempSync(path.join(tmpdir(), 'web-settings-')));
  await settings.load();
  return settings;
}

/** A request line sent as is, which no HTTP client library would send; the status line back. */
function rawStatus(port: number, requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`${requestLine}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('end', () => resolve(text.split('\r\n')[0]));
    socket.on('error', reject);
  });
}

describe('the web host', () => {
  let host: WebHost;
  beforeAll(async () => {
    const settings = await settingsStore();
    host = await startWebHost({
      staticDir: staticFolder(),
      handlers: () => createHandlers({ host: 'web', settings }),
    });
  });
  afterAll(async () => host?.close());

  it('refuses to listen anywhere but loopback', async () => {
    await expect(
      startWebHost({ staticDir: '.', address: '0.0.0.0', handlers: () => ({}) as never }),
    ).rejects.toThrow('the web host listens on loopback only; 0.0.0.0 is not a loopback address');
  });

  it('listens on 127.0.0.1 and prints the address of the window with the token', async () => {
    expect(host.origin).toBe(`http://127.0.0.1:${host.port}`);
    expect(host.url).toBe(`http://127.0.0.1:${host.port}/?token=${host.token}`);
    // 32 random bytes in base64url.
    expect(host.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('makes a new token at each start', async () => {
    const other = await startWebHost({ staticDir: staticFolder(), handlers: () => ({}) as never });
    try {
      expect(other.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(other.token).not.toBe(host.token);
    } finally {
      await other.close();
    }
  });

  it('serves the window without the token (the page must load to read it)', async () => {
    expect(await call(host.port, '/')).toMatchObject({ status: 200, body: '<p>window</p>' });
    expect(await call(host.port, `/?token=${host.token}`)).toMatchObject({ status: 200 });
  });

  it('refuses a Host header that does not name this machine (DNS rebinding)', async () => {
    const res = await call(host.port, '/', { headers: { Host: 'attacker.example' } });
    expect(res).toMatchObject({
      status: 403,
      body: 'the Host header must name this machine (got attacker.example)',
    });
  });

  it('does not serve files outside the window folder', async () => {
    const res = await call(host.port, '/..%2f..%2fetc%2fpasswd');
    expect(res).toMatchObject({ status: 403, body: 'forbidden' });
  });

  it('answers bridge requests with envelopes', async () => {
    expect(await invoke(host, 'app.info')).toMatchObject({ ok: true, reply: { host: 'web' } });
    expect(await invoke(host, 'no.such')).toEqual({
      ok: false,
      error: 'unknown request "no.such"',
    });
    const bad = await call(host.port, '/api/invoke/settings.update', {
      method: 'POST',
      headers: windowHeaders(host),
      body: '{x',
    });
    expect(JSON.parse(bad.body)).toEqual({
      ok: false,
      error: 'the body of "settings.update" is not valid JSON',
    });
  });

  it('streams events over the WebSocket of the token', async () => {
    const upgrade = await openSocket(`ws://127.0.0.1:${host.port}/api/events?token=${host.token}`);
    if (!('open' in upgrade)) throw new Error(`refused: ${upgrade.status} ${upgrade.body}`);
    const ws = upgrade.open;
    const received = new Promise<string>((resolve) =>
      ws.once('message', (data) => resolve(String(data))),
    );
    host.emit('status', { source: 'test', message: 'hello', level: 'info' });
    expect(JSON.parse(await received)).toEqual({
      event: 'status',
      payload: { source: 'test', message: 'hello', level: 'info' },
    });
    ws.close();
  });

  it('answers malformed addresses with 4xx and stays up', async () => {
    expect(await call(host.port, '/%E0%A4%A')).toMatchObject({
      status: 400,
      body: 'the path is not valid percent-encoding: /%E0%A4%A',
    });
    expect(await call(host.port, '/assets/%')).toMatchObject({ status: 400 });
    expect(await call(host.port, '//evil.example/x')).toMatchObject({
      status: 404,
      body: 'not found: //evil.example/x',
    });
    expect(await call(host.port, '/a%00b')).toMatchObject({ status: 404 });
    expect(await rawStatus(host.port, 'GET http://evil.example/ HTTP/1.1')).toBe(
      'HTTP/1.1 400 Bad Request',
    );
    expect(await rawStatus(host.port, 'GET /%E0%A4%A HTTP/1.1')).toBe('HTTP/1.1 400 Bad Request');
    expect(await rawStatus(host.port, 'NONSENSE')).toBe('HTTP/1.1 400 Bad Request');
    expect(await call(host.port, '/api/events')).toMatchObject({ status: 403 });
    expect(await invoke(host, 'app.info')).toMatchObject({ ok: true });
  });

  it('ends a WebSocket that sends more than it may, and stays up', async () => {
    const upgrade = await openSocket(`ws://127.0.0.1:${host.port}/api/events?token=${host.token}`);
    if (!('open' in upgrade)) throw new Error(`refused: ${upgrade.status} ${upgrade.body}`);
    const closed = new Promise<number>((resolve) => upgrade.open.once('close', resolve));
    upgrade.open.send('x'.repeat(5000));
    expect(await closed).toBe(1009); // "message too big"
    expect(await invoke(host, 'app.info')).toMatchObject({ ok: true });
  });
});

describe('the web host when a handler fails', () => {
  let host: WebHost;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    const settings = await settingsStore();
    host = await startWebHost({
      staticDir: staticFolder(),
      handlers: () =>
        ({
          ...createHandlers({ host: 'web', settings }),
          'app.info': async () => {
            throw new Error('the handler broke');
          },
          // A reply JSON cannot carry: the host fails to send it.
          'settings.get': async () => 10n,
        }) as unknown as BridgeHandlers,
    });
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await host?.close();
  });

  it('answers a handler that throws with its error, one that cannot be answered with 500', async () => {
    expect(await invoke(host, 'app.info')).toEqual({ ok: false, error: 'the handler broke' });
    const res = await call(host.port, '/api/invoke/settings.get', {
      method: 'POST',
      headers: windowHeaders(host),
    });
    expect(res.status).toBe(500);
    expect(JSON.parse(res.body)).toEqual({
      ok: false,
      error: 'the web host failed: Do not know how to serialize a BigInt',
    });
    // Still up, and nothing was left to reject unhandled.
    expect(await invoke(host, 'war.cancel', { runId: 'none' })).toMatchObject({ ok: true });
    expect(unhandled).toEqual([]);
  });
});

describe('the web host under load', () => {
  let host: WebHost;
  let launches = 0;
  const waiting: { count: number; resolve: () => void }[] = [];
  /** Resolves once `count` solver processes have been started in all. */
  const launched = (count: number) =>
    new Promise<void>((resolve) => {
      if (launches >= count) resolve();
      else waiting.push({ count, resolve });
    });
  beforeAll(async () => {
    const settings = await settingsStore();
    // A solver process that never answers: solves run until cancelled.
    const silent: LaunchSolver = () => {
      launches++;
      for (const wait of waiting) if (launches >= wait.count) wait.resolve();
      return { send: () => {}, onMessage: () => {}, onExit: () => {}, kill: () => {} };
    };
    host = await startWebHost({
      staticDir: staticFolder(),
      maxBodyBytes: 1000,
      maxSolves: 2,
      handlers: () => createHandlers({ host: 'web', settings, launchSolver: silent }),
    });
  });
  afterAll(async () => host?.close());

  it('refuses a body past the limit with 413, unread', async () => {
    const res = await call(host.port, '/api/invoke/molek.solve', {
      method: 'POST',
      headers: windowHeaders(host),
      body: 'x'.repeat(5000),
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({
      ok: false,
      error: 'the request body is larger than 1,000 bytes',
    });
    expect(await invoke(host, 'app.info')).toMatchObject({ ok: true });
  });

  it('refuses a solve past the limit of solves at once, and takes one again when one ends', async () => {
    const before = launches;
    const solve = (id: string) =>
      invoke(host, 'molek.solve', { board: DEAL, options: {}, id }) as Promise<unknown>;
    const first = solve('a');
    const second = solve('b');
    // Both solves have started their solver process: two are running.
    await launched(before + 2);
    expect(await solve('c')).toEqual({
      ok: false,
      error: 'molek.solve: 2 solves are already running; try again when one finishes',
    });
    expect(await invoke(host, 'molek.cancelSolve', { id: 'a' })).toEqual({
      ok: true,
      reply: { cancelled: 1 },
    });
    expect(await first).toMatchObject({ ok: true, reply: { id: 'a', outcome: 'cancelled' } });
    const third = solve('d');
    await launched(before + 3);
    expect(await invoke(host, 'molek.cancelSolve', {})).toEqual({
      ok: true,
      reply: { cancelled: 2 },
    });
    expect(await second).toMatchObject({ ok: true, reply: { id: 'b', outcome: 'cancelled' } });
    expect(await third).toMatchObject({ ok: true, reply: { id: 'd', outcome: 'cancelled' } });
  });
});
