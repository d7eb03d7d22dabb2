/**
 * The Auto-solve window's options as remembered in the settings: the solver's options,
 * Timeout and Games, exactly as src-shared/molek/options.ts defines them (labels, help,
 * ranges, defaults), and the Pace of the mouse. What this file adds is the window's side:
 * each field falls back to its default alone when a remembered value is bad, and typed
 * text is checked with a message naming the option as users know it.
 */
import { z } from 'zod';
import {
  DEFAULT_MOLEK_OPTIONS,
  MOLEK_OPTION_FIELDS,
  type MolekOptions,
  type SolverIntegerField,
  type SolverOptionField,
} from '../molek/options';

/**
 * How briskly the mouse plays: Careful for a slow or busy game, Normal (the default, safe on
 * a slow game too: it waits for what the screen shows, never for a fixed time), Fast when
 * the game keeps up.
 */
export const PACES = ['careful', 'normal', 'fast'] as const;
export type Pace = (typeof PACES)[number];

/**
 * The step delays a pace sets (the run loop's options of the same names, in ms):
 * - `delayMs`: pause before pressing and between the pointer moves of a drag;
 * - `holdMs`: how long the button is held before the card is moved, and over the target
 *   before it is let go (a game picks a card up and takes a drop on its next frame);
 * - `dragSteps`: pointer moves from the card to the target column;
 * - `lookPauseMs`: pause between two looks while waiting for a move to show;
 * - `stillMs`: how far apart two identical pictures must be for the move to count as still
 *   (two looks can fall between two frames of a slow game while it is still animating);
 * - `ignoredAfterMs`: how long the board must still show the move undone, and stand still,
 *   before the press counts as ignored by the game (it is then made once more).
 */
export interface PaceSteps {
  delayMs: number;
  holdMs: number;
  dragSteps: number;
  lookPauseMs: number;
  stillMs: number;
  ignoredAfterMs: number;
}

export const PACE_STEPS: Readonly<Record<Pace, Readonly<PaceSteps>>> = {
  careful: {
    delayMs: 15,
    holdMs: 35,
    dragSteps: 10,
    lookPauseMs: 15,
    stillMs: 60,
    ignoredAfterMs: 800,
  },
  normal: {
    delayMs: 4,
    holdMs: 12,
    dragSteps: 3,
    lookPauseMs: 5,
    stillMs: 25,
    ignoredAfterMs: 300,
  },
  fast: { delayMs: 0, holdMs: 2, dragSteps: 1, lookPauseMs: 3, stillMs: 0, ignoredAfterMs: 150 },
};

export interface PaceField {
  key: 'pace';
  kind: 'choice';
  label: string;
  flag: string;
  help: string;
  choices: readonly { value: Pace; label: string }[];
  default: Pace;
}

export const PACE_FIELD: PaceField = {
  key: 'pace',
  kind: 'choice',
  label: 'Pace',
  flag: '--pace',
  help: 'How briskly the mouse plays. Careful suits a slow or busy game, Normal waits only as long as the screen shows the game moving, Fast drags in one step.',
  choices: [
    { value: 'careful', label: 'Careful' },
    { value: 'normal', label: 'Normal' },
    { value: 'fast', label: 'Fast' },
  ],
  default: 'normal',
};

export const PaceSchema = z.enum(PACES);

export type OptionField = SolverOptionField;
export type AutoSolveOptions = MolekOptions & { pace: Pace };

export const AUTOSOLVE_FIELDS: readonly OptionField[] = MOLEK_OPTION_FIELDS;
export const DEFAULT_AUTOSOLVE_OPTIONS: AutoSolveOptions = {
  ...DEFAULT_MOLEK_OPTIONS,
  pace: PACE_FIELD.default,
};

function field(key: OptionField['key']): OptionField {
  const found = AUTOSOLVE_FIELDS.find((f) => f.key === key);
  if (!found) throw new Error(`no option "${key}"`);
  return found;
}

const integer = (key: SolverIntegerField['key']) => {
  const f = field(key) as SolverIntegerField;
  return z.number().int().min(f.min).max(f.max).catch(f.default);
};

/** The remembered options; a bad or missing field takes its default and the rest are kept. */
export const AutoSolveOptionsSchema = z.object({
  cheating: z.boolean().catch(DEFAULT_MOLEK_OPTIONS.cheating),
  continueMs: integer('continueMs'),
  cache: integer('cache'),
  maxMoves: integer('maxMoves'),
  minDepth: integer('minDepth'),
  timeoutS: integer('timeoutS'),
  games: integer('games'),
  pace: PaceSchema.catch(PACE_FIELD.default),
}) satisfies z.ZodType<AutoSolveOptions>;

/**
 * Checks what was typed into a number field: a whole number inside the field's range.
 * The message names the option and its range, as the user sees them.
 */
export function checkOption(
  option: OptionField,
  text: string,
): { ok: true; value: number | boolean } | { ok: false; error: string } {
  if (option.kind === 'boolean') return { ok: true, value: text === 'true' };
  const range = `${option.label} must be a whole number from ${option.min} to ${option.max}`;
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) {
    const typed = trimmed === '' ? 'it is empty' : `got ${JSON.stringify(text)}`;
    return { ok: false, error: trimmed === '' ? `${range}; ${typed}` : `${range} (${typed})` };
  }
  const value = Number(trimmed);
  if (value < option.min || value > option.max) {
    return { ok: false, error: `${range} (got ${value})` };
  }
  return { ok: true, value };
}
