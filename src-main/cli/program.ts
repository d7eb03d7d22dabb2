import { Command, CommanderError } from 'commander';
import { APP_VERSION } from '../version';
import { INTERNAL_ERROR_EXIT, USAGE_EXIT, UsageError } from './errors';
import { commands } from './commands';

export function buildProgram(): Command {
  const program = new Command('solitaire')
    .description(
      'Patience games from the command line: Klondike tools, the MOLEK-SYNTEZ solver, War.',
    )
    .version(APP_VERSION, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .showHelpAfterError('(run with --help for usage)')
    .configureHelp({ sortSubcommands: false })
    .addHelpText(
      'after',
      `\nExit status: 0 done, ${USAGE_EXIT} bad usage or input, ${INTERNAL_ERROR_EXIT} internal error (a bug in the` +
        ' toolkit: please report the message); each command lists its own other codes in its --help.',
    )
    .exitOverride();
  for (const register of commands) register(program);
  program.commands.forEach((command) => command.exitOverride());
  return program;
}

/** Runs the CLI and returns the exit code; never throws. */
export async function runCli(argv: string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync(argv, { from: 'user' });
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end this way with code 0; usage errors were already printed.
      return error.exitCode === 0 ? 0 : USAGE_EXIT;
    }
    if (error instanceof UsageError) {
      process.stderr.write(`solitaire: ${error.message}\n`);
      return error.exitCode;
    }
    process.stderr.write(
      `solitaire: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    return INTERNAL_ERROR_EXIT;
  }
}
