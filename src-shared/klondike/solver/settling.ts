/**
 * Which positions the depth-first search has proved lost for good, though it skips moves
 * back to positions still on its path: Tarjan's bookkeeping of strongly connected
 * components, by the numbers the search gives positions as it enters them. A position whose
 * search never met one entered before it and not yet settled (`low` no lower than its own
 * number) is the first of its component to be entered: once it is over, every position
 * entered since, it included, is over without a win and hangs on nothing still searched,
 * so each is lost for good (docs/klondike-solver.md, "Lost before the move"). Positions are
 * numbered in the order they are entered, so those settled are runs of numbers.
 */
export class Settling {
  private last = 0;
  /** The runs of settled numbers, first to last, none touching the next. */
  private readonly from: number[] = [];
  private readonly to: number[] = [];

  /** The number of the next position entered. */
  enter(): number {
    return ++this.last;
  }

  /**
   * The position numbered `first` is over, and no position it met hangs on one entered
   * before it: it and every position entered since are lost for good.
   */
  settleFrom(first: number): void {
    const { from, to } = this;
    while (from.length > 0 && from[from.length - 1] >= first) {
      from.pop();
      to.pop();
    }
    if (to.length > 0 && to[to.length - 1] + 1 >= first) to[to.length - 1] = this.last;
    else {
      from.push(first);
      to.push(this.last);
    }
  }

  /** Whether the position numbered `n`, its search over, has been settled. */
  settled(n: number): boolean {
    const { from, to } = this;
    let lo = 0;
    let hi = from.length - 1;
    // The last run starting at or before n.
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (from[mid] <= n) lo = mid + 1;
      else hi = mid - 1;
    }
    return hi >= 0 && n <= to[hi];
  }

  /** How many runs it keeps (tests). */
  get runs(): number {
    return this.from.length;
  }
}
