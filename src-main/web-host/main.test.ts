/**
 * `npm run web` as a user starts it (the built dist/web-host.mjs): the address it prints
 * carries the token, refusals are told on standard error, and a settings folder that cannot
 * be used stops it at once, named, with exit status 2.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { call } from './test-client';

const ENTRY = path.resolve(__dirname, '..', '..', 'dist', 'web-host.mjs');

function runToEnd(...args: string[]) {
  const run = spawnSync(process.execPath, [ENTRY, ...args], { encoding: 'utf8', timeout: 30_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run web', () => {
  it('refuses to start when --data is a file, naming it', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'web-data-')), 'settings.txt');
    writeFileSync(file, 'not a folder');
    expect(runToEnd('--port', '0', '--data', file)).toEqual({
      status: 2,
      stdout: '',
      stderr: `web host: the settings folder ${file} cannot be used: it is a file, not a folder (choose another with --data DIR)\n`,
    });
  });

  it('refuses to start when --data lies inside a file', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'web-data-')), 'settings.txt');
    writeFileSync(file, 'not a folder');
    const inside = path.join(file, 'settings');
    expect(runToEnd('--port', '0', '--data', inside)).toEqual({
      status: 2,
      stdout: '',
      stderr: `web host: the settings folder ${inside} cannot be used: a file stands where a folder should be (choose another with --data DIR)\n`,
    });
  });

  it('prints the address with its token, answers it, and tells of a refusal', async () => {
    const data = mkdtempSync(path.join(tmpdir(), 'web-data-'));
    const child = spawn(process.execPath, [ENTRY, '--port', '0', '--data', data]);
    try {
      const out = createInterface({ input: child.stdout });
      const err = createInterface({ input: child.stderr });
      const [first] = await new Promise<string[]>((resolve) =>
        out.once('line', (l) => resolve([l])),
      );
      const match =
        /^Solitaire Toolkit is served at (http:\/\/127\.0\.0\.1:(\d+)\/\?token=([\w-]{43}))$/.exec(
          first,
        );
      expect(match).not.toBeNull();
      const [, , port, token] = match!;
      const refusedLine = new Promise<string>((resolve) => err.once('line', resolve));
      const refused = await call(Number(port), '/api/invoke/app.info', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(refused.status).toBe(403);
      expect(await refusedLine).toBe(
        'refused POST /api/invoke/app.info: no token: send Authorization: Bearer <token> (open the address `npm run web` printed)',
      );
      const answered = await call(Number(port), '/api/invoke/app.info', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      });
      expect(answered.status).toBe(200);
      expect(JSON.parse(answered.body)).toMatchObject({ ok: true, reply: { host: 'web' } });
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  });
});
