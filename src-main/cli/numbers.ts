/**
 * The one way the CLI reads a number from a switch: a commander option whose argParser
 * checks the text against a range from the option tables (src-shared/molek/options.ts,
 * src-shared/war/rules.ts; seeds by the one seed rule of src-shared/cards/seed.ts), so `-d 0`, `--games 1e3` or `-m abc`
 * stop with one line naming the switch and its range before any command runs.
 */
import { Option } from 'commander';
import { parseSeed, SEED_RULE } from '../../src-shared/cards/seed';
import { UsageError } from './errors';

export interface NumberRange {
  readonly min: number;
  readonly max: number;
}

const shown = (n: number): string => n.toLocaleString('en-US');

function rangeText(range: NumberRange): string {
  return range.max >= Number.MAX_SAFE_INTEGER
    ? `≥ ${shown(range.min)}`
    : `from ${shown(range.min)} to ${shown(range.max)}`;
}

/** Parses `text` as a whole number in `range`, or throws a UsageError naming `name`. */
export function wholeNumber(name: string, range: NumberRange): (text: string) => number {
  return (text) => {
    const value = Number(text);
    if (!/^\s*-?\d+\s*$/.test(text) || value < range.min || value > range.max) {
      throw new UsageError(`${name} must be a whole number ${rangeText(range)} (got "${text}")`);
    }
    return value;
  };
}

/** Parses `text` as a number (fractions allowed) in `range`, or throws naming `name`. */
export function decimalNumber(name: string, range: NumberRange): (text: string) => number {
  return (text) => {
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value) || value < range.min || value > range.max) {
      throw new UsageError(`${name} must be a number ${rangeText(range)} (got "${text}")`);
    }
    return value;
  };
}

/** The switch's name as errors say it: its long form when it has one. */
function nameOf(option: Option): string {
  return option.long ?? option.short ?? option.flags;
}

/** A whole-number switch, checked as it is parsed; `fallback` is its default. */
export function wholeOption(
  flags: string,
  description: string,
  range: NumberRange,
  fallback?: number,
): Option {
  const option = new Option(flags, description);
  option.argParser(wholeNumber(nameOf(option), range));
  if (fallback !== undefined) option.default(fallback);
  return option;
}

/** A switch taking a number with fractions (seconds), checked as it is parsed. */
export function decimalOption(flags: string, description: string, range: NumberRange): Option {
  const option = new Option(flags, description);
  return option.argParser(decimalNumber(nameOf(option), range));
}

/**
 * Reads a seed by the toolkit's one seed rule (src-shared/cards/seed.ts: plain digits, 1 to
 * 2147483646), or throws a UsageError naming `name`: `--seed must be a whole number from 1
 * to 2147483646 (got "1e3")`.
 */
export function seedNumber(name: string): (text: string) => number {
  return (text) => {
    const parsed = parseSeed(text);
    if (!parsed.ok) throw new UsageError(`${name} must be ${SEED_RULE} (got "${text}")`);
    return parsed.seed;
  };
}

/** A seed switch (`-s, --seed <SEED>`), checked as it is parsed; `fallback` is its default. */
export function seedOption(flags: string, description: string, fallback?: number): Option {
  const option = new Option(flags, description);
  option.argParser(seedNumber(nameOf(option)));
  if (fallback !== undefined) option.default(fallback);
  return option;
}
