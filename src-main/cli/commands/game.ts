import { randomInt } from 'node:crypto';
import type { Command } from 'commander';
import { SEED_MAX, SEED_MIN } from '../../../src-shared/cards/seed';
import { Klondike } from '../../../src-shared/klondike';
import { MIN_HEIGHT, MIN_WIDTH } from '../../terminal-game/draw';
import type { GameSource } from '../../terminal-game/session';
import { UsageError } from '../errors';
import { INTERNAL_ERROR_EXIT } from '../errors';
import { seedOption, wholeOption } from '../numbers';
import { readKlondike, RESET_LIMITS, withGameFile } from './klondike-input';

interface GameOptions {
  file?: string;
  seed?: number;
  turnOne?: boolean;
  turnThree?: boolean;
  limit?: number;
  ascii?: boolean;
}

/**
 * `solitaire game [-f FILE | -s SEED] [-1|-3] [-l L]`: Klondike full-screen in the terminal
 * (seed 003). Without -f or -s it deals a random seed and prints it (it is on the shell's
 * screen when the table closes), so the game can be replayed with -s. Every problem with the
 * switches or the file is reported, as `check` reports it, before the screen is taken over.
 */
export function registerGame(program: Command): void {
  program
    .command('game')
    .description('play Klondike full-screen in the terminal')
    .option('-f, --file <FILE>', 'start from an exchange file (its moves are ignored)')
    .addOption(
      seedOption('-s, --seed <SEED>', `deal from a seed, 1 to ${SEED_MAX} (default: a random one)`),
    )
    .option('-1, --turn-one', 'turn one card at a time (seeded deals; the default)')
    .option('-3, --turn-three', 'turn three cards at a time (seeded deals)')
    .addOption(
      wholeOption(
        '-l, --limit <L>',
        'allow L waste resets, 0 to 9 (seeded deals; default unlimited)',
        RESET_LIMITS,
      ),
    )
    .option('--ascii', 'suits as letters c d h s instead of ♣ ♦ ♥ ♠')
    .addHelpText(
      'after',
      `\nThe terminal must be at least ${MIN_WIDTH}×${MIN_HEIGHT} (a smaller one shows only how big to make it; q quits).` +
        `\nExit status: 0 quit; 2 bad usage, an invalid or unreadable file, or no terminal; ${INTERNAL_ERROR_EXIT} internal error.`,
    )
    .action((options: GameOptions) =>
      withGameFile(async () => {
        if (options.file !== undefined && options.seed !== undefined) {
          throw new UsageError('give -f FILE or -s SEED, not both');
        }
        if (options.turnOne && options.turnThree) throw new UsageError('give -1 or -3, not both');
        let game: Klondike;
        let source: GameSource;
        if (options.file !== undefined) {
          if (options.turnOne || options.turnThree || options.limit !== undefined) {
            throw new UsageError('-1, -3 and -l are for seeded deals; the file sets its own rules');
          }
          // Seed 003: the game starts from the file's position, its moves ignored.
          game = readKlondike(options.file, { readMoves: false });
          source = { kind: 'file', name: options.file };
        } else {
          const seed = options.seed ?? randomInt(SEED_MIN, SEED_MAX + 1);
          const limit = options.limit ?? null;
          game = new Klondike(seed, { turn: options.turnThree ? 3 : 1, limit });
          source = { kind: 'seed', seed };
        }
        if (!process.stdin.isTTY || !process.stdout.isTTY) {
          throw new UsageError(
            'game needs a terminal: run it with its input and output on a terminal',
          );
        }
        const replay =
          source.kind === 'seed' && options.seed === undefined
            ? `Dealt seed ${source.seed}: play it again with solitaire game -s ${source.seed}${
                options.turnThree ? ' -3' : ''
              }${options.limit !== undefined ? ` -l ${options.limit}` : ''}\n`
            : '';
        process.stdout.write(replay);
        // Written before the table opens on the alternate screen, it is on the shell's screen
        // when the table closes.

        // Loaded here, not at start: ink takes about 0.6 s of CPU to load, which every other
        // command would pay (the build splits it into a chunk of its own).
        const { localeIsUtf8, runTerminalGame } = await import('../../terminal-game/run');
        await runTerminalGame(game.state(), source, { unicode: !options.ascii && localeIsUtf8() });
      }),
    );
}
