/**
 * The pieces every bridge schema is built from, and the one way a refused payload is told.
 *
 * Each check carries its own message ("must be a whole number from 1 to 1024"), so whatever
 * zod finds wrong first, the answer names the field (its path in the payload), what it may
 * be, and what was given: `options.minDepth must be a whole number from 1 to 1024 (got 0)`.
 * Objects are strict: an unknown field is refused by name rather than silently dropped, so a
 * misspelt option never goes unnoticed.
 */
import { z } from 'zod';

const count = (n: number): string => n.toLocaleString('en-US');

/** A whole number from `min` to `max` (NaN, Infinity, fractions and strings refused). */
export function wholeNumber(min: number, max: number): z.ZodNumber {
  const error = `must be a whole number from ${count(min)} to ${count(max)}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** A number from `min` to `max`, fractions allowed (seconds, for example). */
export function numberBetween(min: number, max: number): z.ZodNumber {
  const error = `must be a number from ${count(min)} to ${count(max)}`;
  return z.number({ error }).min(min, { error }).max(max, { error });
}

/** Text of at most `max` characters (at least `min`). */
export function text(max: number, min = 0): z.ZodString {
  const error =
    min > 0
      ? `must be text of ${count(min)} to ${count(max)} characters`
      : `must be text of at most ${count(max)} characters`;
  return z.string({ error }).min(min, { error }).max(max, { error });
}

export function flag(): z.ZodBoolean {
  return z.boolean({ error: 'must be true or false' });
}

/** One of a few words. */
export function oneOf<const T extends readonly string[]>(values: T) {
  return z.enum(values as unknown as readonly [T[number], ...T[number][]], {
    error: `must be one of ${values.map((v) => `"${v}"`).join(', ')}`,
  });
}

/** A request without a payload. */
export function nothing(): z.ZodUndefined {
  return z.undefined({ error: 'must be left out: this request takes none' });
}

/** A payload object: only these fields, an unknown one is refused by name. */
export function fields<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(shape, { error: 'must be an object' });
}

/** What a refused value was, in a few words (a long text or a deep object is not echoed). */
export function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') {
    return value.length > 40
      ? `"${value.slice(0, 40)}…" (${count(value.length)} characters)`
      : `"${value}"`;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  if (Array.isArray(value)) return `a list of ${count(value.length)}`;
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function where(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'the payload';
  return path
    .map((key, i) =>
      typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`,
    )
    .join('');
}

/** One line for a refused payload: the field, what it must be, what it was. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((k) => `"${k}"`).join(', ');
    const inside = issue.path.length === 0 ? '' : ` in ${where(issue.path)}`;
    return `unknown field${issue.keys.length === 1 ? '' : 's'} ${keys}${inside}`;
  }
  const got = 'input' in issue ? ` (got ${shown(issue.input)})` : '';
  return `${where(issue.path)} ${issue.message}${got}`;
}

/**
 * Parses `value` with `schema`: the parsed value, or the first problem in words. Never
 * throws, whatever `value` is (cyclic, deep, huge).
 */
export function check<T>(
  schema: z.ZodType<T>,
  value: unknown,
): { ok: true; value: T } | { ok: false; error: string } {
  let parsed: z.ZodSafeParseResult<T>;
  try {
    parsed = schema.safeParse(value, { reportInput: true });
  } catch (error) {
    // A payload deep enough to exhaust the stack, for one.
    return { ok: false, error: `the payload cannot be read (${(error as Error).message})` };
  }
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, error: describeIssue(parsed.error.issues[0]) };
}
