import type { RuleSet } from '../../src-shared/klondike';
import type { SolveOutcome } from '../../src-shared/klondike/solver';

/** What the main process asks the Klondike solver thread. */
export interface SolveJob {
  exchange: string;
  timeLimitMs: number;
  /** The rules to search under (the position's own when absent). */
  rules?: RuleSet;
}

/** What the thread answers: the winning moves in the MOVES notation, or why there are none. */
export type SolveAnswer =
  | { ok: true; outcome: SolveOutcome; moves: string[]; elapsedMs: number }
  | { ok: false; error: string };
