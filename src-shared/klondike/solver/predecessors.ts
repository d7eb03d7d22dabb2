/**
 * Lost before the move: a position is lost if a position one move before it (one from which
 * a legal move leads here) is lost for good, since whatever wins from here wins from there
 * too. The moves taken back, each without making it: a card laid from the talon on a column
 * (back to the talon), a pile laid on a face-up card whose twin lies on top of another
 * column (back onto that twin), a card gone home (back to the talon, or onto a column top
 * it fits), and under the standard rules a card come down from home (back home). With
 * unlimited resets only. Turning one the key leaves the waste out: any talon card can be
 * brought to the waste top, so the card's place in the talon does not matter. Turning three
 * (waste sizes merged) the key holds the waste size, which a card played from the talon
 * changed, so those moves are not taken back; the others leave the waste as it is
 * (docs/klondike-solver.md, "Lost before the move").
 */
import type { Board } from './board';
import { hashJoined, keyMixes } from './hashing';
import { fits, rank, suit, twin } from './packed-move';

export class Predecessors {
  /** Scratch: the hashes of one or two columns as they would be (indexes 0 and 1). */
  private readonly newA = new Int32Array(2);
  private readonly newB = new Int32Array(2);
  /** What the foundations and the resets add to the summed column hashes (`keyMixes`). */
  private readonly mixes = new Int32Array(2);
  private readonly card = [0];
  /**
   * Per card, the column it tops in the position `anyLost` looks at, valid where `topAt`
   * holds that call's `epoch` (as move-generation.ts marks its board).
   */
  private readonly topColumn = new Int8Array(52);
  private readonly topAt = new Int32Array(52);
  private epoch = 0;
  /** The column hashes of the position, summed. */
  private sumA = 0;
  private sumB = 0;
  /**
   * The keys to look up, `keys` of them, in the order they are asked: at most 130 (per
   * column the top card back in the talon or back home and its face-up piles, at most 14;
   * per foundation its card back in the talon or on a column, at most 8).
   */
  private readonly keyA = new Int32Array(256);
  private readonly keyB = new Int32Array(256);
  private keys = 0;
  /** What the loads ahead of the lookups read, kept so that they are made. */
  touched = 0;

  /**
   * `lost(a, b)`: whether the position keyed a, b is known lost for good; `touch(a, b)` reads
   * where that key would lie, so that the lookups that follow find it in the cache.
   */
  constructor(
    private readonly board: Board,
    private readonly lost: (a: number, b: number) => boolean,
    private readonly touch: (a: number, b: number) => number = () => 0,
  ) {}

  /**
   * Whether some position one move before this one is known lost for good; `wasteKey` is the
   * waste size as the key holds it (`SearchMode.wasteKey`): -1 where the key leaves it out.
   */
  anyLost(wasteKey: number): boolean {
    const board = this.board;
    const { cols, coveredCount: down, foundationTop: found, hashA, hashB } = board;
    const { newA, newB, mixes, topColumn, topAt } = this;
    let sumA = 0;
    let sumB = 0;
    for (let i = 0; i < 7; i++) {
      sumA = (sumA + hashA[i]) | 0;
      sumB = (sumB + hashB[i]) | 0;
    }
    this.sumA = sumA;
    this.sumB = sumB;
    // Whether the key leaves the waste out. If not (turning three), a card is not put back
    // in the talon: the waste size it was played from is not known.
    const talonOut = wasteKey < 0;
    keyMixes(found, wasteKey, board.resets, mixes);
    this.keys = 0;
    const epoch = ++this.epoch;
    for (let i = 0; i < 7; i++) {
      const n = cols[i].length;
      if (n === 0) continue;
      topColumn[cols[i][n - 1]] = i;
      topAt[cols[i][n - 1]] = epoch;
    }
    for (let i = 0; i < 7; i++) {
      const col = cols[i];
      const n = col.length;
      if (n === 0) continue;
      // The top card laid from the talon: on a face-up card it fits, or a king alone.
      if (n - 1 > down[i] ? fits(col[n - 1], col[n - 2]) : n === 1 && rank(col[0]) === 13) {
        const top = col[n - 1];
        const s = suit(top);
        // Under the standard rules it may have come down from home, its foundation one lower.
        const cameDown = board.standard && found[s] === rank(top) - 1;
        if (talonOut || cameDown) hashJoined(col, n - 1, col, 0, 0, down[i], 0, newA, newB);
        if (talonOut) this.askWith(i, -1);
        if (cameDown) {
          found[s]++;
          keyMixes(found, wasteKey, board.resets, mixes);
          found[s]--;
          this.askWith(i, -1);
          keyMixes(found, wasteKey, board.resets, mixes);
        }
      }
      // A pile laid on a face-up card whose twin lies on top of another column.
      for (let j = down[i] + 1; j < n; j++) {
        const other = twin(col[j - 1]);
        if (topAt[other] !== epoch || topColumn[other] === i || !fits(col[j], col[j - 1])) {
          continue;
        }
        const k = topColumn[other];
        const dest = cols[k];
        hashJoined(col, j, col, 0, 0, down[i], 0, newA, newB);
        hashJoined(dest, dest.length, col, j, n, down[k], 1, newA, newB);
        this.askWith(i, k);
      }
    }
    // A card gone home, from the talon or from a column top it fits (a king: alone); last,
    // as these find the fewest.
    for (let s = 0; s < 4; s++) {
      const r = found[s];
      if (r === 0) continue;
      const card = (r - 1) * 4 + s;
      found[s] = r - 1;
      keyMixes(found, wasteKey, board.resets, mixes);
      found[s] = r;
      if (talonOut) this.ask(sumA ^ mixes[0], (sumB + mixes[1]) | 0);
      this.card[0] = card;
      let empty = false; // an empty column tried (the order of the columns does not matter)
      for (let k = 0; k < 7; k++) {
        const col = cols[k];
        const n = col.length;
        if (n > 0 ? !fits(card, col[n - 1]) : r !== 13 || empty) continue;
        if (n === 0) empty = true;
        hashJoined(col, n, this.card, 0, 1, down[k], 0, newA, newB);
        this.askWith(k, -1);
      }
    }
    // Every load first, none waiting on another, then the lookups in order.
    const { keyA, keyB, keys } = this;
    let any = 0;
    for (let n = 0; n < keys; n++) any |= this.touch(keyA[n], keyB[n]);
    this.touched = any;
    for (let n = 0; n < keys; n++) if (this.lost(keyA[n], keyB[n])) return true;
    return false;
  }

  /** Queues key a, b to be looked up. */
  private ask(a: number, b: number): void {
    const n = this.keys++;
    this.keyA[n] = a;
    this.keyB[n] = b;
  }

  /**
   * Queues the key of the position with column `i` hashed as `newA/B[0]` (and column `k`,
   * unless -1, as `newA/B[1]`), the rest as now, the foundations as `mixes` says.
   */
  private askWith(i: number, k: number): void {
    const { hashA, hashB } = this.board;
    let a = (this.sumA - hashA[i] + this.newA[0]) | 0;
    let b = (this.sumB - hashB[i] + this.newB[0]) | 0;
    if (k >= 0) {
      a = (a - hashA[k] + this.newA[1]) | 0;
      b = (b - hashB[k] + this.newB[1]) | 0;
    }
    this.ask((a ^ this.mixes[0]) | 0, (b + this.mixes[1]) | 0);
  }
}
