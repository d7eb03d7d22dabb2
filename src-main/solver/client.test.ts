import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from 'esbuild';

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseBoard } from '../../src-shared/molek/notation';
import { applyMove, isWon, parseMoveLine } from '../../src-shared/molek/rules';
import {
  MAX_TIMER_MS,
  SolverProcess,
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

/** A launcher that counts the processes it started and remembers how each one ended. */
function counted(launch: LaunchSolver) {
  const ends: string[] = [];
  let starts = 0;
  return {
    ends,
    starts: () => starts,
    launch: (): SolverChild => {
      starts++;
      const child = launch();
      child.onExit((code, signal) => ends.push(signal ?? `code ${code}`));
      return child;
    },
  };
}

const SEEDED = [
  '60DVDK.807VDT.T008T9.K87K7T.99V678.96VDK6.',
  '6V80DT.7D89K7.V9TD90.76076K.V0T6VK.8TD89K.',
  '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.',
];

describe('a warm solver process', () => {
  it('answers solve after solve from one process, and ends it on close', async () => {
    const launcher = counted(nodeLauncher(entry));
    const solver = new SolverProcess(launcher.launch);
    const outcomes: string[] = [];
    for (const board of [...SEEDED, ...SEEDED]) {
      const result = await solver.solve(
        board,
        { cheating: true, continueMs: 0 },
        { timeoutMs: 60_000 },
      );
      outcomes.push(result.outcome);
      let b = parseBoard(board);
      for (const move of result.moves) b = applyMove(b, move);
      expect(isWon(b)).toBe(true);
    }
    expect(outcomes).toEqual(Array(6).fill('solved'));
    expect([solver.starts, launcher.starts(), solver.running]).toEqual([1, 1, true]);
    expect(launcher.ends).toEqual([]);
    solver.close();
    expect(solver.running).toBe(false);
    await expect.poll(() => launcher.ends).toEqual(['SIGKILL']);
  });

  it('takes solves asked for at once one after another', async () => {
    const solver = new SolverProcess(nodeLauncher(entry));
    try {
      const results = await Promise.all(
        SEEDED.map((board) =>
          solver.solve(board, { cheating: true, continueMs: 0 }, { timeoutMs: 60_000 }),
        ),
      );
      expect(results.map((r) => r.outcome)).toEqual(['solved', 'solved', 'solved']);
      expect(solver.starts).toBe(1);
    } finally {
      solver.close();
    }
  });

  it('starts a new process only after a timeout kill or a crash', async () => {
    const launcher = counted(nodeLauncher(entry));
    const solver = new SolverProcess(launcher.launch);
    try {
      const quick = { cheating: true, continueMs: 0 };
      expect((await solver.solve(SEEDED[0], quick, { timeoutMs: 60_000 })).outcome).toBe('solved');
      const slow = await solver.solve(DEAL, { cheating: true, continueMs: -1 }, { timeoutMs: 300 });
      expect(slow.message).toMatch(/^timed out after 0\.3 s/);
      expect(solver.running).toBe(false);
      expect((await solver.solve(SEEDED[1], quick, { timeoutMs: 60_000 })).outcome).toBe('solved');
      expect(solver.starts).toBe(2);
      await expect.poll(() => launcher.ends).toEqual(['SIGKILL']);

      // Killed from outside while idle: the next solve starts a fresh one.
      const before = launcher.ends.length;
      (solver as unknown as { child: SolverChild }).child.kill();
      await expect.poll(() => launcher.ends.length).toBe(before + 1);
      expect(solver.running).toBe(false);
      expect((await solver.solve(SEEDED[2], quick, { timeoutMs: 60_000 })).outcome).toBe('solved');
      expect(solver.starts).toBe(3);
    } finally {
      solver.close();
    }
  });

  it('refuses a bad board without starting a process, and drops a cancelled one', async () => {
    const solver = new SolverProcess(nodeLauncher(entry));
    try {
      const bad = await solver.solve('997VT8.', {}, { timeoutMs: 1000 });
      expect(bad.outcome).toBe('invalid');
      expect(solver.starts).toBe(0);
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 200);
      const cancelled = await solver.solve(
        DEAL,
        { cheating: true, continueMs: -1 },
        { timeoutMs: 60_000, signal: controller.signal },
      );
      expect(cancelled).toMatchObject({ outcome: 'cancelled', message: 'Cancelled' });
      expect([solver.starts, solver.running]).toEqual([1, false]);
    } finally {
      solver.close();
    }
  });
});
