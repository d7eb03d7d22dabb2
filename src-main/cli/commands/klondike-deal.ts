import type { Command } from 'commander';
import { dealFromSeed, serializeExchange } from '../../../src-shared/klondike';
import { LEHMER_MODULUS } from '../../../src-shared/cards/lehmer';
import { UsageError } from '../errors';
import { wholeNumber } from './klondike-input';

interface DealOptions {
  seed: string;
  turnOne?: boolean;
  turnThree?: boolean;
  limit?: string;
}

/** `solitaire deal -s SEED [-1|-3] [-l L]`: the exchange file of a seeded deal (seed 003). */
export function registerDeal(program: Command): void {
  program
    .command('deal')
    .description('print the exchange file of the Klondike deal a seed gives')
    .requiredOption('-s, --seed <SEED>', `seed, a whole number from 1 to ${LEHMER_MODULUS - 1}`)
    .option('-1, --turn-one', 'turn one card at a time (default)')
    .option('-3, --turn-three', 'turn three cards at a time')
    .option('-l, --limit <L>', 'allow L waste resets, 0 to 9 (default: unlimited)')
    .action((options: DealOptions) => {
      if (options.turnOne && options.turnThree) throw new UsageError('give -1 or -3, not both');
      const seed = wholeNumber(options.seed, '-s', 1, LEHMER_MODULUS - 1);
      const limit = options.limit === undefined ? null : wholeNumber(options.limit, '-l', 0, 9);
      const state = dealFromSeed(seed, { turn: options.turnThree ? 3 : 1, limit });
      process.stdout.write(serializeExchange(state));
    });
}
