import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MOLEK_OPTIONS,
  DEFAULT_SOLVER_OPTIONS,
  MOLEK_OPTION_FIELDS,
  resolveSolverOptions,
} from './options';

describe('solver options', () => {
  it('has the defaults of the documented fields', () => {
    expect(DEFAULT_SOLVER_OPTIONS).toEqual({
      cheating: false,
      continueMs: 500,
      cache: 256,
      maxMoves: 1024,
      minDepth: 64,
    });
    expect(DEFAULT_MOLEK_OPTIONS).toEqual({ ...DEFAULT_SOLVER_OPTIONS, timeoutS: 10, games: 1 });
    expect(MOLEK_OPTION_FIELDS.map((f) => f.label)).toEqual([
      'Cheating',
      'Continue',
      'Cache',
      'Max moves',
      'Min depth',
      'Timeout',
      'Games',
    ]);
  });

  it('names the option and its range when a value is out of range', () => {
    expect(resolveSolverOptions({ maxMoves: 0 })).toEqual({
      ok: false,
      error: 'Max moves (-m) must be a whole number from 1 to 1024 (got 0)',
    });
    expect(resolveSolverOptions({ continueMs: -1, cheating: true })).toEqual({
      ok: true,
      options: { ...DEFAULT_SOLVER_OPTIONS, continueMs: -1, cheating: true },
    });
  });
});
