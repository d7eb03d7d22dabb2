import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dealFromSeed } from '../deal';
import { parseExchange } from '../exchange';
import { type Move, formatMove, parseMove, playMove } from '../moves';
import { solve } from '../solver';
import { type KlondikeState, cloneState, isWon } from '../state';
import { LinePolish, winningPart } from './polish';

const examples = new URL('../../../../shared/klondike/examples/', import.meta.url);
function example(name: string): KlondikeState {
  const result = parseExchange(readFileSync(new URL(name, examples), 'utf8'));
  if (!result.ok) throw new Error(name);
  return result.game.state;
}

function moves(text: string): Move[] {
  return text.split(' ').map((t) => parseMove(t)!);
}

/** Whether the engine plays every move of `line` and the last one wins (and no earlier). */
function winsAtTheEnd(start: KlondikeState, line: readonly Move[]): boolean {
  const state = cloneState(start);
  try {
    for (let k = 0; k < line.length; k++) {
      if (isWon(state)) return false;
      playMove(state, line[k]);
    }
  } catch {
    return false;
  }
  return isWon(state);
}

/** Polishes `line` until nothing more is left out. */
function polishAll(start: KlondikeState, line: Move[]): Move[] {
  let best = line;
  const polish = new LinePolish(start, () => best);
  polish.aim();
  while (!polish.done) {
    const shorter = polish.run(10_000);
    if (shorter) {
      expect(shorter.length).toBeLessThan(best.length);
      best = shorter;
      polish.aim();
    }
  }
  return best;
}

describe('winningPart', () => {
  const start = example('almost-won.txt');

  it('is the line up to the first won position', () => {
    expect(winningPart(start, moves('7->4 w->7'))?.map(formatMove)).toEqual(['7->4']);
    expect(winningPart(start, moves('3->f 7->4'))?.map(formatMove)).toEqual(['3->f', '7->4']);
    // What comes after the win is not played, legal or not.
    expect(winningPart(start, moves('7->4 7->4'))?.map(formatMove)).toEqual(['7->4']);
  });

  it('is null for a line with an illegal move or one that never wins', () => {
    expect(winningPart(start, moves('1->5 1->5 7->4'))).toBeNull();
    expect(winningPart(start, moves('r 7->4'))).toBeNull();
  });

  it('from a move on, leaving out the moves named', () => {
    const line = moves('1->5 3->f 1->5 7->4');
    const after = cloneState(start);
    playMove(after, line[0]);
    // From move 1 on (`after` is the position before it), without move 2: the second 1->5,
    // illegal after the first.
    expect(winningPart(after, line, undefined, 1, (k) => k === 2)?.map(formatMove)).toEqual([
      '3->f',
      '7->4',
    ]);
    expect(winningPart(after, line, undefined, 1)).toBeNull();
    expect(winningPart(start, line, undefined, 1)?.map(formatMove)).toEqual([
      '3->f',
      '1->5',
      '7->4',
    ]);
  });

  it('counts the moves it replayed, and the copy of the start as one', () => {
    let replayed = 0;
    winningPart(start, moves('1->5 1->5 7->4'), (n) => (replayed += n));
    expect(replayed).toBe(3); // the copy, 1->5, and the illegal 1->5
  });
});

describe('LinePolish', () => {
  it('leaves out the moves the win does not need: one at a time, a run, or two apart', () => {
    const start = example('almost-won.txt');
    expect(polishAll(start, moves('1->5 3->f 7->4')).map(formatMove)).toEqual(['7->4']);
    // Neither the reset nor the turn can go alone: the two (or the three) go together.
    expect(polishAll(start, moves('r 3->f . 7->4')).map(formatMove)).toEqual(['7->4']);
    expect(polishAll(start, moves('7->4')).map(formatMove)).toEqual(['7->4']);
  });

  it.each([1, 3] as const)(
    'turn %i: the first wins of fair-list deals come out shorter, winning, and with no move left to leave out',
    (turn) => {
      const seeds = readFileSync('scripts/bench/klondike-seeds.txt', 'utf8')
        .split('\n')
        .filter((line) => /^\d+$/.test(line.trim()))
        .slice(0, 4)
        .map(Number);
      let shortened = 0;
      for (const seed of seeds) {
        const deal = dealFromSeed(seed, { turn });
        const first = solve(deal);
        if (first.outcome !== 'won') continue;
        const polished = polishAll(deal, first.moves);
        expect(winsAtTheEnd(deal, polished)).toBe(true);
        if (polished.length < first.moves.length) shortened++;
        // Only moves left out: the polished line is the first one with some moves missing.
        let k = 0;
        for (const move of first.moves) {
          if (k < polished.length && formatMove(polished[k]) === formatMove(move)) k++;
        }
        expect(k).toBe(polished.length);
        // Done: no move of it can be left out.
        for (let i = 0; i < polished.length; i++) {
          const without = [...polished.slice(0, i), ...polished.slice(i + 1)];
          expect(winningPart(deal, without)).toBeNull();
        }
      }
      expect(shortened).toBeGreaterThan(0);
    },
  );
});
