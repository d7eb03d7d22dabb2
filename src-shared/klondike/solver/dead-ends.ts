/**
 * Dead ends: positions where some covered card can never be turned up, found by a relaxed
 * game in which resources never run short. In it every talon card is always at hand, a
 * king always finds an empty column, a card at home may come back under the standard
 * rules, and two cards may share a parent. What the relaxed game cannot do, the real one
 * cannot either, so a position it cannot clear is dropped, sound for any move limit.
 *
 * The relaxed game is a least fixed point over two facts per card, each meaning "at some
 * time in some line of play":
 *   - `gone[c]`: the place the card starts in is left (the card moves, or is carried off
 *     on a pile whose base moves);
 *   - `home[c]`: the card reaches its foundation.
 * A column card is free once every card above it is gone. It goes home once it is free (a
 * talon card: at once) and the next lower card of its suit is home. A face-up card, or a
 * covered card once free, moves as the base of its pile onto a card one rank higher of
 * the other colour that is free or gone from its place (not one lying under it in its own
 * column, and under the exchange rules not one at home), and a king onto an empty column.
 * A face-up card is carried off when the card under it (face up too) is gone. Induction on
 * the time each event first happens in a real line shows the fixed point holds every
 * event that can happen; the position is dead when some card lying over a covered card is
 * never gone, or two talon cards never leave the talon.
 */
import type { KlondikeState } from '../state';
import { rank, red } from './packed-move';

const AT_HOME = -2;
const IN_TALON = -1;

export class DeadEnds {
  private readonly gone = new Uint8Array(52);
  private readonly home = new Uint8Array(52);
  /** Every card above it (in its starting column) is gone. */
  private readonly free = new Uint8Array(52);
  private readonly column = new Int8Array(52);
  private readonly index = new Int8Array(52);

  /** Whether some covered card can never be turned up (or the talon never cleared). */
  isDead(
    cols: readonly (readonly number[])[],
    down: Int8Array,
    found: Int8Array,
    talon: readonly number[],
    standard: boolean,
  ): boolean {
    const { gone, home, free, column, index } = this;
    gone.fill(0);
    home.fill(0);
    free.fill(0);
    for (let c = 0; c < 52; c++) {
      if (rank(c) <= found[c & 3]) {
        column[c] = AT_HOME;
        home[c] = 1;
        gone[c] = 1;
        free[c] = 1;
      }
    }
    for (let i = 0; i < 7; i++) {
      const col = cols[i];
      for (let j = 0; j < col.length; j++) {
        column[col[j]] = i;
        index[col[j]] = j;
      }
    }
    for (let k = 0; k < talon.length; k++) {
      column[talon[k]] = IN_TALON;
      free[talon[k]] = 1;
    }

    for (;;) {
      let changed = false;
      for (let k = 0; k < talon.length; k++) {
        const c = talon[k];
        if (!home[c] && (c < 4 || home[c - 4])) {
          home[c] = 1;
          changed = true;
        }
        if (!gone[c] && (home[c] || c >= 48 || this.parentFree(c, standard))) {
          gone[c] = 1;
          changed = true;
        }
      }
      for (let i = 0; i < 7; i++) {
        const col = cols[i];
        const d = down[i];
        // From the top down: whether every card above is gone.
        let above = true;
        for (let j = col.length - 1; j >= 0; j--) {
          const c = col[j];
          if (above && !free[c]) free[c] = 1;
          if (!home[c] && above && (c < 4 || home[c - 4])) {
            home[c] = 1;
            changed = true;
          }
          if (
            !gone[c] &&
            (home[c] || ((j >= d || above) && (c >= 48 || this.parentFree(c, standard))))
          ) {
            gone[c] = 1;
            changed = true;
          }
          if (!gone[c]) above = false;
        }
        // From the bottom up: face-up cards carried off on a pile whose base is gone.
        for (let j = Math.max(d, 0) + 1; j < col.length; j++) {
          if (!gone[col[j]] && gone[col[j - 1]]) {
            gone[col[j]] = 1;
            changed = true;
          }
        }
      }
      if (this.cleared(cols, down, talon)) return false;
      if (!changed) return true;
    }
  }

  /** Whether every card over a covered card is gone and at most one talon card stays. */
  private cleared(
    cols: readonly (readonly number[])[],
    down: Int8Array,
    talon: readonly number[],
  ): boolean {
    const gone = this.gone;
    for (let i = 0; i < 7; i++) {
      if (down[i] === 0) continue;
      const col = cols[i];
      for (let j = 1; j < col.length; j++) if (!gone[col[j]]) return false;
    }
    let stay = 0;
    for (let k = 0; k < talon.length; k++) if (!gone[talon[k]] && ++stay > 1) return false;
    return true;
  }

  /**
   * Whether one of the two cards `c` could lie on (one rank higher, the other colour) is
   * free, or gone from its place, and not under `c` in its column (nor at home, under the
   * exchange rules).
   */
  private parentFree(c: number, standard: boolean): boolean {
    const r = rank(c);
    const base = r * 4; // the cards of rank r + 1
    const isRed = red(c);
    for (let s = 0; s < 4; s++) {
      const p = base + s;
      if (red(p) === isRed) continue;
      const where = this.column[p];
      if (where === AT_HOME) {
        if (standard) return true;
        continue;
      }
      if (where === IN_TALON) return true;
      if (where === this.column[c] && this.index[p] < this.index[c]) continue;
      if (this.gone[p] || this.free[p]) {
        // A parent above c in its own column must be gone first.
        if (where === this.column[c] && !this.gone[p]) continue;
        return true;
      }
    }
    return false;
  }
}

/** Whether the relaxed game cannot turn up every covered card of `state` (see above). */
export function isDeadEnd(state: KlondikeState): boolean {
  const cols = state.tableau.map((c) => [...c.covered, ...c.faceUp]);
  const down = Int8Array.from(state.tableau, (c) => c.covered.length);
  const found = Int8Array.from(state.foundations);
  const talon = [...state.waste, ...state.stock];
  return new DeadEnds().isDead(cols, down, found, talon, state.rules === 'standard');
}
