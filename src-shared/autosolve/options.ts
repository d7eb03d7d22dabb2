/**
 * The Auto-solve window's options as remembered in the settings: the solver's options,
 * Timeout and Games, exactly as src-shared/molek/options.ts defines them (labels, help,
 * ranges, defaults). What this file adds is the window's side: each field falls back to
 * its default alone when a remembered value is bad, and typed text is checked with a
 * message naming the option as users know it.
 */
import { z } from 'zod';
import {
  DEFAULT_MOLEK_OPTIONS,
  MOLEK_OPTION_FIELDS,
  type MolekOptions,
  type SolverIntegerField,
  type SolverOptionField,
} from '../molek/options';

export type OptionField = SolverOptionField;
export type AutoSolveOptions = MolekOptions;

export const AUTOSOLVE_FIELDS: readonly OptionField[] = MOLEK_OPTION_FIELDS;
export const DEFAULT_AUTOSOLVE_OPTIONS: AutoSolveOptions = DEFAULT_MOLEK_OPTIONS;

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
    return { ok: false, error: trimmed === '' ? `${range}; it is empty` : range };
  }
  const value = Number(trimmed);
  if (value < option.min || value > option.max) {
    return { ok: false, error: `${range} (got ${value})` };
  }
  return { ok: true, value };
}
