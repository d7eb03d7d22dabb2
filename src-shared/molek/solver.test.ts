import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dealBoard } from './deal';
import { formatBoard, parseBoard } from './notation';
import { Position, unpackMove } from './position';
import { applyMove, checkMove, isWon, legalMoves, parseMoveLine } from './rules';
import { Search } from './search';
import { solve } from './solver';

const DEAL = '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.';

/** The independent check: replays compatible lines through rules.ts. */
function replayWins(text: string, lines: string[]): boolean {
  let board = parseBoard(text);
  for (const line of lines) {
    const move = parseMoveLine(line);
    expect(board.columns[move.to].cards.length).toBe(move.landing);
    expect(checkMove(board, move)).toBeNull();
    board = applyMove(board, move);
  }
  return isWon(board);
}

describe('packed position', () => {
  it('keys boards the same whatever the column order', () => {
    const a = new Position(parseBoard('TKDV09876.TKDV0987.TKDV097!TKDV.668.09876.'));
    const b = new Position(parseBoard('09876.668.TKDV.TKDV097!TKDV09876.TKDV0987.'));
    const c = new Position(parseBoard('TKDV09876.TKDV0987.TKDV09.TKDV.6687.09876.'));
    expect([c.keyA, c.keyB]).not.toEqual([a.keyA, a.keyB]);
    expect([a.keyA, a.keyB]).toEqual([b.keyA, b.keyB]);
  });

  it('counts breaks as the lower bound', () => {
    // Columns of 6, 5, 4, 4, 5 and 5 breaks (997VT8 is worked out in position.ts).
    expect(new Position(parseBoard(DEAL)).breaks).toBe(29);
    expect(new Position(parseBoard('TKDV09876.TKDV09876..TKDV09876..TKDV09876.')).breaks).toBe(0);
  });

  it('generates only legal moves and makes and unmakes them exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100000 }),
        fc.array(fc.nat(), { maxLength: 40 }),
        (seed, picks) => {
          let board = dealBoard(seed);
          const search = new Search(new Position(board), 1, 64, { shouldStop: () => false });
          const p = search.position;
          for (const pick of picks) {
            const count = search.generate(0, true);
            if (count === 0) break;
            const before = [p.keyA, p.keyB, p.breaks, formatBoard(p.toBoard())];
            const packed = search.moveAt(0, pick % count);
            const move = unpackMove(packed);
            expect(checkMove(board, move)).toBeNull();
            expect(legalMoves(board, { cheats: true })).toContainEqual(move);
            const token = p.make(packed);
            const after = applyMove(board, move);
            expect(formatBoard(p.toBoard())).toBe(formatBoard(after));
            const fresh = new Position(after);
            expect([p.keyA, p.keyB, p.breaks]).toEqual([fresh.keyA, fresh.keyB, fresh.breaks]);
            p.unmake(packed, token);
            expect([p.keyA, p.keyB, p.breaks, formatBoard(p.toBoard())]).toEqual(before);
            p.make(packed);
            board = after;
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('solver', () => {
  it('solves the example deal with cheats, after proving it needs them', () => {
    const result = solve(parseBoard(DEAL), { cheating: true, continueMs: -1 });
    expect(result.outcome).toBe('solved');
    expect(result.stats.cheatFree).toBe('unsolvable');
    expect(result.stats.cheats).toBeGreaterThan(0);
    expect(result.stats.optimal).toBe(true);
    expect(result.stats.moves).toBeGreaterThanOrEqual(result.stats.lowerBound);
    expect(replayWins(DEAL, result.lines)).toBe(true);
  });

  it('says there is no solution without cheating when there is none', () => {
    const result = solve(parseBoard(DEAL), { cheating: false });
    expect(result.outcome).toBe('no-solution');
    expect(result.message).toBe('No solution found in 1024 moves without cheating');
    expect(result.stats.cheatFree).toBe('unsolvable');
  });

  it('prefers a cheat-free solution and proves it shortest', () => {
    const text = formatBoard(dealBoard(5 * 7919));
    const result = solve(parseBoard(text), { cheating: true, continueMs: -1 });
    expect(result.stats).toMatchObject({
      cheatFree: 'solvable',
      cheats: 0,
      optimal: true,
      moves: 29,
    });
    expect(result.lines.every((l) => l.includes('->'))).toBe(true);
    expect(replayWins(text, result.lines)).toBe(true);
  });

  it('returns the first solution alone with Continue 0, no shorter than the best', () => {
    const text = formatBoard(dealBoard(25 * 7919));
    const first = solve(parseBoard(text), { continueMs: 0 });
    const best = solve(parseBoard(text), { continueMs: -1 });
    expect(first.stats.moves).toBe(first.stats.firstMoves);
    expect(best.stats.moves).toBe(32);
    expect(first.stats.moves).toBeGreaterThanOrEqual(best.stats.moves);
    expect(replayWins(text, first.lines)).toBe(true);
    expect(replayWins(text, best.lines)).toBe(true);
  });

  it('is deterministic', () => {
    const board = dealBoard(1234);
    const a = solve(board, { cheating: true, continueMs: -1 });
    const b = solve(board, { cheating: true, continueMs: -1 });
    expect(a.lines).toEqual(b.lines);
    expect(a.stats.states).toBe(b.stats.states);
  });

  it('never returns more than Max moves', () => {
    const text = formatBoard(dealBoard(5 * 7919));
    const result = solve(parseBoard(text), { maxMoves: 28, minDepth: 8 });
    expect(result.outcome).toBe('no-solution');
    expect(result.message).toBe('No solution found in 28 moves without cheating');
  });

  it('answers a won board with no moves', () => {
    const result = solve(parseBoard('TKDV09876.TKDV09876..TKDV09876..TKDV09876.'));
    expect(result).toMatchObject({ outcome: 'solved', lines: [], stats: { optimal: true } });
  });

  it('stops when asked and says so', () => {
    // A deal whose cheat-free search is long enough to poll the caller.
    const board = dealBoard(42 * 7919);
    const result = solve(board, { cheating: true }, { shouldStop: () => true });
    expect(result.outcome).toBe('stopped');
    expect(result.limit).toBe('stopped');
  });

  it('refuses options out of range instead of searching for ever', () => {
    // With Min depth 0 the depth limit doubled from 0 and stayed 0: the search returned at
    // once every time, never asked shouldStop, and never ended.
    const board = parseBoard(DEAL);
    expect(() => solve(board, { minDepth: 0 })).toThrow(
      new RangeError('Min depth (-d) must be a whole number from 1 to 1024 (got 0)'),
    );
    expect(() => solve(board, { maxMoves: 'abc' as never })).toThrow(
      'Max moves (-m) must be a whole number from 1 to 1024 (got "abc")',
    );
    expect(() => solve(board, { cache: NaN })).toThrow(
      'Cache (-n) must be a whole number from 1 to 2048 (got NaN)',
    );
    expect(() => solve(board, { continueMs: 1.5 })).toThrow(
      'Continue (-t) must be a whole number from -1 to 3600000 (got 1.5)',
    );
    expect(() => solve(board, { cheating: 1 as never })).toThrow(
      'Cheating must be true or false (got 1)',
    );
    expect(() => new Search(new Position(board), 64, 0, { shouldStop: () => false })).toThrow(
      'the depth limit must be a whole number from 1 to 2046',
    );
  });

  it('starts from Min depth 1 and still decides', () => {
    const result = solve(parseBoard(DEAL), { minDepth: 1, cheating: true, continueMs: 0 });
    expect(result.outcome).toBe('solved');
    expect(result.stats.cheatFree).toBe('unsolvable');
    expect(replayWins(DEAL, result.lines)).toBe(true);
  });

  it('solves every one of 40 random deals with cheats, each replayed by the rules', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const text = formatBoard(dealBoard(seed * 104729));
      const result = solve(parseBoard(text), { cheating: true, continueMs: 0 });
      expect(result.outcome, text).toBe('solved');
      expect(replayWins(text, result.lines), text).toBe(true);
    }
  });
});
