/**
 * Where the win was lost: which positions of the game's line the table still has to ask the
 * solver about, and, once the position shown is proven lost, the move that lost it.
 *
 * A line is the positions from the start to the one shown, each by a key (its exchange text);
 * verdicts map keys to the solver's answers under a short time budget: 'winnable', 'lost'
 * (proven: no win exists) or 'undecided' (out of time; never taken for either). The position
 * shown is asked about first; when it is lost, the positions before it, newest first, until
 * one is not lost.
 */
export type Verdict = 'winnable' | 'lost' | 'undecided';

export type Verdicts = ReadonlyMap<string, Verdict>;

/** The index in `line` to ask the solver about next, or null when nothing more is needed. */
export function nextToCheck(line: readonly string[], verdicts: Verdicts): number | null {
  for (let i = line.length - 1; i >= 0; i--) {
    const verdict = verdicts.get(line[i]);
    if (verdict === undefined) return i;
    if (verdict !== 'lost') return null;
  }
  return null;
}

export interface LossPoint {
  /** The move that lost the game: the position after it is `line[move]`. */
  move: number;
  /** The last position proven winnable, `move - 1`. */
  lastWinnable: number;
}

/**
 * The move that turned a winnable position into a lost one, when the position shown is lost
 * and every position since that move is proven lost; null otherwise (not lost, not yet known,
 * or an undecided position in between).
 */
export function whereLost(line: readonly string[], verdicts: Verdicts): LossPoint | null {
  if (line.length === 0 || verdicts.get(line[line.length - 1]) !== 'lost') return null;
  for (let i = line.length - 2; i >= 0; i--) {
    const verdict = verdicts.get(line[i]);
    if (verdict === 'winnable') return { move: i + 1, lastWinnable: i };
    if (verdict !== 'lost') return null;
  }
  return null;
}

/** What the status says about a loss point, seen from position `shown` of the line. */
export function lossMessage(point: LossPoint, shown: number): string {
  return point.move === shown
    ? 'That move lost the game: it was winnable before'
    : `Move ${point.move} lost the game: it was winnable before`;
}
