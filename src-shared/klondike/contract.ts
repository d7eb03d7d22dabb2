/**
 * The Klondike table's part of the bridge: the solver's answers, computed in the main
 * process on a worker thread so a long search never freezes the window. Positions cross as
 * exchange-format text, the one notation every side already reads and writes.
 */

export interface KlondikeSolveRequest {
  /** The position, in the exchange format (its MOVES section is ignored). */
  exchange: string;
  /** Give up after this many milliseconds (default 10 000, at most 60 000). */
  timeoutMs?: number;
  /**
   * The rules to search under: `exchange` (no card leaves a foundation) or `standard` (a
   * foundation's top card may go back to a column). Absent: `exchange` (the gate fills it
   * in), whatever the text's RULES say.
   */
  rules?: 'exchange' | 'standard';
}

export interface KlondikeHintReply {
  /**
   * The first move of a winning line in the MOVES notation (`.`, `r`, `w->f`, `3->5`, and
   * under the standard rules `f->3` or `fh->3`), or null when none was found.
   */
  move: string | null;
  /** 'winnable': the move starts a win; 'stuck': no win exists within the move limit;
   * 'timeout': the search ran out of time (no move then). */
  verdict: 'winnable' | 'stuck' | 'timeout';
  /** Moves in the winning line found (when winnable). */
  moves: number | null;
  /** How long the search took, in milliseconds. */
  elapsedMs: number;
}

export interface KlondikeRequests {
  /** The next move toward a win from the position. */
  'klondike.hint': { request: KlondikeSolveRequest; reply: KlondikeHintReply };
  /** Whether the position can be won: the same search, answered as a verdict. */
  'klondike.winnable': { request: KlondikeSolveRequest; reply: KlondikeHintReply };
}
