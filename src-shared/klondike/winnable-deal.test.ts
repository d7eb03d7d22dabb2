import { describe, expect, it } from 'vitest';
import { dealFromSeed } from './deal';
import { playMove } from './moves';
import { solve } from './solver';
import { cloneState, isWon } from './state';
import { firstWinnableDeal } from './winnable-deal';

describe('firstWinnableDeal', () => {
  it.each([
    [1, 'exchange'],
    [3, 'exchange'],
    [1, 'standard'],
    [3, 'standard'],
  ] as const)('turn %i, %s rules: the first deal the solver wins, won on replay', (turn, rules) => {
    // From the first seed the solver proves lost cheaply, so at least one seed is skipped.
    let from = 1;
    while (solve(dealFromSeed(from, { turn }), { nodeLimit: 100_000 }).outcome !== 'not-winnable')
      from++;
    const found = firstWinnableDeal(from, { turn, rules, maxTries: 50 })!;
    expect(found.seed).toBeGreaterThanOrEqual(from);
    expect(found.state).toEqual(dealFromSeed(found.seed, { turn, rules }));
    const replay = cloneState(found.state);
    for (const move of found.result.moves) playMove(replay, move);
    expect(isWon(replay)).toBe(true);
    if (rules === 'exchange') expect(found.seed).toBeGreaterThan(from);
  });

  it('gives up after maxTries seeds', () => {
    // A seed the solver proves lost in one position, tried alone.
    let lost = 1;
    while (solve(dealFromSeed(lost), { nodeLimit: 1 }).outcome !== 'not-winnable') lost++;
    expect(firstWinnableDeal(lost, { maxTries: 1 })).toBeNull();
  });
});
