/**
 * The MOLEK-SYNTEZ solver's options, with the flags and GUI labels users know from the
 * existing solver (docs/molek.md), their defaults and ranges. The CLI, the solver process
 * and the Auto-solve window all read them from here.
 */
import { z } from 'zod';

export interface SolverOptionFieldBase {
  label: string;
  /** The command-line flag, when the option has one. */
  flag: string | null;
  /** One or two sentences for hover help and the status bar. */
  help: string;
}

export interface SolverBooleanField extends SolverOptionFieldBase {
  key: 'cheating';
  kind: 'boolean';
  default: boolean;
}

export interface SolverIntegerField extends SolverOptionFieldBase {
  key: 'continueMs' | 'cache' | 'maxMoves' | 'minDepth' | 'timeoutS' | 'games';
  kind: 'integer';
  min: number;
  max: number;
  default: number;
  /** What the number counts ("ms", "MiB", "moves", "s", "games"). */
  unit: string;
}

export type SolverOptionField = SolverBooleanField | SolverIntegerField;

export const CHEATING_FIELD: SolverBooleanField = {
  key: 'cheating',
  kind: 'boolean',
  label: 'Cheating',
  flag: '-c',
  help: 'Allow cheat moves. A cheat-free solution is still preferred whenever one exists.',
  default: false,
};

export const CONTINUE_FIELD: SolverIntegerField = {
  key: 'continueMs',
  kind: 'integer',
  label: 'Continue',
  flag: '-t',
  help: 'After the first solution, keep looking this many milliseconds for a shorter one; -1 searches until the shortest is proven.',
  min: -1,
  max: 3_600_000,
  default: 500,
  unit: 'ms',
};

export const CACHE_FIELD: SolverIntegerField = {
  key: 'cache',
  kind: 'integer',
  label: 'Cache',
  flag: '-n',
  help: 'How much memory, in MiB, the search may use to remember positions it has seen (its transposition table). When it is full, a search that has to be exhaustive gives up undecided.',
  min: 1,
  max: 2048,
  default: 256,
  unit: 'MiB',
};

export const MAX_MOVES_FIELD: SolverIntegerField = {
  key: 'maxMoves',
  kind: 'integer',
  label: 'Max moves',
  flag: '-m',
  help: 'Never return a solution longer than this many moves.',
  min: 1,
  max: 1024,
  default: 1024,
  unit: 'moves',
};

export const MIN_DEPTH_FIELD: SolverIntegerField = {
  key: 'minDepth',
  kind: 'integer',
  label: 'Min depth',
  flag: '-d',
  help: 'The first depth limit the first search tries; it doubles (up to Max moves) while that limit is what stops it.',
  min: 1,
  max: 1024,
  default: 64,
  unit: 'moves',
};

export const TIMEOUT_FIELD: SolverIntegerField = {
  key: 'timeoutS',
  kind: 'integer',
  label: 'Timeout',
  flag: '--timeout',
  help: 'Kill a solve that takes longer than this many seconds and say it timed out.',
  min: 1,
  max: 3600,
  default: 10,
  unit: 's',
};

export const GAMES_FIELD: SolverIntegerField = {
  key: 'games',
  kind: 'integer',
  label: 'Games',
  flag: null,
  help: 'How many games to play in a row when auto-solving on screen.',
  min: 1,
  max: 10_000,
  default: 1,
  unit: 'games',
};

/** The options the search itself reads, in the order of the original GUI. */
export const SOLVER_FIELDS: readonly SolverOptionField[] = [
  CHEATING_FIELD,
  CONTINUE_FIELD,
  CACHE_FIELD,
  MAX_MOVES_FIELD,
  MIN_DEPTH_FIELD,
];

/** Every option of the Auto-solve panel: the solver's, then Timeout and Games. */
export const MOLEK_OPTION_FIELDS: readonly SolverOptionField[] = [
  ...SOLVER_FIELDS,
  TIMEOUT_FIELD,
  GAMES_FIELD,
];

const integer = (field: SolverIntegerField) =>
  z.number().int().min(field.min).max(field.max).default(field.default);

/** The search's own options; missing fields take their defaults. */
export const SolverOptionsSchema = z.object({
  cheating: z.boolean().default(CHEATING_FIELD.default),
  continueMs: integer(CONTINUE_FIELD),
  cache: integer(CACHE_FIELD),
  maxMoves: integer(MAX_MOVES_FIELD),
  minDepth: integer(MIN_DEPTH_FIELD),
});
export type SolverOptions = z.infer<typeof SolverOptionsSchema>;

/** Solver options plus the two the caller owns (Timeout kills the solver process; Games). */
export const MolekOptionsSchema = SolverOptionsSchema.extend({
  timeoutS: integer(TIMEOUT_FIELD),
  games: integer(GAMES_FIELD),
});
export type MolekOptions = z.infer<typeof MolekOptionsSchema>;

export const DEFAULT_SOLVER_OPTIONS: SolverOptions = SolverOptionsSchema.parse({});
export const DEFAULT_MOLEK_OPTIONS: MolekOptions = MolekOptionsSchema.parse({});

/**
 * Fills in defaults and checks ranges; the error names the option as users know it
 * ("Max moves (-m) must be …").
 */
export function resolveSolverOptions(
  partial: Partial<SolverOptions>,
): { ok: true; options: SolverOptions } | { ok: false; error: string } {
  const parsed = SolverOptionsSchema.safeParse(partial);
  if (parsed.success) return { ok: true, options: parsed.data };
  const issue = parsed.error.issues[0];
  const field = SOLVER_FIELDS.find((f) => f.key === issue.path[0]);
  if (!field) return { ok: false, error: issue.message };
  if (field.kind === 'boolean') return { ok: false, error: `${field.label} must be true or false` };
  return {
    ok: false,
    error: `${field.label} (${field.flag}) must be a whole number from ${field.min} to ${field.max}`,
  };
}
