import { vi } from 'vitest';
import { runCli } from '../../src-main/cli/program';

/**
 * Runs the `solitaire` command line in this process, capturing what it writes: `out` and
 * `err` hold the last run's standard output and error, `run` returns its exit status.
 */
export function captureCli() {
  const cli = {
    out: '',
    err: '',
    async run(...argv: string[]): Promise<number> {
      cli.out = '';
      cli.err = '';
      const o = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
        cli.out += String(chunk);
        return true;
      });
      const e = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
        cli.err += String(chunk);
        return true;
      });
      try {
        return await runCli(argv);
      } finally {
        o.mockRestore();
        e.mockRestore();
        process.exitCode = undefined;
      }
    },
  };
  return cli;
}
