import type { Command } from 'commander';
import { dealFromSeed, serializeExchange } from '../../../src-shared/klondike';
import { LEHMER_SEEDS } from '../../../src-shared/cards/lehmer';
import { UsageError } from '../errors';
import { wholeOption } from '../numbers';
import { RESET_LIMITS } from './klondike-input';

interface DealOptions {
  seed: number;
  turnOne?: boolean;
  turnThree?: boolean;
  limit?: number;
}

/** `solitaire deal -s SEED [-1|-3] [-l L]`: the exchange file of a seeded deal (seed 003). */
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
    .action((options: DealOptions) => {
      if (options.turnOne && options.turnThree) throw new UsageError('give -1 or -3, not both');
      const { seed } = options;
      const limit = options.limit ?? null;
      const state = dealFromSeed(seed, { turn: options.turnThree ? 3 : 1, limit });
      process.stdout.write(serializeExchange(state));
    });
}
