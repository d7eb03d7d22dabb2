/**
 * The Auto-solve window's options, with the labels users know from the original GUI
 * (docs/molek.md): the solver's own options, then Timeout (the window kills a solve that
 * runs longer) and Games (how many games to play in a row on screen).
 *
 * Each field carries its own fallback so one bad remembered value resets that field alone.
 */
import { z } from 'zod';

export interface OptionFieldBase {
  label: string;
  /** One or two sentences shown on hover and in the status bar. */
  help: string;
}

export interface BooleanField extends OptionFieldBase {
  key: 'cheating';
  kind: 'boolean';
}

export interface IntegerField extends OptionFieldBase {
  key: 'continueMs' | 'cache' | 'maxMoves' | 'minDepth' | 'timeoutSeconds' | 'games';
  kind: 'integer';
  min: number;
  max: number;
  /** What the number counts, for messages ("ms", "s", "moves"…). */
  unit: string;
}

export type OptionField = BooleanField | IntegerField;

/** The window's own options: not the solver's, but set beside them (as in the original GUI). */
export const TIMEOUT_FIELD: IntegerField = {
  key: 'timeoutSeconds',
  kind: 'integer',
  label: 'Timeout',
  help: 'Stop a solve that takes longer than this many seconds and say it timed out.',
  min: 1,
  max: 3600,
  unit: 's',
};

export const GAMES_FIELD: IntegerField = {
  key: 'games',
  kind: 'integer',
  label: 'Games',
  help: 'How many games to play in a row on screen when you press Go.',
  min: 1,
  max: 10000,
  unit: 'games',
};

/** PENDING: replaced by the solver's own field list from ../molek/options once it lands. */
export const SOLVER_FIELDS: OptionField[] = [
  {
    key: 'cheating',
    kind: 'boolean',
    label: 'Cheating',
    help: 'Allow cheat moves (-c). A cheat-free solution is still preferred when one exists.',
  },
  {
    key: 'continueMs',
    kind: 'integer',
    label: 'Continue',
    help: 'After the first solution, keep looking this many milliseconds for a shorter one (-t); -1 searches until the shortest is proven.',
    min: -1,
    max: 600000,
    unit: 'ms',
  },
  {
    key: 'cache',
    kind: 'integer',
    label: 'Cache',
    help: 'How much the search may remember (-n).',
    min: 0,
    max: 1024,
    unit: '',
  },
  {
    key: 'maxMoves',
    kind: 'integer',
    label: 'Max moves',
    help: 'Never return a solution longer than this many moves (-m).',
    min: 1,
    max: 1024,
    unit: 'moves',
  },
  {
    key: 'minDepth',
    kind: 'integer',
    label: 'Min depth',
    help: 'The first depth limit to try when the search deepens in steps (-d).',
    min: 1,
    max: 1024,
    unit: 'moves',
  },
];

export const AUTOSOLVE_FIELDS: readonly OptionField[] = [
  ...SOLVER_FIELDS,
  TIMEOUT_FIELD,
  GAMES_FIELD,
];

const integer = (field: IntegerField, fallback: number) =>
  z.number().int().min(field.min).max(field.max).catch(fallback);

function fieldOf(key: IntegerField['key']): IntegerField {
  return AUTOSOLVE_FIELDS.find((f) => f.key === key) as IntegerField;
}

export const AutoSolveOptionsSchema = z.object({
  cheating: z.boolean().catch(true),
  continueMs: integer(fieldOf('continueMs'), 500),
  cache: integer(fieldOf('cache'), 16),
  maxMoves: integer(fieldOf('maxMoves'), 1024),
  minDepth: integer(fieldOf('minDepth'), 64),
  timeoutSeconds: integer(TIMEOUT_FIELD, 10),
  games: integer(GAMES_FIELD, 1),
});
export type AutoSolveOptions = z.infer<typeof AutoSolveOptionsSchema>;

export const DEFAULT_AUTOSOLVE_OPTIONS: AutoSolveOptions = AutoSolveOptionsSchema.parse({});

/**
 * Checks what was typed into a number field: a whole number inside the field's range.
 * The message names the option and its range, as the user sees them.
 */
export function checkOption(
  field: OptionField,
  text: string,
): { ok: true; value: number | boolean } | { ok: false; error: string } {
  if (field.kind === 'boolean') return { ok: true, value: text === 'true' };
  const range = `${field.label} must be a whole number from ${field.min} to ${field.max}`;
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) {
    return { ok: false, error: trimmed === '' ? `${range}; it is empty` : `${range}` };
  }
  const value = Number(trimmed);
  if (value < field.min || value > field.max)
    return { ok: false, error: `${range} (got ${value})` };
  return { ok: true, value };
}
