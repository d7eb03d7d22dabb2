import { INTERNAL_ERROR_EXIT } from './errors';
import { runCli } from './program';

runCli(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  () => {
    process.exitCode = INTERNAL_ERROR_EXIT;
  },
);
