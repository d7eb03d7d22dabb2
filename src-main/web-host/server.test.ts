import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createHandlers } from '../handlers';
import { SettingsStore } from '../settings/store';
import type { LaunchSolver } from '../solver/client';
import { isLoopbackAddress, isLoopbackHost } from './loopback';
import { refusal, startWebHost, type WebHost } from './server';

const DEAL = '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.';

function get(
  port: number,
  urlPath: string,
  host = `127.0.0.1:${port}`,
  method = 'GET',
  body?: string,
) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: urlPath, method, headers: { Host: host } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('loopback checks', () => {
  it('accepts loopback addresses in every form Node reports', () => {
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('127.5.6.7')).toBe(true);
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true);
  });
  it('refuses everything else', () => {
    expect(isLoopbackAddress('10.0.0.2')).toBe(false);
    expect(isLoopbackAddress('::ffff:10.0.0.2')).toBe(false);
    expect(isLoopbackAddress('fe80::1')).toBe(false);
    expect(isLoopbackAddress('128.0.0.1')).toBe(false);
    expect(isLoopbackAddress(undefined)).toBe(false);
  });
  it('checks the Host header against DNS rebinding', () => {
    expect(isLoopbackHost('127.0.0.1:5178')).toBe(true);
    expect(isLoopbackHost('localhost:80')).toBe(true);
    expect(isLoopbackHost('[::1]:5178')).toBe(true);
    expect(isLoopbackHost('evil.example:5178')).toBe(false);
    expect(isLoopbackHost(undefined)).toBe(false);
  });
  it('names the refused client', () => {
    const fake = { socket: { remoteAddress: '10.1.2.3' }, headers: { host: '127.0.0.1:1' } };
    expect(refusal(fake as never)).toBe('only clients on this machine may connect (got 10.1.2.3)');
    const local = { socket: { remoteAddress: '127.0.0.1' }, headers: { host: '127.0.0.1:1' } };
    expect(refusal(local as never)).toBeNull();
  });
});

describe('the web host', () => {
  let host: WebHost;
  beforeAll(async () => {
    const staticDir = mkdtempSync(path.join(tmpdir(), 'web-static-'));
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'index.html'), '<p>window</p>');
    const settings = new SettingsStore(mkdtempSync(path.join(tmpdir(), 'web-settings-')));
    await settings.load();
    host = await startWebHost({
      staticDir,
      handlers: () => createHandlers({ host: 'web', settings }),
    });
  });
  afterAll(async () => host?.close());

  it('refuses to listen anywhere but loopback', async () => {
    await expect(
      startWebHost({ staticDir: '.', address: '0.0.0.0', handlers: () => ({}) as never }),
    ).rejects.toThrow('the web host listens on loopback only; 0.0.0.0 is not a loopback address');
  });

  it('listens on 127.0.0.1 and serves the window', async () => {
    expect(host.url).toBe(`http://127.0.0.1:${host.port}/`);
    const res = await get(host.port, '/');
    expect(res).toEqual({ status: 200, body: '<p>window</p>' });
  });

  it('refuses a foreign Host header', async () => {
    const res = await get(host.port, '/', 'attacker.example');
    expect(res.status).toBe(403);
    expect(res.body).toBe('the Host header must name this machine (got attacker.example)');
  });

  it('does not serve files outside the window folder', async () => {
    const res = await get(host.port, '/..%2f..%2fetc%2fpasswd');
    expect(res.status).toBe(403);
  });

  it('answers bridge requests with envelopes', async () => {
    const info = JSON.parse(
      (await get(host.port, '/api/invoke/app.info', undefined, 'POST', '')).body,
    );
    expect(info.ok).toBe(true);
    expect(info.reply.host).toBe('web');
    const unknown = JSON.parse(
      (await get(host.port, '/api/invoke/no.such', undefined, 'POST', '')).body,
    );
    expect(unknown).toEqual({ ok: false, error: 'unknown request "no.such"' });
    const bad = JSON.parse(
      (await get(host.port, '/api/invoke/settings.update', undefined, 'POST', '{x')).body,
    );
    expect(bad).toEqual({ ok: false, error: 'the body of "settings.update" is not valid JSON' });
  });

  it('streams events over the WebSocket and refuses foreign origins there too', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/api/events`);
    await new Promise((resolve) => ws.once('open', resolve));
    const received = new Promise<string>((resolve) =>
      ws.once('message', (data) => resolve(String(data))),
    );
    host.emit('status', { source: 'test', message: 'hello', level: 'info' });
    expect(JSON.parse(await received)).toEqual({
      event: 'status',
      payload: { source: 'test', message: 'hello', level: 'info' },
    });
    ws.close();
    const foreign = new WebSocket(`ws://127.0.0.1:${host.port}/api/events`, {
      headers: { Host: 'evil.example' },
    });
    const outcome = await new Promise<string>((resolve) => {
      foreign.once('open', () => resolve('open'));
      foreign.once('error', (error) => resolve(error.message));
    });
    expect(outcome).toBe('Unexpected server response: 403');
  });
});

describe('the web host under load', () => {
  let host: WebHost;
  beforeAll(async () => {
    const staticDir = mkdtempSync(path.join(tmpdir(), 'web-static-'));
    writeFileSync(path.join(staticDir, 'index.html'), '<p>window</p>');
    const settings = new SettingsStore(mkdtempSync(path.join(tmpdir(), 'web-settings-')));
    await settings.load();
    // A solver process that never answers: solves run until cancelled.
    const silent: LaunchSolver = () => ({
      send: () => {},
      onMessage: () => {},
      onExit: () => {},
      kill: () => {},
    });
    host = await startWebHost({
      staticDir,
      maxBodyBytes: 1000,
      maxSolves: 2,
      handlers: () => createHandlers({ host: 'web', settings, launchSolver: silent }),
    });
  });
  afterAll(async () => host?.close());

  it('refuses a body past the limit with 413, unread', async () => {
    const res = await get(
      host.port,
      '/api/invoke/molek.solve',
      undefined,
      'POST',
      'x'.repeat(5000),
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({
      ok: false,
      error: 'the request body is larger than 1,000 bytes',
    });
    const info = JSON.parse((await get(host.port, '/api/invoke/app.info', undefined, 'POST')).body);
    expect(info.ok).toBe(true);
  });

  it('refuses a solve past the limit of solves at once, and takes one again when one ends', async () => {
    const solve = (id: string) =>
      get(
        host.port,
        '/api/invoke/molek.solve',
        undefined,
        'POST',
        JSON.stringify({ board: DEAL, options: {}, id }),
      ).then((res) => JSON.parse(res.body));
    const first = solve('a');
    const second = solve('b');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await solve('c')).toEqual({
      ok: false,
      error: 'molek.solve: 2 solves are already running; try again when one finishes',
    });
    const cancel = await get(
      host.port,
      '/api/invoke/molek.cancelSolve',
      undefined,
      'POST',
      JSON.stringify({ id: 'a' }),
    );
    expect(JSON.parse(cancel.body)).toEqual({ ok: true, reply: { cancelled: 1 } });
    expect(await first).toMatchObject({ ok: true, reply: { id: 'a', outcome: 'cancelled' } });
    const third = solve('d');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await get(host.port, '/api/invoke/molek.cancelSolve', undefined, 'POST', '{}');
    expect(await second).toMatchObject({ ok: true, reply: { id: 'b', outcome: 'cancelled' } });
    expect(await third).toMatchObject({ ok: true, reply: { id: 'd', outcome: 'cancelled' } });
  });
});
