import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { formatWarReport } from '../../src-shared/war/format';
import { summarize } from '../../src-shared/war/report';
import { resolveWarRules } from '../../src-shared/war/rules';
import { playGames } from '../../src-shared/war/simulate';
import { ROOT } from '../support/browser';

const BIN = path.join(ROOT, 'bin', 'solitaire.cjs');
const run = promisify(execFile);

async function war(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, 'war', ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('solitaire war', () => {
  it('prints the figures the engine gives for the same seed, whatever the worker count', async () => {
    const rules = resolveWarRules({ warSize: 2 });
    const expected = formatWarReport(summarize(rules, 77, playGames(rules, 77, 0, 3000)));
    const one = await war('--games', '3000', '--seed', '77', '--war-size', '2', '--workers', '1');
    const two = await war('--games', '3000', '--seed', '77', '--war-size', '2', '--workers', '2');
    expect(one).toEqual({ code: 0, stdout: expected, stderr: '' });
    expect(two.stdout).toBe(expected);
    expect(expected).toMatch(/^War: 3,000 games, seed 77\nRules: 2 cards face down in a war,/);
  });

  it('prints JSON with --json and the rules it was given', async () => {
    const { stdout, code } = await war(
      '--games',
      '500',
      '--seed',
      '5',
      '--decks',
      '2',
      '--pickup',
      'ordered',
      '--cap',
      '3000',
      '--json',
    );
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    const rules = resolveWarRules({ decks: 2, pickup: 'ordered', cap: 3000 });
    expect(report).toEqual(
      JSON.parse(JSON.stringify(summarize(rules, 5, playGames(rules, 5, 0, 500)))),
    );
    expect(report.rules).toEqual({
      warSize: 3,
      decks: 2,
      pickup: 'ordered',
      peace: false,
      cap: 3000,
    });
  });

  it('shows progress and timing on standard error with -v', async () => {
    const { stderr, code } = await war('--games', '20000', '-v');
    expect(code).toBe(0);
    const lines = stderr.trim().split('\n');
    expect(lines.at(-2)).toMatch(/^war: 20,000 of 20,000 games \(100%\), [\d,]+ games\/s$/);
    expect(lines.at(-1)).toMatch(
      /^war: 20,000 games in \d+\.\d\d s, [\d,]+ games\/s on \d workers?$/,
    );
  });

  it('refuses bad switches with one line naming the switch', async () => {
    expect(await war('--games', '0')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'solitaire: --games must be a whole number from 1 to 1,000,000,000 (got "0")\n',
    });
    expect((await war('--seed', '2147483647')).stderr).toBe(
      'solitaire: --seed must be a whole number from 1 to 2147483646 (got "2147483647")\n',
    );
    expect((await war('--war-size', '-1')).stderr).toBe(
      'solitaire: --war-size must be a whole number from 0 to 20 (got "-1")\n',
    );
    expect((await war('--decks', 'two')).stderr).toBe(
      'solitaire: --decks must be a whole number from 1 to 16 (got "two")\n',
    );
    expect((await war('--pickup', 'sorted')).stderr).toBe(
      'solitaire: --pickup must be random or ordered (got "sorted")\n',
    );
    expect((await war('--workers', '0')).stderr).toBe(
      'solitaire: --workers must be a whole number from 1 to 64 (got "0")\n',
    );
  });

  it('stops cleanly on Ctrl-C', async () => {
    const child = spawn(process.execPath, [BIN, 'war', '--games', '100000000', '-v']);
    let stderr = '';
    let stdout = '';
    child.stdout.on('data', (d) => (stdout += d));
    await new Promise<void>((resolve) =>
      child.stderr.on('data', (d) => {
        stderr += d;
        if (stderr.includes('games/s')) resolve();
      }),
    );
    child.kill('SIGINT');
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(130);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n').at(-1)).toMatch(
      /^solitaire: stopped after [\d,]+ of 100,000,000 games$/,
    );
  });
});
