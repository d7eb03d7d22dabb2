/**
 * An error a user caused (bad file, bad switch, bad board): printed as one line to standard
 * error, with the exit code the command documents, and never a stack trace.
 */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}
