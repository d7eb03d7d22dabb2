import { readFileSync } from 'node:fs';
import {
  type ExchangeGame,
  type ParseOptions,
  formatExchangeError,
  parseExchange,
} from '../../../src-shared/klondike';
import { UsageError } from '../errors';
import { readStandardInput } from '../stdin';

/**
 * A Klondike file that is not valid: its errors were already written to standard error in
 * the exact words of the spec (`Error near line 7: …`, `Missing cards: …`), so the CLI
 * only has to exit with status 1.
 */
export class InvalidGameFile extends Error {
  constructor() {
    super('invalid exchange file');
  }
}

/** Reads FILE, or standard input when no file is named. */
export async function readInput(file: string | undefined): Promise<string> {
  try {
    if (file !== undefined) return readFileSync(file, 'utf8');
    return await readStandardInput();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const what = file === undefined ? 'standard input' : file;
    throw new UsageError(
      code === 'ENOENT'
        ? `cannot read ${what}: no such file`
        : `cannot read ${what}: ${code ?? String(error)}`,
    );
  }
}

/** Reads and parses an exchange file; on invalid input prints the errors and throws. */
export async function loadGame(
  file: string | undefined,
  options: ParseOptions = {},
): Promise<ExchangeGame> {
  return parsedOrThrow(await readInput(file), options);
}

/** `loadGame` for a named file, synchronously (the terminal game reads its `-f FILE` so). */
export function readGame(file: string, options: ParseOptions = {}): ExchangeGame {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(
      code === 'ENOENT' ? `cannot read ${file}: no such file` : `cannot read ${file}: ${code}`,
    );
  }
  return parsedOrThrow(text, options);
}

function parsedOrThrow(text: string, options: ParseOptions): ExchangeGame {
  const result = parseExchange(text, options);
  if (!result.ok) {
    for (const error of result.errors) process.stderr.write(formatExchangeError(error) + '\n');
    throw new InvalidGameFile();
  }
  return result.game;
}

/** Runs a command body, turning an invalid file into exit status 1. */
export async function withGameFile(body: () => void | Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    if (error instanceof InvalidGameFile) {
      process.exitCode = 1;
      return;
    }
    throw error;
  }
}

/** The waste resets a seeded deal may allow (`-l`). */
export const RESET_LIMITS = { min: 0, max: 9 } as const;
