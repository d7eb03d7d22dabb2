/**
 * One game at the terminal table: the position, every move played (for unlimited undo), the
 * message under the prompt. Plain TypeScript over the Klondike engine, so it is tested without
 * a terminal.
 */
import {
  commandFor,
  Klondike,
  parseCommand,
  type KlondikeState,
  type Move,
} from '../../src-shared/klondike';
import { promisingMove } from '../../src-shared/klondike/promising';
import { solve } from '../../src-shared/klondike/solver';
import {
  dropMove,
  pileName,
  samePile,
  step,
  whyNotPick,
  type Direction,
  type Pile,
} from './cursor';

export type GameSource = { kind: 'seed'; seed: number } | { kind: 'file'; name: string };

export interface Message {
  text: string;
  level: 'info' | 'error' | 'win';
}

/**
 * Typed words besides moves. Undo, hint and quit also have keys (shown on the key line), so an
 * unknown command suggests only moves.
 */
const WORDS = { words: ['undo', 'hint', 'quit'] } as const;

/** How long the hint key may think before falling back on a simple rule. */
const HINT_TIME_MS = 1500;

export class TableSession {
  /** The game: the position and every move played, for unlimited undo. */
  private readonly game: Klondike;
  message: Message;
  /** The pile under the arrow-key cursor; it starts on the stock. */
  cursor: Pile = { kind: 'stock' };
  /** The pile whose cards were picked up with Enter or Space, waiting to be dropped. */
  held: Pile | null = null;

  constructor(
    initial: KlondikeState,
    readonly source: GameSource,
    readonly hintTimeMs = HINT_TIME_MS,
  ) {
    // The terminal table plays the standard rules: `f2 c5` takes a card back from a
    // foundation (−15), and the hint searches under the same rules.
    this.game = new Klondike({ ...initial, rules: 'standard' });
    this.message = {
      text: 'Type a command and press Enter, or use the keys above.',
      level: 'info',
    };
  }

  /** The position now (a copy). */
  get state(): KlondikeState {
    return this.game.state();
  }

  /** Moves played and not undone. */
  get moves(): number {
    return this.game.history().length;
  }

  get won(): boolean {
    return this.game.isWon();
  }

  /** Plays a move if the position allows it; says what happened either way. */
  play(move: Move, label = commandFor(move, this.state)): boolean {
    const reason = this.game.whyIllegal(move);
    if (reason) {
      this.message = { text: `${label}: ${reason}`, level: 'error' };
      return false;
    }
    this.game.move(move);
    this.message = this.won ? this.winMessage() : { text: label, level: 'info' };
    return true;
  }

  private winMessage(): Message {
    return {
      text: `You won! Score ${this.state.score} in ${this.moves} moves. u undoes, q quits.`,
      level: 'win',
    };
  }

  undo(): void {
    this.held = null;
    const move = this.game.undo();
    if (!move) {
      this.message = { text: 'Nothing to undo.', level: 'error' };
      return;
    }
    this.message = { text: `Undid ${commandFor(move, this.state)}`, level: 'info' };
  }

  moveCursor(direction: Direction): void {
    this.cursor = step(this.cursor, direction);
  }

  /**
   * Enter or Space at the cursor: on the stock, a draw; otherwise picks up the cards under the
   * cursor, or drops the cards held there (the same move a typed command would make). Picking
   * the held pile again puts the cards back.
   */
  select(): void {
    const at = this.cursor;
    const held = this.held;
    if (held === null) {
      if (at.kind === 'stock') return this.draw();
      const reason = whyNotPick(this.state, at);
      if (reason) {
        this.message = { text: `Nothing to pick up: ${reason}`, level: 'error' };
        return;
      }
      this.held = at;
      this.message = {
        text: `Picked up from ${pileName(at)}: move the cursor to where it goes and press Enter (Esc puts it back)`,
        level: 'info',
      };
      return;
    }
    this.held = null;
    if (samePile(held, at)) {
      this.message = { text: `Put back on ${pileName(at)}`, level: 'info' };
      return;
    }
    const move = dropMove(held, at);
    if (typeof move === 'string') {
      this.message = { text: `${pileName(held)} ${pileName(at)}: ${move}`, level: 'error' };
      return;
    }
    this.play(move);
  }

  /** Esc: puts back what the cursor holds. */
  putBack(): void {
    if (!this.held) return;
    this.message = { text: `Put back on ${pileName(this.held)}`, level: 'info' };
    this.held = null;
  }

  /** Runs a typed command; returns true when it asks to quit. */
  command(text: string): boolean {
    this.held = null;
    // `f` alone sends every card it can home; `f2 c5` is a move off a foundation.
    if (text.trim().toLowerCase() === 'f') {
      this.toFoundations();
      return false;
    }
    const command = parseCommand(text, this.state, WORDS);
    if (typeof command === 'string') {
      this.message = { text: command, level: 'error' };
      return false;
    }
    switch (command.kind) {
      case 'quit':
        return true;
      case 'undo':
        this.undo();
        return false;
      case 'hint':
        this.showHint();
        return false;
      case 'move':
        this.play(command.move, text.trim());
        return false;
    }
  }

  /** Draws from the stock, or turns the waste back over when the stock is empty. */
  draw(): void {
    this.play({ kind: this.state.stock.length ? 'turn' : 'reset' }, 's');
  }

  /**
   * The space bar: a draw wherever the cursor is. While cards are held it draws nothing (the
   * draw would change the waste under a held waste card) and says how to go on.
   */
  spaceBar(): void {
    if (this.held) {
      this.message = {
        text: `Holding ${pileName(this.held)}: Enter drops it at the cursor, Esc puts it back; then Space draws`,
        level: 'error',
      };
      return;
    }
    this.draw();
  }

  /** Sends every card that can go to a foundation there, until none can. */
  toFoundations(): void {
    let played = 0;
    for (;;) {
      const move = this.game.moves().find((m) => m.kind === 'move' && m.to === 'f');
      if (!move) break;
      this.game.move(move);
      played++;
    }
    if (played === 0) this.message = { text: 'No card can go to a foundation.', level: 'error' };
    else if (this.won) this.message = this.winMessage();
    else {
      const cards = `${played} card${played === 1 ? '' : 's'}`;
      this.message = { text: `${cards} to the foundations`, level: 'info' };
    }
  }

  /**
   * The next move worth playing: the first move of a win the solver finds within the time
   * limit; when it finds none, a simple rule (foundations first, then moves that turn up a
   * card, then the waste, then the stock).
   */
  hint(): { move: Move; why: string } | null {
    if (this.won) return null;
    const result = solve(this.state, { timeLimitMs: this.hintTimeMs, maxMoves: 500 });
    if (result.outcome === 'won' && result.moves.length > 0) {
      return { move: result.moves[0], why: `a win in ${result.moves.length} moves from here` };
    }
    const ranked = promisingMove(this.state);
    if (ranked === null) return null;
    const why =
      result.outcome === 'not-winnable'
        ? 'no win is left from here'
        : `no win found in ${(this.hintTimeMs / 1000).toFixed(1)} s`;
    return { move: ranked, why };
  }

  showHint(): void {
    const hint = this.hint();
    this.message = hint
      ? { text: `Hint: ${commandFor(hint.move, this.state)} (${hint.why})`, level: 'info' }
      : { text: 'No move is left.', level: 'error' };
  }

  playHint(): void {
    const hint = this.hint();
    if (!hint) {
      this.message = { text: 'No move is left.', level: 'error' };
      return;
    }
    this.play(hint.move);
  }
}
