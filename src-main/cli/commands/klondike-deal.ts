import type { Command } from 'commander';
import {
  firstWinnableDeal,
  Klondike,
  serializeExchange,
  STALLED_CONTINUE,
} from '../../../src-shared/klondike';
import type { RuleSet } from '../../../src-shared/klondike';
import { SEED_RULE } from '../../../src-shared/cards/seed';
import { INTERNAL_ERROR_EXIT, UsageError } from '../errors';
import { decimalOption, seedOption, wholeOption } from '../numbers';
import { RESET_LIMITS } from './klondike-input';
import { rulesOption } from './klondike-winnable';

interface DealOptions {
  seed: number;
  turnOne?: boolean;
  turnThree?: boolean;
  limit?: number;
  rules?: RuleSet;
  winnable?: boolean;
  timeLimit?: number;
  continue?: number;
}

/** Seeds `deal --winnable` tries before it gives up. */
const WINNABLE_TRIES = 1000;

/** Exit status when `deal --winnable` finds no proven-winnable deal among its tries. */
const NONE_FOUND_EXIT = 3;

/**
 * `solitaire deal -s SEED [-1|-3] [-l L] [-r RULES] [-w [-t S]]`: the exchange file of a
 * seeded deal (seed 003); with -w, of the first deal at or after SEED that the solver proves
 * winnable, headed by a comment naming the seed it used.
 */
export function registerDeal(program: Command): void {
  program
    .command('deal')
    .description('print the exchange file of the Klondike deal a seed gives')
    .addOption(seedOption('-s, --seed <SEED>', `seed, ${SEED_RULE}`).makeOptionMandatory())
    .option('-1, --turn-one', 'turn one card at a time (default)')
    .option('-3, --turn-three', 'turn three cards at a time')
    .addOption(
      wholeOption(
        '-l, --limit <L>',
        'allow L waste resets, 0 to 9 (default: unlimited)',
        RESET_LIMITS,
      ),
    )
    .addOption(
      rulesOption(
        "exchange (default) or standard (a foundation's top card may go back to a column)",
      ),
    )
    .option('-w, --winnable', 'the first deal at or after SEED that the solver proves winnable')
    .addOption(
      wholeOption('-t, --time-limit <S>', 'with -w: seconds of search per deal (default: 5)', {
        min: 1,
        max: 3600,
      }),
    )
    .addOption(
      decimalOption(
        '--continue <S>',
        `with -w: after the win, S more seconds for a shorter line, ${STALLED_CONTINUE} S if by then it is not a fifth shorter or is long (default: 1; 0 to skip)`,
        { min: 0, max: 3600 },
      ),
    )
    .addHelpText(
      'after',
      `\nExit status: 0 the deal printed; 2 bad usage; ${NONE_FOUND_EXIT} with -w, no deal among ${WINNABLE_TRIES} seeds` +
        ` from SEED was proven winnable in time; ${INTERNAL_ERROR_EXIT} internal error.`,
    )
    .action((options: DealOptions) => {
      if (options.turnOne && options.turnThree) throw new UsageError('give -1 or -3, not both');
      const { seed } = options;
      const limit = options.limit ?? null;
      const rules = options.rules ?? 'exchange';
      const turn = options.turnThree ? 3 : 1;
      if (options.timeLimit !== undefined && !options.winnable) {
        throw new UsageError('-t goes with -w (--winnable)');
      }
      if (options.continue !== undefined && !options.winnable) {
        throw new UsageError('--continue goes with -w (--winnable)');
      }
      if (!options.winnable) {
        process.stdout.write(new Klondike(seed, { turn, limit, rules }).toExchange());
        return;
      }
      const seconds = options.timeLimit ?? 5;
      const continueS = options.continue ?? 1;
      const found = firstWinnableDeal(seed, {
        turn,
        limit,
        rules,
        timeLimitMs: seconds * 1000,
        continueMs: continueS * 1000,
        maxTries: WINNABLE_TRIES,
      });
      if (found === null) {
        throw new UsageError(
          `no deal from seed ${seed} to ${seed + WINNABLE_TRIES - 1} was proven winnable within ${seconds} s each`,
          NONE_FOUND_EXIT,
        );
      }
      const limitText = limit === null ? 'unlimited' : `limit ${limit}`;
      const { moves, provenShortest } = found.result;
      const length = provenShortest
        ? 'proven shortest'
        : continueS > 0
          ? 'the shortest found'
          : 'the first found';
      process.stdout.write(
        `# seed ${found.seed}: winnable in ${moves.length} moves, ${length} ` +
          `(turn ${turn}, ${limitText}, ${rules} rules)\n` +
          serializeExchange(found.state),
      );
    });
}
