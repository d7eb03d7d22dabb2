import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dealFromSeed } from './deal';
import { parseExchange } from './exchange';
import { applyMove, formatMove, legalMoves } from './moves';
import { solve, solveAsync } from './solver';
import { type KlondikeState, cloneState, isWon } from './state';

const examples = new URL('../../../shared/klondike/examples/', import.meta.url);
function example(name: string): KlondikeState {
  const result = parseExchange(readFileSync(new URL(name, examples), 'utf8'));
  if (!result.ok) throw new Error(name);
  return result.game.state;
}

/** Replays the moves on a copy with the engine (which checks each one) and tells if it wins. */
function replayWins(state: KlondikeState, moves: ReturnType<typeof solve>['moves']): boolean {
  const copy = cloneState(state);
  for (const move of moves) applyMove(copy, move);
  return isWon(copy);
}

describe('solve', () => {
  it('wins almost-won.txt with its one move, and not within 0 moves', () => {
    const state = example('almost-won.txt');
    const result = solve(state, { safeFoundationMoves: false });
    expect(result.outcome).toBe('won');
    expect(result.moves.map(formatMove)).toEqual(['7->4']);
    // Forcing safe moves home first still wins, in more moves.
    const forced = solve(state);
    expect(forced.outcome).toBe('won');
    expect(replayWins(state, forced.moves)).toBe(true);
    expect(solve(state, { maxMoves: 0 }).outcome).toBe('not-winnable');
  });

  it('proves stuck.txt not winnable with every option', () => {
    for (const transpositionTable of [true, false]) {
      for (const safeFoundationMoves of [true, false]) {
        const result = solve(example('stuck.txt'), { transpositionTable, safeFoundationMoves });
        expect(result.outcome).toBe('not-winnable');
        expect(result.moves).toEqual([]);
      }
    }
  });

  it('wins the turn-3, limit-2 game.txt with a replayable answer', () => {
    const state = example('game.txt');
    const result = solve(state, { nodeLimit: 2_000_000 });
    expect(result.outcome).toBe('won');
    expect(replayWins(state, result.moves)).toBe(true);
  });

  it('keeps the move limit exact: a solution of length L is found again within L', () => {
    const deal = dealFromSeed(1);
    const first = solve(deal);
    expect(first.outcome).toBe('won');
    const length = first.moves.length;
    const again = solve(deal, { maxMoves: length, nodeLimit: 3_000_000 });
    expect(again.outcome).toBe('won');
    expect(again.moves.length).toBeLessThanOrEqual(length);
    // 21 covered cards and 24 stock cards need at least 21 + 23 moves.
    const short = solve(deal, { maxMoves: 43 });
    expect(short).toMatchObject({ outcome: 'not-winnable', stats: { nodes: 1 } });
  });

  it('stops at its node limit as undecided', () => {
    const result = solve(dealFromSeed(2), { nodeLimit: 5000 });
    expect(result.outcome).toBe('undecided');
    expect(result.stoppedBy).toBe('nodes');
  });

  it('answers that replay to a win from random positions of random deals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2147483646 }),
        fc.constantFrom<1 | 3>(1, 3),
        fc.array(fc.nat(), { maxLength: 40 }),
        (seed, turn, choices) => {
          const state = dealFromSeed(seed, { turn });
          for (const choice of choices) {
            const moves = legalMoves(state);
            if (moves.length === 0) break;
            applyMove(state, moves[choice % moves.length]);
          }
          const result = solve(state, { nodeLimit: 20_000 });
          if (result.outcome === 'won') {
            expect(replayWins(state, result.moves)).toBe(true);
            expect(result.moves.length).toBeLessThanOrEqual(1000);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('solveAsync', () => {
  it('gives the same answer as solve', async () => {
    const deal = dealFromSeed(3);
    const sync = solve(deal);
    const async = await solveAsync(deal);
    expect(async.outcome).toBe(sync.outcome);
    expect(async.moves).toEqual(sync.moves);
  });

  it('stops when its signal is aborted', async () => {
    const abort = new AbortController();
    abort.abort();
    const result = await solveAsync(dealFromSeed(2), { signal: abort.signal, sliceMs: 1 });
    expect(result.outcome).toBe('undecided');
    expect(result.stoppedBy).toBe('cancelled');
  });
});
