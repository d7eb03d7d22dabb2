import { describe, expect, it } from 'vitest';
import { SettingsSchema } from '../settings';
import {
  AUTOSOLVE_FIELDS,
  AutoSolveOptionsSchema,
  DEFAULT_AUTOSOLVE_OPTIONS,
  checkOption,
} from './options';
import { GAMES_FIELD, TIMEOUT_FIELD } from '../molek/options';

describe('Auto-solve options', () => {
  it('lists the options with the labels users know, in the original GUI order', () => {
    expect(AUTOSOLVE_FIELDS.map((f) => f.label)).toEqual([
      'Cheating',
      'Continue',
      'Cache',
      'Max moves',
      'Min depth',
      'Timeout',
      'Games',
    ]);
    for (const field of AUTOSOLVE_FIELDS) expect(field.help.length).toBeGreaterThan(20);
  });

  it('accepts whole numbers inside the range and says what is wrong otherwise', () => {
    expect(checkOption(GAMES_FIELD, ' 12 ')).toEqual({ ok: true, value: 12 });
    expect(checkOption(GAMES_FIELD, '0')).toEqual({
      ok: false,
      error: 'Games must be a whole number from 1 to 10000 (got 0)',
    });
    expect(checkOption(TIMEOUT_FIELD, '2.5')).toEqual({
      ok: false,
      error: 'Timeout must be a whole number from 1 to 3600 (got "2.5")',
    });
    // What was typed is named as typed, never as "empty".
    expect(checkOption(TIMEOUT_FIELD, '--2')).toEqual({
      ok: false,
      error: 'Timeout must be a whole number from 1 to 3600 (got "--2")',
    });
    expect(checkOption(TIMEOUT_FIELD, '')).toEqual({
      ok: false,
      error: 'Timeout must be a whole number from 1 to 3600; it is empty',
    });
  });

  it('falls back field by field when a remembered value is bad', () => {
    expect(AutoSolveOptionsSchema.parse({ games: 5, timeoutS: -3, cheating: 'yes' })).toEqual({
      ...DEFAULT_AUTOSOLVE_OPTIONS,
      games: 5,
    });
    expect(SettingsSchema.parse({ autosolve: 'nonsense' }).autosolve).toEqual(
      DEFAULT_AUTOSOLVE_OPTIONS,
    );
    expect(SettingsSchema.parse({ autosolve: { games: 3 } }).autosolve.games).toBe(3);
  });
});
