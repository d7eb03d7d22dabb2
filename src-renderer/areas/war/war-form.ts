/**
 * The War form's numbers, checked as they are typed: each field's error names the field, its
 * range and exactly what was typed, and Run (or Compare) waits until every field it uses is
 * valid. The ranges are `WAR_LIMITS` (the CLI's and the bridge's) and the seed is the one seed
 * rule of the toolkit (`parseSeed`).
 */
import { parseSeed, SEED_RULE } from '../../../src-shared/cards/seed';
import { checkWhole, type WarRules } from '../../../src-shared/war/rules';
import type { WarForm } from './war-state';

export type WarNumberField = 'games' | 'seed' | 'warSize' | 'decks' | 'compareGames';

export const WAR_FIELD_LABEL: Record<WarNumberField, string> = {
  games: 'Games',
  seed: 'Seed',
  warSize: 'War size',
  decks: 'Decks',
  compareGames: 'Games per war size',
};

/** What is wrong with what was typed into a field, or null when it is valid. */
export function fieldError(field: WarNumberField, text: string): string | null {
  if (field === 'seed') {
    return parseSeed(text).ok ? null : `Seed must be ${SEED_RULE} (got ${JSON.stringify(text)})`;
  }
  const limit = field === 'compareGames' ? 'games' : field;
  try {
    checkWhole(limit, text, WAR_FIELD_LABEL[field]);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The errors of every number field of the form that has one. */
export function formErrors(form: WarForm): Partial<Record<WarNumberField, string>> {
  const errors: Partial<Record<WarNumberField, string>> = {};
  for (const field of Object.keys(WAR_FIELD_LABEL) as WarNumberField[]) {
    const error = fieldError(field, form[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The fields a run reads (a comparison reads these and its own games). */
export const RUN_FIELDS: readonly WarNumberField[] = ['games', 'seed', 'warSize', 'decks'];

export interface WarRequest {
  games: number;
  seed: number;
  rules: Partial<WarRules>;
}

/** The simulation the form asks for; call it only when `RUN_FIELDS` have no error. */
export function readRun(form: WarForm): WarRequest {
  const seed = parseSeed(form.seed);
  if (!seed.ok) throw new RangeError(seed.message);
  return {
    games: checkWhole('games', form.games, 'Games'),
    seed: seed.seed,
    rules: {
      warSize: checkWhole('warSize', form.warSize, 'War size'),
      decks: checkWhole('decks', form.decks, 'Decks'),
      pickup: form.randomPickup ? 'random' : 'ordered',
      peace: form.peace,
    },
  };
}
