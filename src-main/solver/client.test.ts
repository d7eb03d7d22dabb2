import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from 'esbuild';

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseBoard } from '../../src-shared/molek/notation';
import { applyMove, isWon, parseMoveLine } from '../../src-shared/molek/rules';
import {
  MAX_TIMER_MS,
  nodeLauncher,
  solveInProcess,
  type LaunchSolver,
  type SolverChild,
} from './client';

// The process entry is built afresh into a temporary folder, so the test runs today's code.
let dir = '';
let entry = '';
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'molek-solver-'));
  entry = path.join(dir, 'solver-process.mjs');
  await build({
    entryPoints: [path.resolve(__dirname, 'process-entry.ts')],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    absWorkingDir: path.resolve(__dirname, '../..'),
    logLevel: 'warning',
  });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DEAL = '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.';

/** Wraps a launcher to see whether the process really ended. */
function watched(launch: LaunchSolver): { launch: LaunchSolver; exited: Promise<string> } {
  let report: (how: string) => void = () => {};
  const exited = new Promise<string>((resolve) => (report = resolve));
  return {
    exited,
    launch: () => {
      const child: SolverChild = launch();
      child.onExit((code, signal) => report(signal ?? `code ${code}`));
      return child;
    },
  };
}

describe('solver process client', () => {
  it('solves in a separate process and streams progress', async () => {
    const progress: string[] = [];
    const result = await solveInProcess(
      DEAL,
      { cheating: true, continueMs: 0 },
      {
        timeoutMs: 60_000,
        launch: nodeLauncher(entry),
        onProgress: (p) => progress.push(p.phase),
      },
    );
    expect(result.outcome).toBe('solved');
    expect(result.stats?.cheatFree).toBe('unsolvable');
    expect(progress).toContain('with cheats');
    let board = parseBoard(DEAL);
    for (const line of result.lines) board = applyMove(board, parseMoveLine(line));
    expect(isWon(board)).toBe(true);
    expect(result.cheats).toBe(result.lines.filter((l) => l.includes('!>')).length);
  });

  it('reports no solution', async () => {
    const result = await solveInProcess(
      DEAL,
      {},
      { timeoutMs: 60_000, launch: nodeLauncher(entry) },
    );
    expect(result).toMatchObject({
      outcome: 'no-solution',
      message: 'No solution found in 1024 moves without cheating',
    });
  });

  it('kills the process on timeout and says so', async () => {
    const { launch, exited } = watched(nodeLauncher(entry));
    const result = await solveInProcess(
      DEAL,
      { cheating: true, continueMs: -1 },
      {
        timeoutMs: 300,
        launch,
      },
    );
    expect(result.outcome).toBe('timeout');
    expect(result.message).toMatch(/^timed out after 0\.3 s/);
    expect(await exited).toBe('SIGKILL');
  });

  it('cancels', async () => {
    const { launch, exited } = watched(nodeLauncher(entry));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const result = await solveInProcess(
      DEAL,
      { cheating: true, continueMs: -1 },
      {
        timeoutMs: 60_000,
        signal: controller.signal,
        launch,
      },
    );
    expect(result).toMatchObject({ outcome: 'cancelled', message: 'Cancelled' });
    expect(await exited).toBe('SIGKILL');
  });

  it('reports a crash instead of hanging', async () => {
    const crasher = path.join(dir, 'crash.mjs');
    writeFileSync(crasher, 'process.exit(3);\n');
    const result = await solveInProcess(
      DEAL,
      {},
      {
        timeoutMs: 60_000,
        launch: nodeLauncher(crasher),
      },
    );
    expect(result).toMatchObject({
      outcome: 'crashed',
      message: 'the solver process crashed (exit code 3)',
    });
  });

  it('reports a process killed from outside as a crash', async () => {
    const launch: LaunchSolver = () => {
      const child = nodeLauncher(entry)();
      // Stands in for the system killing the solver mid-search.
      setTimeout(() => child.kill(), 200);
      return child;
    };
    const result = await solveInProcess(
      DEAL,
      { cheating: true, continueMs: -1 },
      {
        timeoutMs: 60_000,
        launch,
      },
    );
    expect(result).toMatchObject({
      outcome: 'crashed',
      message: 'the solver process crashed (signal SIGKILL)',
    });
  });

  it("keeps a timer for a timeout past setTimeout's limit, and refuses a bad one", async () => {
    // A delay of 2^31 ms or more makes setTimeout fire at once; it used to mean no timer at all.
    vi.useFakeTimers();
    try {
      const never: LaunchSolver = () => ({
        send: () => {},
        onMessage: () => {},
        onExit: () => {},
        kill: () => {},
      });
      const pending = solveInProcess(DEAL, {}, { timeoutMs: 2 ** 40, launch: never });
      let settled = false;
      void pending.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(MAX_TIMER_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({
        outcome: 'timeout',
        message: 'timed out after 1099511627.8 s',
      });
      for (const timeoutMs of [NaN, 0, -5]) {
        expect(await solveInProcess(DEAL, {}, { timeoutMs, launch: never })).toMatchObject({
          outcome: 'invalid',
          message: `the timeout must be above 0 ms (got ${timeoutMs})`,
        });
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['a bad board', '997VT8.', {}, 'expected 6 columns, each ending with "." or "!", found 1'],
    [
      'an option out of range',
      DEAL,
      { minDepth: 0 },
      'Min depth (-d) must be a whole number from 1 to 1024 (got 0)',
    ],
  ])('refuses %s without starting a process', async (_what, board, options, message) => {
    let started = false;
    const launch = () => {
      started = true;
      return nodeLauncher(entry)();
    };
    const result = await solveInProcess(board, options, { timeoutMs: 1000, launch });
    expect(result).toMatchObject({ outcome: 'invalid', message });
    expect(started).toBe(false);
  });
});
