/**
 * The one seed rule of the whole toolkit (CLI, terminal game, both card tables, War): a seed
 * is written as plain decimal digits (no sign, exponent, fraction or spaces inside) and lies in
 * the Lehmer generator's range, 1 to 2,147,483,646.
 */
import { LEHMER_SEEDS } from './lehmer';

/** The smallest and largest seed a deal may have. */
export const SEED_MIN = LEHMER_SEEDS.min;
export const SEED_MAX = LEHMER_SEEDS.max;

/** What every seed error says about the rule. */
export const SEED_RULE = `a whole number from ${SEED_MIN} to ${SEED_MAX}`;

export type SeedParse = { ok: true; seed: number } | { ok: false; message: string };

/**
 * Reads a seed typed by a person. Blanks around it are ignored; anything else that is not
 * plain digits in range is refused with a message naming what was typed, e.g.
 * `a seed must be a whole number from 1 to 2147483646 (got "1e3")`.
 */
export function parseSeed(text: string): SeedParse {
  const trimmed = text.trim();
  const refuse = (): SeedParse => ({
    ok: false,
    message: `a seed must be ${SEED_RULE} (got ${JSON.stringify(text)})`,
  });
  if (!/^\d{1,10}$/.test(trimmed)) return refuse();
  const seed = Number(trimmed);
  return seed >= SEED_MIN && seed <= SEED_MAX ? { ok: true, seed } : refuse();
}

/** Whether `seed` (a number already) is a valid seed. */
export function isSeed(seed: number): boolean {
  return Number.isInteger(seed) && seed >= SEED_MIN && seed <= SEED_MAX;
}
