/**
 * The search engine over the packed `Position`: move generation with pruning and ordering,
 * one depth-first search that either decides (a solution, or the proof that none exists
 * within the depth limit) or, raised one bound at a time, is IDA* and proves the shortest
 * solution; and best-first search (A*). solver.ts drives them.
 */
import { COLUMN_COUNT } from './cards';
import { packMove, Position, RECORD_BYTES, savePosition, STRIDE } from './position';
import { IntHeap } from '../int-heap';
import type { SolverControl } from '../solver-control';
import { TranspositionTable } from './table';

const ACE = 14;
/** Room for the moves of one position: at most 5 targets for each of 15 rows of 6 columns. */
const MOVES_PER_DEPTH = 192;
/** The deepest line the table can hold: it stores depth << 5 | cheats in 0..65534. */
const MAX_DEPTH = 2046;

/** Thrown inside the search to unwind it when the caller stops it or its cache is full. */
export class SearchStopped extends Error {
  constructor(readonly reason: 'stopped' | 'cache') {
    super(reason);
  }
}

export class Search {
  readonly position: Position;
  readonly table: TranspositionTable;
  private readonly moves: Int32Array;
  private readonly scores: Int8Array;
  /** The moves of the current line, and of the best solution found. */
  readonly line: Int32Array;
  states = 0;

  constructor(
    position: Position,
    cacheMiB: number,
    maxDepth: number,
    /** Asked every 4096 positions (`shouldStop` only; the solver reports progress). */
    private readonly control: SolverControl<unknown>,
  ) {
    if (!Number.isInteger(maxDepth) || maxDepth < 1 || maxDepth > MAX_DEPTH) {
      throw new RangeError(`the depth limit must be a whole number from 1 to ${MAX_DEPTH}`);
    }
    if (!(cacheMiB > 0))
      throw new RangeError(`the cache must be more than 0 MiB (got ${cacheMiB})`);
    this.position = position;
    this.table = new TranspositionTable(cacheMiB);
    this.moves = new Int32Array((maxDepth + 1) * MOVES_PER_DEPTH);
    this.scores = new Int8Array(MOVES_PER_DEPTH);
    this.line = new Int32Array(maxDepth + 1);
  }

  /** The i-th generated move at `depth`. */
  moveAt(depth: number, i: number): number {
    return this.moves[depth * MOVES_PER_DEPTH + i];
  }

  tick(): void {
    if ((++this.states & 4095) === 0 && this.control.shouldStop?.()) {
      throw new SearchStopped('stopped');
    }
  }

  /**
   * Writes the moves worth trying at `depth` into its slice of `moves`, best first, and
   * returns how many. Pruned: moving a whole column onto an empty one (the same board with
   * columns swapped) and every empty target but the first (they are interchangeable).
   * Order: by how the move changes the breaks (removes one, none, adds one), cheats last.
   */
  generate(depth: number, cheats: boolean): number {
    const p = this.position;
    const cards = p.cards;
    const base = depth * MOVES_PER_DEPTH;
    const moves = this.moves;
    const scores = this.scores;
    let count = 0;
    let firstEmpty = -1;
    for (let c = 0; c < COLUMN_COUNT; c++) {
      if (p.length[c] === 0) {
        firstEmpty = c;
        break;
      }
    }
    for (let from = 0; from < COLUMN_COUNT; from++) {
      const n = p.length[from];
      if (n === 0 || p.isLocked(from)) continue;
      const fromBase = from * STRIDE;
      const start = p.runStart(from);
      const startRank = cards[fromBase + start];
      const fromCheated = p.cheated[from];
      const topRank = cards[fromBase + n - 1];
      for (let to = 0; to < COLUMN_COUNT; to++) {
        if (to === from) continue;
        const m = p.length[to];
        if (m === 0) {
          if (to !== firstEmpty) continue;
          for (let row = start === 0 ? 1 : start; row < n; row++) {
            const rank = cards[fromBase + row];
            const removes = row === 0 ? rank !== ACE : cards[fromBase + row - 1] !== rank + 1;
            const adds = rank !== ACE;
            moves[base + count] = packMove(from, row, to, false);
            scores[count++] = (removes ? 0 : 1) + (adds ? 1 : 0);
          }
          continue;
        }
        if (p.cheated[to] || p.isLocked(to)) continue;
        const need = cards[to * STRIDE + m - 1] - 1;
        // The run from `start` descends one per row, so at most one row holds `need`.
        const row = start + (startRank - need);
        if (need >= 6 && row >= start && row < n) {
          const removes = row === 0 ? need !== ACE : cards[fromBase + row - 1] !== need + 1;
          moves[base + count] = packMove(from, row, to, false);
          scores[count++] = removes ? 0 : 1;
        } else if (cheats && !fromCheated && topRank !== need) {
          const removes = n === 1 ? topRank !== ACE : cards[fromBase + n - 2] !== topRank + 1;
          moves[base + count] = packMove(from, n - 1, to, true);
          scores[count++] = 3 + (removes ? 0 : 1);
        }
      }
    }
    if (this.plain) for (let i = 0; i < count; i++) scores[i] = scores[i] >= 3 ? 3 : 0;
    // Insertion sort by score: lists are short, and a stable order keeps runs deterministic.
    for (let i = 1; i < count; i++) {
      const move = moves[base + i];
      const score = scores[i];
      let j = i - 1;
      while (j >= 0 && scores[j] > score) {
        moves[base + j + 1] = moves[base + j];
        scores[j + 1] = scores[j];
        j--;
      }
      moves[base + j + 1] = move;
      scores[j + 1] = score;
    }
    return count;
  }

  /** Whether the depth limit pruned anything in the last search (a deeper one might help). */
  cutoff = false;
  /**
   * Treat a position seen once as done, however deep it was seen: right when the depth limit
   * never cut a line (then every position seen was searched completely), and much faster.
   */
  settled = false;
  /**
   * Plain mode, kept as the benchmark's baseline (the existing solver's way): moves in
   * board order with only cheats last, and no lower-bound pruning.
   */
  plain = false;
  /** Positions expanded (their moves generated). */
  expanded = 0;

  /**
   * Depth-first search of every position reachable in at most `limit` moves (using at most
   * `cheatLimit` cheats), stopping at the first win; the line is in `line[0..depth)`.
   *
   * Lines are cut as soon as moves made + breaks passes the limit: f never decreases along a
   * line (a move removes at most one break), so with `settled` off and the limit raised one
   * by one this is IDA*, and its first win is a shortest one. The table remembers, per
   * position, the fewest moves and cheats it was reached with; a position reached again with
   * no fewer of either has nothing new to offer.
   *
   * A full table stops the search (`SearchStopped('cache')`), whatever it was for. Going on
   * without remembering would still be correct, but a search that must be exhaustive (the
   * cheat-free verdict, the proof of a shortest solution) could then take exponential time;
   * the Cache option promises "gives up undecided" instead, and the solver keeps the best
   * solution it already has.
   */
  depthFirst(depth: number, limit: number, cheatsUsed: number, cheatLimit: number): number {
    const p = this.position;
    if (p.isWon()) return depth;
    if (depth + (this.plain ? 0 : p.breaks) > limit) {
      this.cutoff = true;
      return -1;
    }
    const packed = ((this.settled ? 0 : depth) << 5) | cheatsUsed;
    const seen = this.table.get(p.keyA, p.keyB);
    if (seen >= 0 && seen >>> 5 <= packed >>> 5 && (seen & 31) <= cheatsUsed) return -1;
    if (!this.table.set(p.keyA, p.keyB, packed)) throw new SearchStopped('cache');
    this.expanded++;
    const count = this.generate(depth, cheatsUsed < cheatLimit);
    const base = depth * MOVES_PER_DEPTH;
    for (let i = 0; i < count; i++) {
      const move = this.moves[base + i];
      this.tick();
      const cheat = (move >>> 11) & 1;
      const token = p.make(move);
      this.line[depth] = move;
      const found = this.depthFirst(depth + 1, limit, cheatsUsed + cheat, cheatLimit);
      p.unmake(move, token);
      if (found >= 0) return found;
    }
    return -1;
  }
}

/** Bytes a best-first node costs: its record, parent, move, g, key and heap entry. */
export const BYTES_PER_NODE = RECORD_BYTES + 4 + 4 + 2 + 8 + 8;

/**
 * Best-first search (A* when both weights are 1, weighted A* otherwise) over stored
 * positions: expands positions in order of gWeight·moves + hWeight·breaks, fewest breaks
 * first among equals. With weights 1/1 the first win it finds is a shortest one (breaks
 * never overestimate, and never drop by more than one per move); with cheats off and no
 * win, it has seen every reachable position, which proves there is none.
 */
export class BestFirst {
  private records = new Uint8Array(0);
  private parents = new Int32Array(0);
  private movesOf = new Int32Array(0);
  private gs = new Uint16Array(0);
  private keysA = new Int32Array(0);
  private keysB = new Int32Array(0);
  private readonly heap = new IntHeap();
  private nodes = 0;
  private capacity = 0;
  /** Whether the move limit pruned a line (a higher limit might find more). */
  cutoff = false;

  constructor(
    private readonly search: Search,
    private readonly maxNodes: number,
  ) {}

  private ensure(): void {
    if (this.nodes < this.capacity) return;
    if (this.capacity >= this.maxNodes) throw new SearchStopped('cache');
    const capacity = Math.min(this.maxNodes, Math.max(4096, this.capacity * 2));
    const grow = <T extends Int32Array | Uint16Array | Uint8Array>(
      old: T,
      make: (n: number) => T,
      n: number,
    ) => {
      const next = make(n);
      next.set(old);
      return next;
    };
    this.records = grow(this.records, (n) => new Uint8Array(n), capacity * RECORD_BYTES);
    this.parents = grow(this.parents, (n) => new Int32Array(n), capacity);
    this.movesOf = grow(this.movesOf, (n) => new Int32Array(n), capacity);
    this.gs = grow(this.gs, (n) => new Uint16Array(n), capacity);
    this.keysA = grow(this.keysA, (n) => new Int32Array(n), capacity);
    this.keysB = grow(this.keysB, (n) => new Int32Array(n), capacity);
    this.capacity = capacity;
  }

  private addNode(
    parent: number,
    move: number,
    g: number,
    gWeight: number,
    hWeight: number,
  ): number {
    this.ensure();
    const p = this.search.position;
    const node = this.nodes++;
    savePosition(p, this.records, node * RECORD_BYTES);
    this.parents[node] = parent;
    this.movesOf[node] = move;
    this.gs[node] = g;
    this.keysA[node] = p.keyA;
    this.keysB[node] = p.keyB;
    this.heap.push((gWeight * g + hWeight * p.breaks) * 64 + p.breaks, node);
    return node;
  }

  /**
   * Searches from the search's current position; returns the winning line (packed moves) or
   * null. `limit` caps the line length; `cheats` allows cheat moves.
   */
  run(limit: number, cheats: boolean, gWeight: number, hWeight: number): number[] | null {
    const search = this.search;
    const p = search.position;
    const table = search.table;
    table.clear();
    this.nodes = 0;
    this.heap.clear();
    this.cutoff = false;
    if (p.isWon()) return [];
    if (p.breaks > limit) {
      this.cutoff = true;
      return null;
    }
    table.set(p.keyA, p.keyB, 0);
    this.addNode(-1, 0, 0, gWeight, hWeight);
    while (this.heap.size > 0) {
      const node = this.heap.pop();
      const g = this.gs[node];
      if (table.get(this.keysA[node], this.keysB[node]) < g) continue; // reached better since
      p.loadRecord(this.records, node * RECORD_BYTES);
      search.expanded++;
      const count = search.generate(0, cheats);
      for (let i = 0; i < count; i++) {
        const move = search.moveAt(0, i);
        search.tick();
        const token = p.make(move);
        if (p.isWon()) {
          const line = this.lineTo(node);
          line.push(move);
          p.unmake(move, token);
          return line;
        }
        const childG = g + 1;
        if (childG + p.breaks > limit) {
          this.cutoff = true;
        } else {
          const seen = table.get(p.keyA, p.keyB);
          if (seen < 0 || seen > childG) {
            if (!table.set(p.keyA, p.keyB, childG)) {
              p.unmake(move, token);
              throw new SearchStopped('cache');
            }
            this.addNode(node, move, childG, gWeight, hWeight);
          }
        }
        p.unmake(move, token);
      }
    }
    return null;
  }

  private lineTo(node: number): number[] {
    const line: number[] = [];
    for (let n = node; this.parents[n] >= 0; n = this.parents[n]) line.push(this.movesOf[n]);
    return line.reverse();
  }
}
