import { INTERNAL_ERROR_EXIT } from './errors';
import { runCli } from './program';

// The reader went away (`solitaire advance game.txt | head -1`): stop quietly, as a
// command killed by SIGPIPE would, instead of dying on an unhandled write error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}

runCli(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  () => {
    process.exitCode = INTERNAL_ERROR_EXIT;
  },
);
