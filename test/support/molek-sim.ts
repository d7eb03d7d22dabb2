/**
 * The on-screen test bench (scripts/bench/sim-bench.ts: a private Xvfb screen, the simulated
 * game window, a hand on the mouse), shared with `npm run bench -- autosolve`, and what only
 * the tests need: running the built `solitaire` command on that screen.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { PROJECT } from '../../scripts/bench/sim-bench';

export * from '../../scripts/bench/sim-bench';

export interface CliRun {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  done: Promise<{ code: number | null; stdout: string; stderr: string }>;
}

/** Runs the built `solitaire` command on the given display. */
export function runSolitaire(args: string[], display: string): CliRun {
  const child = spawn(process.execPath, [path.join(PROJECT, 'bin', 'solitaire.cjs'), ...args], {
    cwd: PROJECT,
    env: { ...process.env, DISPLAY: display },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (err += chunk));
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout: out, stderr: err })),
  );
  return { child, stdout: () => out, stderr: () => err, done };
}
