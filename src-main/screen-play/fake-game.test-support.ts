/**
 * A fake desktop with a fake game on it, for the run loop's unit tests: the game is a board
 * drawn at scale 1 at the screen's top-left; presses and releases are turned into moves with
 * the game's own geometry and the rules engine, like the real game would.
 */
import type { Board } from '../../src-shared/molek/cards';
import { formatBoard, parseBoard } from '../../src-shared/molek/notation';
import {
  applyMove,
  checkMove,
  isWon,
  legalMoves,
  runStart,
  type Move,
} from '../../src-shared/molek/rules';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  COLUMN_PITCH,
  COLUMN_X,
  CARD_Y,
  ROW_PITCH,
} from '../vision/geometry';
import type { Desktop, Point } from './desktop';
import type { VisionFn } from './eyes';
import type { SolveFn } from './options';

/** Four columns T…9 and the 6 7 8 needed to finish them: 12 legal moves win it. */
export const EASY_DEAL = 'TKDV09.TKDV09.TKDV09.TKDV09.678678.678678.';

export class FakeGame implements Desktop {
  board: Board;
  pointerAt: Point = { x: 5, y: 5 };
  buttonDown = false;
  presses = 0;
  releases = 0;
  drops: Array<{ move: Move | null; ignored: boolean }> = [];
  newGames = 0;
  wins = 0;
  /** Drop numbers (1-based) the game ignores, as if the click went astray. */
  ignoreDrops = new Set<number>();
  /** When set, every drop is ignored. */
  ignoreAll = false;
  /** Called after each press with its number; tests use it to move the mouse "by hand". */
  onPress: (n: number) => void = () => {};
  /** Reads left that still show the board before the last change (an animation). */
  lag = 0;
  /**
   * For this long (ms) after each change the game ignores drops, its picture already still:
   * a game busy finishing a move.
   */
  busyMs = 0;
  /** For this long (ms) after each change the picture still shows the board before it. */
  showDelayMs = 0;
  private changedAt = -Infinity;
  private shown: Board;
  private pressedAt: Point | null = null;
  private lagLeft = 0;
  closed = false;

  constructor(
    private readonly deals: string[] = [EASY_DEAL],
    private dealIndex = 0,
  ) {
    this.board = parseBoard(deals[dealIndex % deals.length]);
    this.shown = this.board;
  }

  /** What the screen shows now. */
  visible(): Board {
    if (this.lagLeft > 0) {
      this.lagLeft--;
      return this.shown;
    }
    if (performance.now() - this.changedAt < this.showDelayMs) return this.shown;
    this.shown = this.board;
    return this.board;
  }

  private change(next: Board): void {
    this.shown = this.board;
    this.board = next;
    this.lagLeft = this.lag;
    this.changedAt = performance.now();
  }

  async size() {
    return { width: 960, height: 540 };
  }
  async capture() {
    return { width: 1, height: 1, channels: 1 as const, data: new Uint8Array(1) };
  }
  async pointer() {
    return { ...this.pointerAt };
  }
  async moveTo(point: Point) {
    this.pointerAt = { x: point.x, y: point.y };
  }
  async press() {
    this.buttonDown = true;
    this.presses++;
    this.pressedAt = { ...this.pointerAt };
    this.onPress(this.presses);
  }
  async release() {
    this.buttonDown = false;
    this.releases++;
    const down = this.pressedAt;
    this.pressedAt = null;
    if (!down) return;
    const up = this.pointerAt;
    if (inNewGame(down) && inNewGame(up)) {
      this.newGames++;
      this.dealIndex++;
      this.change(parseBoard(this.deals[this.dealIndex % this.deals.length]));
      return;
    }
    const hit = cardAt(this.board, down);
    const to = Math.floor((up.x - COLUMN_X + (COLUMN_PITCH - CARD_WIDTH) / 2) / COLUMN_PITCH);
    if (!hit || to < 0 || to > 5 || to === hit.column) return;
    const n = this.drops.length + 1;
    const busy = performance.now() - this.changedAt < this.busyMs;
    if (this.ignoreAll || this.ignoreDrops.has(n) || busy) {
      this.drops.push({ move: null, ignored: true });
      return;
    }
    const legal = { from: hit.column, row: hit.row, to, cheat: false };
    const cheat = { ...legal, cheat: true };
    const move =
      checkMove(this.board, legal) === null
        ? legal
        : checkMove(this.board, cheat) === null
          ? cheat
          : null;
    this.drops.push({ move, ignored: false });
    if (!move) return;
    const next = applyMove(this.board, move);
    if (isWon(next)) this.wins++;
    this.change(next);
  }
  async close() {
    this.closed = true;
  }

  vision: VisionFn = () => ({
    board: this.visible(),
    scale: 1,
    origin: { x: 0, y: 0 },
    detail: null,
  });
}

function inNewGame(p: Point): boolean {
  return p.x >= 397 && p.x < 568 && p.y >= 503 && p.y < 531;
}

function cardAt(board: Board, p: Point): { column: number; row: number } | null {
  const column = Math.floor((p.x - COLUMN_X) / COLUMN_PITCH);
  if (column < 0 || column > 5 || p.x - (COLUMN_X + COLUMN_PITCH * column) >= CARD_WIDTH)
    return null;
  const n = board.columns[column].cards.length;
  if (n === 0 || p.y < CARD_Y || p.y >= CARD_Y + ROW_PITCH * (n - 1) + CARD_HEIGHT) return null;
  return { column, row: Math.min(n - 1, Math.floor((p.y - CARD_Y) / ROW_PITCH)) };
}

/**
 * A small solver for the fake's easy boards (no cheats): depth-first, never breaking up a
 * column that is already a run from an ace at row 0 (on these boards that never helps).
 */
export const dfsSolve: SolveFn = async (board) => {
  const line: Move[] = [];
  const seen = new Set<string>();
  const building = (b: Board, c: number) => {
    const column = b.columns[c];
    return column.cards[0] === 14 && runStart(column) === 0;
  };
  const search = (b: Board, depth: number): boolean => {
    if (isWon(b)) return true;
    const key = formatBoard(b);
    if (depth === 0 || seen.has(key)) return false;
    seen.add(key);
    for (const move of legalMoves(b, { cheats: false })) {
      if (building(b, move.from)) continue;
      line.push(move);
      if (search(applyMove(b, move), depth - 1)) return true;
      line.pop();
    }
    return false;
  };
  return search(board, 40)
    ? { solved: true, moves: line }
    : { solved: false, reason: 'no solution found in 40 moves' };
};
