/**
 * How a benchmark reads its arguments: util.parseArgs, strict (an unknown switch or a
 * missing value is refused), and every number checked against its range the way the CLI
 * checks its switches (src-main/cli/numbers.ts), so `--turn 2` or `--deals ten` stop with
 * one line instead of running something else.
 */
import { parseArgs } from 'node:util';
import { UsageError } from '../../src-main/cli/errors';
import { wholeNumber, type NumberRange } from '../../src-main/cli/numbers';

export type BenchOption =
  | (NumberRange & { kind: 'whole'; default: number })
  | { kind: 'choice'; values: readonly number[]; default: number }
  | { kind: 'text'; default: string }
  | { kind: 'flag'; short?: string };

type ValueOf<O extends BenchOption> = O extends { kind: 'flag' }
  ? boolean
  : O extends { kind: 'text' }
    ? string
    : number;

export type BenchArgs<S extends Record<string, BenchOption>> = { [K in keyof S]: ValueOf<S[K]> };

/** One optional positional number (`RUNS`, `GAMES`), checked like a switch. */
export interface BenchPositional extends NumberRange {
  name: string;
  default: number;
}

export function readBenchArgs<S extends Record<string, BenchOption>>(
  args: string[],
  spec: S,
  positional?: BenchPositional,
): BenchArgs<S> & { positional: number } {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args,
      strict: true,
      allowPositionals: positional !== undefined,
      options: Object.fromEntries(
        Object.entries(spec).map(([name, option]) => [
          name,
          option.kind === 'flag'
            ? { type: 'boolean' as const, ...(option.short ? { short: option.short } : {}) }
            : { type: 'string' as const },
        ]),
      ),
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const out: Record<string, unknown> = {};
  for (const [name, option] of Object.entries(spec)) {
    const given = parsed.values[name];
    if (option.kind === 'flag') {
      out[name] = given === true;
    } else if (given === undefined) {
      out[name] = option.default;
    } else if (option.kind === 'text') {
      out[name] = given;
    } else if (option.kind === 'whole') {
      out[name] = wholeNumber(`--${name}`, option)(String(given));
    } else {
      const value = Number(given);
      if (!option.values.includes(value)) {
        throw new UsageError(
          `--${name} must be ${option.values.join(' or ')} (got "${String(given)}")`,
        );
      }
      out[name] = value;
    }
  }
  if (positional) {
    if (parsed.positionals.length > 1) {
      throw new UsageError(
        `expected at most one ${positional.name} (got ${parsed.positionals.join(' ')})`,
      );
    }
    const text = parsed.positionals[0];
    out.positional =
      text === undefined ? positional.default : wholeNumber(positional.name, positional)(text);
  }
  return out as BenchArgs<S> & { positional: number };
}
