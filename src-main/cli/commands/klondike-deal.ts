import type { Command } from 'commander';
import { dealFromSeed, firstWinnableDeal, serializeExchange } from '../../../src-shared/klondike';
import type { RuleSet } from '../../../src-shared/klondike';
import { LEHMER_SEEDS } from '../../../src-shared/cards/lehmer';
import { UsageError } from '../errors';
import { wholeOption } from '../numbers';
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
}

/** Seeds `deal --winnable` tries before it gives up. */
const WINNABLE_TRIES = 1000;

/**
 * `solitaire deal -s SEED [-1|-3] [-l L] [-r RULES] [-w [-t S]]`: the exchange file of a
 * seeded deal (seed 003); with -w, of the first deal at or after SEED that the solver proves
 * winnable, headed by a comment naming the seed it used.
 */
export function registerDeal(program: Command): void {
  program
    .command('deal')
    .description('print the exchange file of the Klondike deal a seed gives')
    .addOption(
      wholeOption(
        '-s, --seed <SEED>',
        `seed, a whole number from 1 to ${LEHMER_SEEDS.max}`,
        LEHMER_SEEDS,
      ).makeOptionMandatory(),
    )
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
    .action((options: DealOptions) => {
      if (options.turnOne && options.turnThree) throw new UsageError('give -1 or -3, not both');
      const { seed } = options;
      const limit = options.limit ?? null;
      const rules = options.rules ?? 'exchange';
      const turn = options.turnThree ? 3 : 1;
      if (options.timeLimit !== undefined && !options.winnable) {
        throw new UsageError('-t goes with -w (--winnable)');
      }
      if (!options.winnable) {
        process.stdout.write(serializeExchange(dealFromSeed(seed, { turn, limit, rules })));
        return;
      }
      const seconds = options.timeLimit ?? 5;
      const found = firstWinnableDeal(seed, {
        turn,
        limit,
        rules,
        timeLimitMs: seconds * 1000,
        maxTries: WINNABLE_TRIES,
      });
      if (found === null) {
        throw new UsageError(
          `no deal from seed ${seed} to ${seed + WINNABLE_TRIES - 1} was proven winnable within ${seconds} s each`,
          3,
        );
      }
      const limitText = limit === null ? 'unlimited' : `limit ${limit}`;
      process.stdout.write(
        `# seed ${found.seed}: winnable in ${found.result.moves.length} moves ` +
          `(turn ${turn}, ${limitText}, ${rules} rules)\n` +
          serializeExchange(found.state),
      );
    });
}
