/**
 * The solver process (built as dist/solver-process.mjs). It runs one solve per message so a
 * long search never blocks the app, and its caller can kill it at any time: that is how
 * timeouts and cancelling work. Runs under Node's child_process.fork (process.send) and
 * Electron's utilityProcess (process.parentPort).
 */
import { BoardNotationError, parseBoard } from '../../src-shared/molek/notation';
import { solve } from '../../src-shared/molek/solver';
import type { FromSolver, ToSolver } from './protocol';

interface ParentPort {
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
  postMessage(message: unknown): void;
}

const parentPort = (process as unknown as { parentPort?: ParentPort }).parentPort;

function post(message: FromSolver): void {
  if (parentPort) parentPort.postMessage(message);
  else process.send?.(message);
}

function handle(message: ToSolver): void {
  if (message?.type !== 'solve') {
    post({ type: 'error', message: `unknown request ${JSON.stringify(message)}` });
    return;
  }
  try {
    const board = parseBoard(message.board);
    const result = solve(board, message.options, {
      onProgress: (progress) => post({ type: 'progress', progress }),
    });
    post({ type: 'result', result });
  } catch (error) {
    const text =
      error instanceof BoardNotationError
        ? `bad board: ${error.message}`
        : error instanceof Error
          ? error.message
          : String(error);
    post({ type: 'error', message: text });
  }
}

if (parentPort) parentPort.on('message', (event) => handle(event.data as ToSolver));
else if (process.send) process.on('message', (message) => handle(message as ToSolver));
else {
  process.stderr.write('solver-process: start me with child_process.fork or utilityProcess\n');
  process.exitCode = 2;
}
post({ type: 'ready' });
