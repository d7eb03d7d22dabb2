/**
 * The rules a War simulation plays by, their defaults and their limits.
 *
 * The game, as played here:
 * - The deck (`decks` standard 52-card packs shuffled together) is dealt one card at a time,
 *   first to the first player, then to the second, until it is gone; the first card dealt is
 *   the top of a hand.
 * - A battle: both players turn up their top card. The higher rank (two low, ace high; suits do
 *   not matter) takes both cards.
 * - A tie starts a war: each player puts `warSize` cards face down and one more face up, and the
 *   face-up cards decide. Another tie is another war in the same battle. The winner takes every
 *   card put down in the battle.
 * - A player who cannot finish a war (has fewer than `warSize + 1` cards when it is called)
 *   loses at once. If neither can finish it, the game is drawn. The cards on the table stay
 *   there: nobody won them.
 * - A player with no cards left loses. A game still going after `cap` battles is stopped and
 *   counted as capped (seed 004: without random pickup many deals never end).
 * - Won cards go to the bottom of the winner's hand, either in the order they were put down
 *   (first player's card first, then the second's, then each war's cards, the first player's
 *   before the second's) or, with `pickup: 'random'`, shuffled.
 * - `peace` is seed 004's first program: no wars; a tie goes to the second player.
 */
import { LEHMER_SEEDS } from '../cards/lehmer';

export interface WarRules {
  /** Cards each player puts face down in a war before the deciding face-up card. */
  warSize: number;
  /** Standard 52-card packs shuffled together. */
  decks: number;
  /** How the winner of a battle puts the won cards under their hand. */
  pickup: 'random' | 'ordered';
  /** No wars: a tie goes to the second player. */
  peace: boolean;
  /** Battles after which an unfinished game is stopped and counted as capped. */
  cap: number;
}

export const DEFAULT_WAR_RULES: Readonly<WarRules> = {
  warSize: 3,
  decks: 1,
  pickup: 'random',
  peace: false,
  cap: 100_000,
};

export const WAR_LIMITS = {
  warSize: { min: 0, max: 20 },
  decks: { min: 1, max: 16 },
  cap: { min: 1, max: 10_000_000 },
  games: { min: 1, max: 1_000_000_000 },
  /** The run seed: the same range as the Lehmer generator's seeds. */
  seed: LEHMER_SEEDS,
} as const;

export type WarLimitName = keyof typeof WAR_LIMITS;

/**
 * Checks that `value` is a whole number within the limits of `name`; the message names the
 * setting and what was given, so the CLI and the window can show it as it is.
 */
export function checkWhole(name: WarLimitName, value: unknown, label: string = name): number {
  const { min, max } = WAR_LIMITS[name];
  const n = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
    const shown = typeof value === 'string' ? `"${value}"` : String(value);
    throw new RangeError(
      `${label} must be a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')} (got ${shown})`,
    );
  }
  return n;
}

/** Complete and check rules given in part; throws a RangeError naming the bad setting. */
export function resolveWarRules(partial: Partial<WarRules> = {}): WarRules {
  const rules = { ...DEFAULT_WAR_RULES, ...partial };
  if (rules.pickup !== 'random' && rules.pickup !== 'ordered') {
    throw new RangeError(`pickup must be "random" or "ordered" (got "${String(rules.pickup)}")`);
  }
  if (typeof rules.peace !== 'boolean') {
    throw new RangeError(`peace must be true or false (got ${String(rules.peace)})`);
  }
  return {
    warSize: checkWhole('warSize', rules.warSize, 'war size'),
    decks: checkWhole('decks', rules.decks),
    pickup: rules.pickup,
    peace: rules.peace,
    cap: checkWhole('cap', rules.cap),
  };
}

/** One line in words, for reports: "3 cards face down, 1 deck, random pickup". */
export function describeWarRules(rules: WarRules): string {
  const ties = rules.peace
    ? 'peace (ties go to the second player)'
    : `${rules.warSize} card${rules.warSize === 1 ? '' : 's'} face down in a war`;
  return [
    ties,
    `${rules.decks} deck${rules.decks === 1 ? '' : 's'}`,
    rules.pickup === 'random'
      ? 'won cards picked up in random order'
      : 'won cards picked up in order',
    `cap ${rules.cap.toLocaleString('en-US')} battles`,
  ].join(', ');
}
