/**
 * Who may use the web host (access.ts): each refusal answered 403 with its one-line reason,
 * and nothing run: no handler called, the settings file never written, no run started.
 */
import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTOSOLVE_OPTIONS } from '../../src-shared/autosolve/options';
import { machineRefusal } from './access';
import { isLoopbackAddress, isLoopbackHost } from './loopback';
import { startWebHost, type WebHost } from './server';
import { call, invoke, openSocket, watchedHandlers, windowHeaders } from './test-client';

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
    expect(machineRefusal(fake as never)).toBe(
      'only clients on this machine may connect (got 10.1.2.3)',
    );
    const local = { socket: { remoteAddress: '127.0.0.1' }, headers: { host: '127.0.0.1:1' } };
    expect(machineRefusal(local as never)).toBeNull();
  });
});

describe('the web host serves only the window it made', () => {
  let host: WebHost;
  let settingsFile: string;
  /** The handlers called, by name, in order. */
  let called: string[] = [];
  /** Desktops opened: the first thing a started auto-solve run does. */
  let desktopsOpened: () => number;

  beforeAll(async () => {
    const staticDir = mkdtempSync(path.join(tmpdir(), 'web-static-'));
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'index.html'), '<p>window</p>');
    const watched = await watchedHandlers();
    settingsFile = watched.settingsFile;
    called = watched.called;
    desktopsOpened = watched.desktopsOpened;
    host = await startWebHost({ staticDir, handlers: () => watched.handlers });
  });
  afterAll(async () => host?.close());

  const THEME = JSON.stringify({ theme: 'dark' });
  const OWN = () => windowHeaders(host);
  const REFUSALS: [
    string,
    () => { path?: string; headers: Record<string, string> },
    () => string,
  ][] = [
    [
      'no token',
      () => ({ headers: { 'Content-Type': 'application/json' } }),
      () => 'no token: send Authorization: Bearer <token> (open the address `npm run web` printed)',
    ],
    [
      'a wrong token',
      () => ({ headers: { ...OWN(), Authorization: `Bearer ${'A'.repeat(43)}` } }),
      () =>
        "the token does not match this host's (open the address `npm run web` printed; it changes at each start)",
    ],
    [
      'the token only in the URL',
      () => ({
        path: `/api/invoke/settings.update?token=${host.token}`,
        headers: { 'Content-Type': 'application/json' },
      }),
      () => 'the token goes in the Authorization header (Bearer), not in the URL',
    ],
    [
      'an Authorization that is not Bearer',
      () => ({ headers: { ...OWN(), Authorization: `Basic ${host.token}` } }),
      () => 'the Authorization header must be "Bearer <token>"',
    ],
    [
      'a foreign Origin, with the token',
      () => ({ headers: { ...OWN(), Origin: 'http://evil.example' } }),
      () =>
        `requests from another page are refused (Origin http://evil.example; this host is ${host.origin})`,
    ],
    [
      'the Origin of another port on this machine',
      () => ({ headers: { ...OWN(), Origin: `http://127.0.0.1:${host.port + 1}` } }),
      () =>
        `requests from another page are refused (Origin http://127.0.0.1:${host.port + 1}; this host is ${host.origin})`,
    ],
    [
      'the null Origin of a sandboxed frame or a file',
      () => ({ headers: { ...OWN(), Origin: 'null' } }),
      () => `requests from another page are refused (Origin null; this host is ${host.origin})`,
    ],
    [
      'text/plain, as a no-cors fetch sends',
      () => ({ headers: { ...OWN(), 'Content-Type': 'text/plain;charset=UTF-8' } }),
      () =>
        'a bridge request must be Content-Type: application/json (got text/plain;charset=UTF-8)',
    ],
    [
      'a form',
      () => ({ headers: { ...OWN(), 'Content-Type': 'application/x-www-form-urlencoded' } }),
      () =>
        'a bridge request must be Content-Type: application/json (got application/x-www-form-urlencoded)',
    ],
    [
      'a multipart form',
      () => ({ headers: { ...OWN(), 'Content-Type': 'multipart/form-data; boundary=x' } }),
      () =>
        'a bridge request must be Content-Type: application/json (got multipart/form-data; boundary=x)',
    ],
    [
      'no Content-Type',
      () => ({ headers: { Authorization: `Bearer ${host.token}` } }),
      () => 'a bridge request must be Content-Type: application/json (got none)',
    ],
    [
      'a foreign Host, with the token',
      () => ({ headers: { ...OWN(), Host: 'evil.example' } }),
      () => 'the Host header must name this machine (got evil.example)',
    ],
  ];

  for (const [what, request, reason] of REFUSALS) {
    it(`refuses ${what} with 403, running nothing`, async () => {
      const { path: target, headers } = request();
      for (const [name, body] of [
        ['settings.update', THEME],
        ['autosolve.start', JSON.stringify(DEFAULT_AUTOSOLVE_OPTIONS)],
      ] as const) {
        const res = await call(
          host.port,
          target?.replace('settings.update', name) ?? `/api/invoke/${name}`,
          {
            method: 'POST',
            headers,
            body,
          },
        );
        expect(res).toEqual({ status: 403, type: 'text/plain; charset=utf-8', body: reason() });
      }
      expect(called).toEqual([]);
      expect(existsSync(settingsFile)).toBe(false);
      expect(desktopsOpened()).toBe(0);
    });
  }

  it('refuses anything under /api/ without the token, whatever the method', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await call(host.port, '/api/invoke/settings.get', { method });
      expect(res.status).toBe(403);
    }
    expect(await call(host.port, '/api/other')).toMatchObject({ status: 403 });
    expect(await call(host.port, '/api/other', { headers: OWN() })).toEqual({
      status: 404,
      type: 'text/plain; charset=utf-8',
      body: 'no such bridge address: /api/other',
    });
    expect(called).toEqual([]);
  });

  it('refuses a WebSocket without the token, with a wrong one, or from another page', async () => {
    const events = `ws://127.0.0.1:${host.port}/api/events`;
    expect(await openSocket(events)).toEqual({
      status: 403,
      body: 'no token: open /api/events?token=<token> (open the address `npm run web` printed)',
    });
    expect(await openSocket(`${events}?token=${'A'.repeat(43)}`)).toEqual({
      status: 403,
      body: "the token does not match this host's (open the address `npm run web` printed; it changes at each start)",
    });
    expect(
      await openSocket(`${events}?token=${host.token}`, { Origin: 'http://evil.example' }),
    ).toEqual({
      status: 403,
      body: `requests from another page are refused (Origin http://evil.example; this host is ${host.origin})`,
    });
    expect(await openSocket(`${events}?token=${host.token}`, { Host: 'evil.example' })).toEqual({
      status: 403,
      body: 'the Host header must name this machine (got evil.example)',
    });
    expect(await openSocket(`ws://127.0.0.1:${host.port}/other?token=${host.token}`)).toEqual({
      status: 404,
      body: 'the only WebSocket is /api/events',
    });
  });

  it("takes the window's own requests: the token, JSON, no Origin or its own", async () => {
    expect(await invoke(host, 'settings.get')).toMatchObject({
      ok: true,
      reply: { theme: 'system' },
    });
    for (const origin of [host.origin, `http://localhost:${host.port}`]) {
      const res = await call(host.port, '/api/invoke/app.info', {
        method: 'POST',
        headers: { ...OWN(), Origin: origin, 'Content-Type': 'application/json; charset=utf-8' },
      });
      expect(res.status).toBe(200);
    }
    const upgrade = await openSocket(`ws://127.0.0.1:${host.port}/api/events?token=${host.token}`, {
      Origin: host.origin,
    });
    expect('open' in upgrade).toBe(true);
    if ('open' in upgrade) upgrade.open.close();
    expect(called).toEqual(['settings.get', 'app.info', 'app.info']);
    // The refused requests above left the settings as they were.
    expect(existsSync(settingsFile)).toBe(false);
    expect(await invoke(host, 'autosolve.state')).toEqual({
      ok: true,
      reply: { running: false, runId: null, lastReport: null },
    });
    // And the checks above can see a change: the window's own update is saved.
    expect(await invoke(host, 'settings.update', { theme: 'dark' })).toMatchObject({ ok: true });
    expect(JSON.parse(readFileSync(settingsFile, 'utf8')).theme).toBe('dark');
  });
});
