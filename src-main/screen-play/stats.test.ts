import { describe, expect, it } from 'vitest';
import { statsFormatOf, statsToCsv, statsToJson, totalsOf, type GameStats } from './stats';

const won: GameStats = {
  game: 1,
  board: '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.',
  cheatFree: true,
  cheats: 0,
  moves: 40,
  solveMs: 300,
  playMs: 9000,
  gameMs: 9500,
  retries: 0,
  replans: 0,
  outcome: 'won',
  reason: '',
};
const cheated: GameStats = {
  ...won,
  game: 2,
  cheatFree: false,
  cheats: 3,
  moves: 51,
  solveMs: 1201,
  playMs: 12000,
  gameMs: 13400,
  retries: 2,
  replans: 1,
};
const failed: GameStats = {
  ...won,
  game: 3,
  cheatFree: false,
  moves: 0,
  solveMs: 10000,
  playMs: 0,
  gameMs: 10100,
  retries: 1,
  outcome: 'failed',
  reason: 'not solved: timed out after 10 s, "no luck", really',
};

describe('auto-solve statistics', () => {
  it('totals count wins and failures and average over the won games only', () => {
    expect(totalsOf([won, cheated, failed])).toEqual({
      games: 3,
      wins: 2,
      failures: 1,
      cheatFreeWins: 1,
      retries: 3,
      replans: 1,
      averageMoves: 45.5,
      averageSolveMs: 750.5,
      averageGameMs: 11450,
    });
    expect(totalsOf([failed])).toEqual({
      games: 1,
      wins: 0,
      failures: 1,
      cheatFreeWins: 0,
      retries: 1,
      replans: 0,
      averageMoves: null,
      averageSolveMs: null,
      averageGameMs: null,
    });
  });

  it('exports CSV with a header, one row per game and quoting where needed', () => {
    expect(statsToCsv([won, failed])).toBe(
      'game,board,outcome,reason,cheatFree,cheats,moves,retries,replans,solveMs,playMs,gameMs\r\n' +
        '1,997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.,won,,true,0,40,0,0,300,9000,9500\r\n' +
        '3,997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.,failed,' +
        '"not solved: timed out after 10 s, ""no luck"", really",false,0,0,1,0,10000,0,10100\r\n',
    );
  });

  it('exports JSON with the games, the totals and how the run ended', () => {
    const parsed = JSON.parse(statsToJson([won, cheated], 'completed'));
    expect(parsed.ended).toBe('completed');
    expect(parsed.games).toEqual([won, cheated]);
    expect(parsed.totals).toEqual(totalsOf([won, cheated]));
  });

  it('picks the export format from the file name', () => {
    expect(statsFormatOf('run.CSV')).toBe('csv');
    expect(statsFormatOf('/tmp/x/stats.json')).toBe('json');
    expect(statsFormatOf('stats.txt')).toBeNull();
  });
});
