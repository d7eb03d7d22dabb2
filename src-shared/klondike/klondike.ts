/**
 * A Klondike game as one object, in the way of chess.js: make it from a seed or an exchange
 * file, ask for the legal moves, play and undo them, write it back out. The free functions of
 * this folder stay the engine underneath; this is the one handle the window, the terminal
 * game and the CLI hold a game by.
 *
 *   const game = new Klondike(7, { turn: 3 });      // or new Klondike(fileText)
 *   game.moves();                                    // legal moves, in a stable order
 *   game.move('w->f');                               // or a Move; throws IllegalMoveError
 *   game.undo();                                     // the move taken back, or null
 *   game.isWon(); game.toExchange(); game.ascii();
 */
import { dealFromSeed, type DealOptions } from './deal';
import {
  formatExchangeError,
  parseExchange,
  serializeExchange,
  type ExchangeError,
  type WrittenMove,
} from './exchange';
import {
  formatMove,
  legalMoves,
  parseMove,
  playMove,
  undoMove,
  whyIllegal,
  type Move,
  type UndoRecord,
} from './moves';
import { formatState } from './printer';
import { cloneState, isComplete, isWon, type KlondikeState } from './state';

/** A file that is not a valid exchange file: every error, and the first one as the message. */
export class ExchangeFormatError extends Error {
  constructor(readonly errors: ExchangeError[]) {
    super(errors.map(formatExchangeError).join('\n'));
    this.name = 'ExchangeFormatError';
  }
}

export interface KlondikeOptions extends DealOptions {
  /** For a file: read its MOVES section too (they are kept, not played; default true). */
  readMoves?: boolean;
}

export class Klondike {
  private readonly start: KlondikeState;
  private readonly current: KlondikeState;
  private readonly played: UndoRecord[] = [];
  /** The MOVES section of the file the game came from (empty for a seeded deal). */
  readonly writtenMoves: readonly WrittenMove[];

  /**
   * A seeded deal (`options` give turn, reset limit and rules), an exchange file's text, or a
   * position (copied). Throws RangeError for a seed out of range and ExchangeFormatError for
   * a file that does not parse.
   */
  constructor(source: number | string | KlondikeState, options: KlondikeOptions = {}) {
    if (typeof source === 'number') {
      this.start = dealFromSeed(source, options);
      this.writtenMoves = [];
    } else if (typeof source === 'string') {
      const parsed = parseExchange(source, { moves: options.readMoves ?? true });
      if (!parsed.ok) throw new ExchangeFormatError(parsed.errors);
      this.start = parsed.game.state;
      this.writtenMoves = parsed.game.moves;
    } else {
      this.start = cloneState(source);
      this.writtenMoves = [];
    }
    this.current = cloneState(this.start);
  }

  /** The position now (a copy: changing it changes nothing here). */
  state(): KlondikeState {
    return cloneState(this.current);
  }

  /** The position the game started from (a copy). */
  startState(): KlondikeState {
    return cloneState(this.start);
  }

  /** Every legal move now, in the engine's stable order. */
  moves(): Move[] {
    return legalMoves(this.current);
  }

  /** A move written as in the MOVES section (`3->5`, `w->f`, `.`, `r`, `fh->2`), or null. */
  parse(text: string): Move | null {
    return parseMove(text.trim(), this.current.rules);
  }

  /** Why `move` cannot be played now, or null when it can. */
  whyIllegal(move: Move | string): string | null {
    const parsed = typeof move === 'string' ? this.parse(move) : move;
    if (parsed === null) return `"${String(move)}" is not a move`;
    return whyIllegal(this.current, parsed);
  }

  /**
   * Plays `move` (or its text); returns it. Throws IllegalMoveError (with the reason) for a
   * move the position does not allow and SyntaxError for text that is not a move, leaving the
   * game as it was.
   */
  move(move: Move | string): Move {
    const parsed = typeof move === 'string' ? this.parse(move) : move;
    if (parsed === null) {
      throw new SyntaxError(
        `"${String(move)}" is not a move: write it as 3->5, w->f, 2->f, ., r or (standard rules) fh->2`,
      );
    }
    this.played.push(playMove(this.current, parsed));
    return parsed;
  }

  /** Takes the last move back exactly (score and resets included); the move, or null. */
  undo(): Move | null {
    const record = this.played.pop();
    if (!record) return null;
    undoMove(this.current, record);
    return record.move;
  }

  /** The moves played since the start, in order. */
  history(): Move[] {
    return this.played.map((record) => record.move);
  }

  /** Won by the exchange format's rule: nothing covered, no stock, at most one waste card. */
  isWon(): boolean {
    return isWon(this.current);
  }

  /** Every card on its foundation. */
  isComplete(): boolean {
    return isComplete(this.current);
  }

  /** The position now as an exchange file. */
  toExchange(): string {
    return serializeExchange(this.current);
  }

  /** The starting position with the moves played, as an exchange file with a MOVES section. */
  toExchangeWithMoves(): string {
    return serializeExchange(this.start, this.history());
  }

  /** The position as `advance` prints it. */
  ascii(): string {
    return formatState(this.current);
  }

  /** The moves played, as the MOVES section writes them. */
  historyText(): string[] {
    return this.history().map(formatMove);
  }
}
