import { Command, CommanderError } from 'commander';
import { APP_VERSION } from '../version';
import { FileProblem } from '../files/user-file';
import { PictureError } from '../vision/picture-file';
import { INTERNAL_ERROR_EXIT, USAGE_EXIT, UsageError } from './errors';
import { commands } from './commands';

/**
 * Commander's own complaints (an unknown command or option, a missing argument) as one line
 * in the CLI's voice: `solitaire: unknown option '--bogus' (see solitaire check --help)`.
 */
export function commanderErrorLine(text: string, command: Command): string {
  const message = text
    .trim()
    .replace(/^error: /, '')
    .replace(/\s*\(Did you mean (.+?)\?\)/, '; did you mean $1?')
    .replace(/\s*\n\s*/g, ' ');
  const name = command.parent ? `solitaire ${command.name()}` : 'solitaire';
  return `solitaire: ${message} (see ${name} --help)\n`;
}

export function buildProgram(): Command {
  const program = new Command('solitaire')
    .description(
      'Patience games from the command line: Klondike tools, the MOLEK-SYNTEZ solver, War.',
    )
    .version(APP_VERSION, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .configureHelp({ sortSubcommands: false })
    .addHelpText(
      'after',
      `\nExit status: 0 done, ${USAGE_EXIT} bad usage or input (a missing or unreadable file, a folder given for a file, a file that is not what the command reads), ${INTERNAL_ERROR_EXIT} internal error (a bug in the` +
        ' toolkit: please report the message); each command lists its own other codes in its --help.',
    )
    .exitOverride();
  for (const register of commands) register(program);
  for (const command of [program, ...program.commands]) {
    command.exitOverride();
    command.configureOutput({
      outputError: (text, write) => write(commanderErrorLine(text, command)),
    });
  }
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
    if (
      error instanceof UsageError ||
      error instanceof FileProblem ||
      error instanceof PictureError
    ) {
      process.stderr.write(`solitaire: ${error.message}\n`);
      return error instanceof UsageError ? error.exitCode : USAGE_EXIT;
    }
    process.stderr.write(
      `solitaire: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    return INTERNAL_ERROR_EXIT;
  }
}
