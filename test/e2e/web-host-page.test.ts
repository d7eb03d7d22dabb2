/**
 * The window as the web host serves it, in Chromium: the token taken from the address and
 * kept for reloads, one Content-Security-Policy in the header and the meta tag, an icon so
 * that no load ends in a 404, a tab with a stale token that stops knocking, and a page
 * opened without the token saying what to open.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ConsoleMessage, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src-main/web-host/csp';
import { openWindow, ROOT, type WindowUnderTest } from '../support/browser';

describe('the window the web host serves, in Chromium', () => {
  let w: WindowUnderTest;
  const responses: Response[] = [];
  const consoleErrors: string[] = [];
  let page: Response | null;

  beforeAll(async () => {
    w = await openWindow();
    w.page.on('response', (response) => responses.push(response));
    w.page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    // Loaded again, now without the token in the address: it was kept for this tab.
    page = await w.page.reload();
    await w.page.getByText(/^v[\d.]+ · web$/).waitFor();
  });
  afterAll(async () => w?.close());

  it('takes the token out of the address bar and still works after a reload', async () => {
    expect(w.host.url).toBe(`${w.host.origin}/?token=${w.host.token}`);
    expect(w.page.url()).toBe(`${w.host.origin}/`);
    const bridgeCalls = responses.filter((r) => r.url().includes('/api/invoke/'));
    expect(bridgeCalls.length).toBeGreaterThan(0);
    for (const call of bridgeCalls) {
      expect(call.status()).toBe(200);
      expect(await call.request().headerValue('authorization')).toBe(`Bearer ${w.host.token}`);
    }
  });

  it('has one policy: the meta tag the build wrote and the header agree exactly', async () => {
    const meta = await w.page.evaluate(() =>
      [...document.querySelectorAll('meta[http-equiv="Content-Security-Policy"]')].map(
        (tag) => (tag as HTMLMetaElement).content,
      ),
    );
    expect(meta).toEqual([CONTENT_SECURITY_POLICY]);
    expect(page?.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(page?.headers()['x-frame-options']).toBe('DENY');
    // The built file itself holds exactly one policy, first in <head>.
    const built = readFileSync(path.join(ROOT, 'dist', 'renderer', 'index.html'), 'utf8');
    expect(built.match(/Content-Security-Policy/g)?.length).toBe(2); // the tag, and the comment
    expect(built.match(/http-equiv="Content-Security-Policy"/g)?.length).toBe(1);
  });

  it('links the app icon, so that no load asks for a missing /favicon.ico', async () => {
    const href = await w.page.evaluate(
      () => (document.querySelector('link[rel="icon"]') as HTMLLinkElement | null)?.href ?? null,
    );
    expect(href).toMatch(/\/assets\/icon-[\w-]+\.svg$/);
    // The browser fetched it (the page, its script and style, and the icon).
    await expect.poll(() => responses.find((r) => r.url() === href)?.status()).toBe(200);
    const icon = responses.find((r) => r.url() === href)!;
    expect(icon.headers()['content-type']).toBe('image/svg+xml');
    // The bytes asked for again (the browser may have dropped the response's body by now).
    const served = Buffer.from(await (await fetch(href!)).arrayBuffer());
    expect(served).toEqual(readFileSync(path.join(ROOT, 'assets', 'icon.svg')));
    expect(responses.filter((r) => r.status() >= 400).map((r) => r.url())).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('stops reconnecting its events socket once the host refuses its token', async () => {
    // As a tab left open while the host was started again: a token of another start.
    const stale = await w.browser.newPage();
    await stale.clock.install();
    const sockets: string[] = [];
    stale.on('websocket', (socket) => sockets.push(socket.url()));
    let refusedInfo = 0;
    stale.on('response', (r) => {
      if (r.url().endsWith('/api/invoke/app.info') && r.status() === 403) refusedInfo++;
    });
    await stale.goto(`${w.host.origin}/?token=${'A'.repeat(43)}`);
    // The window's own app.info and the socket's one question after its refusal.
    await expect.poll(() => refusedInfo).toBe(2);
    await stale.clock.runFor(60_000);
    await stale.evaluate(() => 0);
    expect(sockets).toEqual([`ws://127.0.0.1:${w.host.port}/api/events?token=${'A'.repeat(43)}`]);
    await expect
      .poll(() => stale.getByTestId('status-message').textContent())
      // The window asks for its app info and its settings at start: whichever refusal is
      // shown last, it is the host's reason, word for word.
      .toMatch(
        /^(app info|settings): the web host refused \(403\): the token does not match this host's \(open the address `npm run web` printed; it changes at each start\)$/,
      );
    await stale.close();
  });

  it('says what to open when the page was opened without the token', async () => {
    const bare = await w.browser.newPage();
    await bare.goto(`${w.host.origin}/`);
    await expect
      .poll(() => bare.getByTestId('status-message').textContent())
      .toMatch(
        /^(app info|settings): this page has no token for the web host: open the address `npm run web` printed \(…\/\?token=…\)$/,
      );
    await bare.close();
  });
});
