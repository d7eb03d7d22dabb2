/**
 * Every bridge request, fed random and malformed payloads: wrong types, NaN, negative and
 * huge numbers, long strings, deep objects, missing and unknown fields. Each must come back
 * as an error envelope naming the request, promptly, through the dispatcher (as Electron IPC
 * calls it, with values JSON cannot carry) and through the web host over HTTP; random
 * addresses (bad percent-encoding, paths out of the folder, /api/ without the token) get a
 * 4xx or the file; afterwards the host still answers, nothing was rejected unhandled and no
 * solver process is left running.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Envelope, HandlerContext, RequestName } from '../../src-shared/bridge';
import { DEFAULT_AUTOSOLVE_OPTIONS } from '../../src-shared/autosolve/options';
import { REQUEST_SCHEMAS } from '../../src-shared/bridge-schema';
import { check } from '../../src-shared/gate';
import { createHandlers } from '../../src-main/handlers';
import { dispatch } from '../../src-main/handlers/dispatch';
import { SettingsStore } from '../../src-main/settings/store';
import { startWebHost, type WebHost } from '../../src-main/web-host/server';

const DEAL = '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.';

/** A payload each request accepts, for the fuzzer to break one piece at a time. */
const GOOD: { [K in RequestName]: unknown } = {
  'app.info': undefined,
  'settings.get': undefined,
  'settings.update': { theme: 'dark', window: { width: 800, height: 600, x: 0 } },
  'klondike.hint': { exchange: 'STOCK', timeoutMs: 1000, rules: 'exchange' },
  'klondike.winnable': { exchange: 'STOCK', timeoutMs: 1000, rules: 'standard' },
  'war.simulate': {
    games: 10,
    seed: 1,
    rules: { warSize: 3, decks: 1, pickup: 'random', peace: false, cap: 1000 },
    runId: 'r',
  },
  'war.cancel': { runId: 'r' },
  'molek.solve': { board: DEAL, options: { cheating: true, minDepth: 8 }, timeoutS: 5, id: 's' },
  'molek.cancelSolve': { id: 's' },
  'autosolve.readScreenshot': { base64: 'iVBORw0KGgo=', name: 'shot.png' },
  'autosolve.start': DEFAULT_AUTOSOLVE_OPTIONS,
  'autosolve.stop': undefined,
  'autosolve.state': undefined,
  'autosolve.exportReport': { format: 'csv' },
};
const NAMES = Object.keys(GOOD) as RequestName[];

/** Requests that may run for real when a mutation happens to leave their payload valid. */
const HARMLESS = new Set<RequestName>([
  'app.info',
  'settings.get',
  'settings.update',
  'war.cancel',
  'molek.cancelSolve',
  'autosolve.state',
  'autosolve.stop',
  'autosolve.exportReport',
]);

function nest(depth: number, array: boolean): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = array ? [value] : { a: value };
  return value;
}

/** A value no field should take, or one that only looks right. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(NaN, Infinity, -Infinity, -0, 2 ** 31, 2 ** 53, 1e308, -1, 0.5, null, true),
  fc.integer({ min: -1e12, max: -1 }),
  fc.double(),
  fc.integer().map(String),
  fc.string({ maxLength: 50 }),
  fc.integer({ min: 1001, max: 200_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 1, max: 20_000 }).chain((n) => fc.boolean().map((a) => nest(n, a))),
  fc.array(fc.anything(), { maxLength: 5 }),
  fc.object({ maxDepth: 3 }),
);

/** The places in a payload: its top and every field, nested fields by their path. */
function paths(value: unknown, prefix: string[] = []): string[][] {
  const out = [prefix];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) out.push(...paths(inner, [...prefix, key]));
  }
  return out;
}

function replaced(value: unknown, at: string[], make: (old: unknown) => unknown): unknown {
  if (at.length === 0) return make(value);
  const copy = { ...(value as Record<string, unknown>) };
  const [head, ...rest] = at;
  const next = replaced(copy[head], rest, make);
  if (next === DELETE) delete copy[head];
  else copy[head] = next;
  return copy;
}
const DELETE = Symbol('delete');

/** A request name and a payload broken in one way (or random through and through). */
const malformed: fc.Arbitrary<{ name: RequestName; payload: unknown }> = fc
  .constantFrom(...NAMES)
  .chain((name) => {
    const fields = paths(GOOD[name]).filter((at) => at.length > 0);
    const missing = fields.map((at) => ({ name, payload: replaced(GOOD[name], at, () => DELETE) }));
    return fc.oneof(
      fc.anything().map((payload) => ({ name, payload })),
      fc
        .tuple(fc.constantFrom(...paths(GOOD[name])), badValue)
        .map(([at, bad]) => ({ name, payload: replaced(GOOD[name], at, () => bad) })),
      missing.length > 0
        ? fc.constantFrom(...missing)
        : fc.constant({ name, payload: null as unknown }),
      fc
        .tuple(
          fc.constantFrom(...paths(GOOD[name])),
          fc.string({ minLength: 1, maxLength: 12 }),
          badValue,
        )
        .map(([at, key, bad]) => ({
          name,
          payload: replaced(GOOD[name], at, (old) =>
            old && typeof old === 'object' ? { ...old, [`${key}_extra`]: bad } : bad,
          ),
        })),
    );
  });

/** Whether the gate lets this payload through (then the fuzzer sends it only if harmless). */
const valid = (name: RequestName, payload: unknown): boolean =>
  check(REQUEST_SCHEMAS[name] as z.ZodType<unknown>, payload).ok;

/** A hang is a failure with a message, not a test that never ends. */
function answered<T>(what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within 10 s`)), 10_000);
  });
  return Promise.race([promise, hang]).finally(() => clearTimeout(timer));
}

function expectRefusal(name: string, envelope: Envelope<unknown>): void {
  expect(envelope.ok).toBe(false);
  if (envelope.ok) return;
  expect(envelope.error.startsWith(`${name}: `)).toBe(true);
  // One line that says what was wrong, not the payload echoed back.
  expect(envelope.error).not.toContain('\n');
  expect(envelope.error.length).toBeLessThan(400);
}

/** A bridge request as the window sends it: its token, and JSON. */
function post(host: WebHost, name: string, body: string): Promise<Envelope<unknown>> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: host.port,
        path: `/api/invoke/${name}`,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${host.token}` },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(JSON.parse(text) as Envelope<unknown>));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A GET as a browser sends it for an address typed in: no token. The status only. */
function get(host: WebHost, target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: host.port, path: target }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

function childProcesses(): string[] {
  const out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], {
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/\sps$/.test(line));
}

describe('the bridge under random and malformed payloads', () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  let host: WebHost;
  let context: HandlerContext;
  let handlers: ReturnType<typeof createHandlers>;

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    const staticDir = mkdtempSync(path.join(tmpdir(), 'fuzz-static-'));
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'index.html'), '<p>window</p>');
    const settings = new SettingsStore(mkdtempSync(path.join(tmpdir(), 'fuzz-settings-')));
    await settings.load();
    handlers = createHandlers({ host: 'web', settings });
    context = { emit: () => {} };
    host = await startWebHost({ staticDir, handlers: () => handlers });
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await host?.close();
  });

  it('answers every malformed payload through the dispatcher with an error', async () => {
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(malformed, async ({ name, payload }) => {
        if (valid(name, payload)) {
          if (!HARMLESS.has(name)) return;
          const envelope = await answered(name, dispatch(handlers, name, payload, context));
          expect(typeof envelope.ok).toBe('boolean');
          return;
        }
        refused++;
        expectRefusal(name, await answered(name, dispatch(handlers, name, payload, context)));
      }),
      { numRuns: 600 },
    );
    // Most payloads the fuzzer makes are broken; a run that breaks nothing proves nothing.
    expect(refused).toBeGreaterThan(400);
  });

  it('answers every malformed body through the web host with an error', async () => {
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(malformed, async ({ name, payload }) => {
        let body: string;
        try {
          body = payload === undefined ? '' : (JSON.stringify(payload) ?? '');
        } catch {
          return; // Too deep for JSON.stringify: no browser could send it either.
        }
        const sent = body === '' ? undefined : (JSON.parse(body) as unknown);
        if (valid(name, sent)) return;
        refused++;
        expectRefusal(name, await answered(name, post(host, name, body)));
      }),
      { numRuns: 300 },
    );
    expect(refused).toBeGreaterThan(200);
  });

  it('answers every malformed address with a 4xx or the file, and stays up', async () => {
    const piece = fc.oneof(
      fc.constantFrom('%', '%E0', '%A4%A', '%2f', '%2e%2e', '..', '/', '//', '%00', '%C0%AF'),
      fc.constantFrom('api', 'api/', 'invoke/', 'events', 'index.html', 'assets', '?token=', '#'),
      fc.string({ unit: fc.constantFrom(...'aZ09-._~!$&()*+,;=:@'), maxLength: 8 }),
    );
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 8 }), async (pieces) => {
        const status = await answered(pieces.join(''), get(host, `/${pieces.join('')}`));
        statuses.add(status);
        expect([200, 400, 403, 404]).toContain(status);
      }),
      // One of each kind first, so that every kind of answer is sure to be seen.
      { numRuns: 300, examples: [[['index.html']], [['%E0%A4%A']], [['api/']], [['nothing']]] },
    );
    // Every kind of answer came up: the files, the bridge refused, bad and missing paths.
    expect([...statuses].sort()).toEqual([200, 400, 403, 404]);
  });

  it('still answers, with nothing rejected unhandled and no solver process left', async () => {
    const info = await post(host, 'app.info', '');
    expect(info).toMatchObject({ ok: true, reply: { host: 'web' } });
    expect(unhandled).toEqual([]);
    expect(childProcesses()).toEqual([]);
  });
});
