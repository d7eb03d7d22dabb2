import {
  ExchangeFormatError,
  Klondike,
  type ExchangeGame,
  type KlondikeOptions,
  type ParseOptions,
  formatExchangeError,
  parseExchange,
} from '../../../src-shared/klondike';
import { readUserFile, readUserFileSync } from '../../files/user-file';
import { USAGE_EXIT } from '../errors';
import { readStandardInput } from '../stdin';

/**
 * A Klondike file that is not valid: its errors were already written to standard error in
 * the exact words of the spec (`Error near line 7: …`, `Missing cards: …`), so the CLI
 * only has to exit with status 2 (bad input).
 */
export class InvalidGameFile extends Error {
  constructor() {
    super('invalid exchange file');
  }
}

/** Exit status of a file that is not a valid exchange file: bad input. */
export const INVALID_FILE_EXIT = USAGE_EXIT;

/** Reads FILE, or standard input when no file is named. */
export async function readInput(file: string | undefined): Promise<string> {
  return file === undefined ? readStandardInput() : readUserFile(file, 'utf8');
}

/** Reads and parses an exchange file; on invalid input prints the errors and throws. */
export async function loadGame(
  file: string | undefined,
  options: ParseOptions = {},
): Promise<ExchangeGame> {
  return parsedOrThrow(await readInput(file), options);
}

/** Reads an exchange file as a `Klondike` game; on invalid input prints the errors and throws. */
export async function loadKlondike(
  file: string | undefined,
  options: KlondikeOptions = {},
): Promise<Klondike> {
  return klondikeOrThrow(await readInput(file), options);
}

/** `loadKlondike` for a named file, synchronously (the terminal game reads its `-f FILE` so). */
export function readKlondike(file: string, options: KlondikeOptions = {}): Klondike {
  return klondikeOrThrow(readUserFileSync(file), options);
}

function klondikeOrThrow(text: string, options: KlondikeOptions): Klondike {
  try {
    return new Klondike(text, options);
  } catch (error) {
    if (!(error instanceof ExchangeFormatError)) throw error;
    process.stderr.write(error.message + '\n');
    throw new InvalidGameFile();
  }
}

function parsedOrThrow(text: string, options: ParseOptions): ExchangeGame {
  const result = parseExchange(text, options);
  if (!result.ok) {
    for (const error of result.errors) process.stderr.write(formatExchangeError(error) + '\n');
    throw new InvalidGameFile();
  }
  return result.game;
}

/** Runs a command body, turning an invalid file into exit status 2 (bad input). */
export async function withGameFile(body: () => void | Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    if (error instanceof InvalidGameFile) {
      process.exitCode = INVALID_FILE_EXIT;
      return;
    }
    throw error;
  }
}

/** The waste resets a seeded deal may allow (`-l`). */
export const RESET_LIMITS = { min: 0, max: 9 } as const;
