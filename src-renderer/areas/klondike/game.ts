/**
 * The Klondike table's game in progress: where it came from, every position for undo and
 * redo, the clock, and how it is written to storage so a restart resumes it. The rules are
 * the engine's, through its `Klondike` facade; this only keeps the table's bookkeeping. The table
 * plays the `standard` rules: a foundation's top card may be dragged back to a column (−15).
 */
import {
  ExchangeFormatError,
  Klondike,
  formatExchangeError,
  formatMove,
  isComplete,
  parseMove,
  type KlondikeState,
  type Move,
  type RuleSet,
  type TurnCount,
} from '../../../src-shared/klondike';
import { current, push, startHistory, type History } from '../../cards/history';
import { variantKey, variantOf } from './statistics';

export type Source =
  | { kind: 'seed'; seed: number; turn: TurnCount; limit: number | null }
  | { kind: 'file'; name: string };

export interface Step {
  state: KlondikeState;
  /** The move that led here; null for the starting position. */
  move: Move | null;
}

export interface TableGame {
  source: Source;
  history: History<Step>;
  /** Milliseconds played, not counting the stretch since the clock was last started. */
  elapsedMs: number;
  /** Counted in the statistics (a game counts once its first move is made). */
  counted: boolean;
  /** The win was added to the statistics. */
  wonRecorded: boolean;
}

/** The rules the table plays, and its Hint and Winnable? search under. */
export const TABLE_RULES: RuleSet = 'standard';

export function seedGame(seed: number, turn: TurnCount, limit: number | null): TableGame {
  return fromState(
    { kind: 'seed', seed, turn, limit },
    new Klondike(seed, { turn, limit }).state(),
  );
}

/** A game from its first position, played under the table's rules whatever the file said. */
function fromState(source: Source, state: KlondikeState): TableGame {
  return {
    source,
    history: startHistory({ state: { ...state, rules: TABLE_RULES }, move: null }),
    elapsedMs: 0,
    counted: false,
    wonRecorded: false,
  };
}

/**
 * A game from an exchange file. Moves written in its MOVES section are played, so they can
 * be undone; an illegal one stops the replay there, and `note` says so.
 */
export function fileGame(
  name: string,
  text: string,
): { ok: true; game: TableGame; note: string | null } | { ok: false; error: string } {
  let file: Klondike;
  try {
    file = new Klondike(text);
  } catch (error) {
    if (!(error instanceof ExchangeFormatError)) throw error;
    return { ok: false, error: error.errors.map(formatExchangeError).join('; ') };
  }
  let game = fromState({ kind: 'file', name }, file.startState());
  let note: string | null = null;
  // The file's moves were read under its own rules, which the table's rules include.
  for (const [index, written] of file.writtenMoves.entries()) {
    const next = play(game, written.move);
    if (typeof next === 'string') {
      note = `Move ${index + 1} is illegal: ${written.text} (${next}); stopped before it`;
      break;
    }
    game = next;
  }
  return { ok: true, game, note };
}

/** The game after `move`, or why the move is not allowed. */
export function play(game: TableGame, move: Move): TableGame | string {
  const table = new Klondike(current(game.history).state);
  const reason = table.whyIllegal(move);
  if (reason !== null) return reason;
  table.move(move);
  return { ...game, history: push(game.history, { state: table.state(), move }) };
}

export function restart(game: TableGame): TableGame {
  return fromState(game.source, game.history.states[0].state);
}

export function stateOf(game: TableGame): KlondikeState {
  return current(game.history).state;
}

/** Moves made on the way to the position shown (undone moves do not count). */
export function movesMade(game: TableGame): number {
  return game.history.index;
}

export function isFinished(game: TableGame): boolean {
  return isComplete(stateOf(game));
}

/** The statistics' name for the game's variant (turn and reset limit of its start). */
export function variantOfGame(game: TableGame): string {
  return variantKey(variantOf(game.history.states[0].state));
}

/* ---- Storage ---------------------------------------------------------------------------- */

/**
 * What storage keeps: the starting position in the exchange format and the moves in the
 * MOVES notation (a foundation-to-column move as `fh->3`, the standard rules' notation),
 * undone ones included so redo survives a restart too.
 */
export interface SavedGame {
  version: 1;
  source: Source;
  start: string;
  moves: string[];
  index: number;
  elapsedMs: number;
  counted: boolean;
  wonRecorded: boolean;
}

export function saveGame(game: TableGame): SavedGame {
  return {
    version: 1,
    source: game.source,
    start: new Klondike(game.history.states[0].state).toExchange(),
    moves: game.history.states.slice(1).map((step) => formatMove(step.move!)),
    index: game.history.index,
    elapsedMs: game.elapsedMs,
    counted: game.counted,
    wonRecorded: game.wonRecorded,
  };
}

/** The saved game, replayed; null when it cannot be read back (then a new game starts). */
export function loadGame(saved: unknown): TableGame | null {
  if (!saved || typeof saved !== 'object') return null;
  const s = saved as Partial<SavedGame>;
  if (s.version !== 1 || typeof s.start !== 'string' || !Array.isArray(s.moves) || !s.source) {
    return null;
  }
  let start: KlondikeState;
  try {
    start = new Klondike(s.start, { readMoves: false }).state();
  } catch {
    return null;
  }
  let game = fromState(s.source, start);
  for (const text of s.moves) {
    const move = typeof text === 'string' ? parseMove(text, TABLE_RULES) : null;
    if (!move) return null;
    const next = play(game, move);
    if (typeof next === 'string') return null;
    game = next;
  }
  const index = Number.isInteger(s.index) ? Math.min(Math.max(0, s.index!), s.moves.length) : 0;
  return {
    ...game,
    history: { ...game.history, index },
    elapsedMs: typeof s.elapsedMs === 'number' && s.elapsedMs >= 0 ? s.elapsedMs : 0,
    counted: s.counted === true,
    wonRecorded: s.wonRecorded === true,
  };
}

/** A game the player would lose work on by starting another: moved in, and not won. */
export function inProgress(game: TableGame): boolean {
  return game.counted && !isFinished(game);
}
