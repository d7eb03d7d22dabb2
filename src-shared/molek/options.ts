/**
 * The MOLEK-SYNTEZ solver's options, with the flags and GUI labels users know from the
 * existing solver (docs/molek.md), their defaults and ranges. The CLI, the solver process
 * and the Auto-solve window all read them from here.
 */
import { z } from 'zod';
import { describeIssue, fields, flag, shown, wholeNumber } from '../gate';

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

/** The check a field's value must pass, with its range in the message (src-shared/gate.ts). */
export function fieldSchema(field: SolverBooleanField): z.ZodBoolean;
export function fieldSchema(field: SolverIntegerField): z.ZodNumber;
export function fieldSchema(field: SolverOptionField): z.ZodBoolean | z.ZodNumber;
export function fieldSchema(field: SolverOptionField): z.ZodBoolean | z.ZodNumber {
  return field.kind === 'boolean' ? flag() : wholeNumber(field.min, field.max);
}

/** The search's own options; missing fields take their defaults. */
export const SolverOptionsSchema = z.object({
  cheating: fieldSchema(CHEATING_FIELD).default(CHEATING_FIELD.default),
  continueMs: fieldSchema(CONTINUE_FIELD).default(CONTINUE_FIELD.default),
  cache: fieldSchema(CACHE_FIELD).default(CACHE_FIELD.default),
  maxMoves: fieldSchema(MAX_MOVES_FIELD).default(MAX_MOVES_FIELD.default),
  minDepth: fieldSchema(MIN_DEPTH_FIELD).default(MIN_DEPTH_FIELD.default),
});
export type SolverOptions = z.infer<typeof SolverOptionsSchema>;

/** Solver options plus the two the caller owns (Timeout kills the solver process; Games). */
export const MolekOptionsSchema = SolverOptionsSchema.extend({
  timeoutS: fieldSchema(TIMEOUT_FIELD).default(TIMEOUT_FIELD.default),
  games: fieldSchema(GAMES_FIELD).default(GAMES_FIELD.default),
});
export type MolekOptions = z.infer<typeof MolekOptionsSchema>;

export const DEFAULT_SOLVER_OPTIONS: SolverOptions = SolverOptionsSchema.parse({});
export const DEFAULT_MOLEK_OPTIONS: MolekOptions = MolekOptionsSchema.parse({});

/** Each field the window or a caller may set, strictly: a bad or unknown one is refused. */
export function strictOptionsShape<F extends SolverOptionField>(
  fields: readonly F[],
): Record<F['key'], z.ZodBoolean | z.ZodNumber> {
  return Object.fromEntries(fields.map((f) => [f.key, fieldSchema(f)])) as Record<
    F['key'],
    z.ZodBoolean | z.ZodNumber
  >;
}

/**
 * The search's options as a request carries them: any subset, each in range. Built from the
 * table at run time, so its type is stated (the table types every key as any field's).
 */
export const SolverOptionsRequestSchema = fields(
  strictOptionsShape(SOLVER_FIELDS),
).partial() as unknown as z.ZodType<Partial<SolverOptions>>;

/**
 * Fills in defaults and checks ranges; the error names the option as users know it
 * ("Max moves (-m) must be …").
 */
export function resolveSolverOptions(
  partial: Partial<SolverOptions>,
): { ok: true; options: SolverOptions } | { ok: false; error: string } {
  const parsed = SolverOptionsSchema.safeParse(partial, { reportInput: true });
  if (parsed.success) return { ok: true, options: parsed.data };
  const issue = parsed.error.issues[0];
  const field = SOLVER_FIELDS.find((f) => f.key === issue.path[0]);
  if (!field) return { ok: false, error: describeIssue(issue) };
  const got = 'input' in issue ? ` (got ${shown(issue.input)})` : '';
  if (field.kind === 'boolean') {
    return { ok: false, error: `${field.label} must be true or false${got}` };
  }
  return {
    ok: false,
    error: `${field.label} (${field.flag}) must be a whole number from ${field.min} to ${field.max}${got}`,
  };
}
