import { describe, expect, it } from 'vitest';
import { DEFAULT_WAR_RULES, playGames, summarize } from '../../../src-shared/war';
import { loadWar, type WarKept } from './war-state';

const DEFAULTS: WarKept = {
  form: {
    games: '100000',
    seed: '1',
    warSize: '3',
    decks: '1',
    randomPickup: true,
    peace: false,
    compareGames: '20000',
  },
  result: null,
  points: [],
};

describe('the War area, kept across reloads', () => {
  it('reads back the form, the last figures and the comparison as they were stored', () => {
    const rules = { ...DEFAULT_WAR_RULES };
    const report = summarize(rules, 9, playGames(rules, 9, 0, 50));
    const kept: WarKept = {
      form: { ...DEFAULTS.form, games: '50', seed: '9' },
      result: { ...report, seconds: 0.25 },
      points: [{ warSize: 3, mean: 12.5, median: 10, wars: 1.5, capped: 0 }],
    };
    expect(loadWar(JSON.parse(JSON.stringify(kept)), DEFAULTS)).toEqual(kept);
  });

  it('falls back to the defaults when what is stored does not fit', () => {
    expect(loadWar(null, DEFAULTS)).toBe(DEFAULTS);
    expect(loadWar({ ...DEFAULTS, points: [{ warSize: 'x' }] }, DEFAULTS)).toBe(DEFAULTS);
    expect(loadWar({ ...DEFAULTS, result: { games: 3 } }, DEFAULTS)).toBe(DEFAULTS);
  });
});
