/** Exit status 2: the command line or its input was wrong (UsageError's default). */
export const USAGE_EXIT = 2;

/**
 * Exit status 70 (sysexits' EX_SOFTWARE): the toolkit itself failed (a bug, or a solver
 * process that crashed), not the input. Listed in `solitaire --help`.
 */
export const INTERNAL_ERROR_EXIT = 70;

/**
 * An error a user caused (bad file, bad switch, bad board): printed as one line to standard
 * error, with the exit code the command documents, and never a stack trace.
 */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly exitCode = USAGE_EXIT,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}
