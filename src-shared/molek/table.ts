/**
 * The solver's transposition table: positions it has seen (by their 64-bit order-independent
 * key) with one small number each (the fewest moves it took to reach them). Open addressing
 * on typed arrays, so its memory is exactly what the Cache option allows: it starts small,
 * doubles while the search needs it, and reports `full` once the budget is spent.
 */
const BYTES_PER_SLOT = 4 + 4 + 2;
const FIRST_CAPACITY = 1 << 14;

export class TranspositionTable {
  private capacity = 0;
  private mask = 0;
  private keysA = new Int32Array(0);
  private keysB = new Int32Array(0);
  /** Stored value + 1; 0 marks an empty slot. */
  private values = new Uint16Array(0);
  size = 0;
  /** Slots the budget allows (a power of two). */
  readonly maxCapacity: number;

  constructor(budgetMiB: number) {
    const slots = Math.floor((budgetMiB * 1024 * 1024) / BYTES_PER_SLOT);
    let capacity = FIRST_CAPACITY;
    while (capacity * 2 <= slots) capacity *= 2;
    this.maxCapacity = capacity;
    this.allocate(Math.min(FIRST_CAPACITY, capacity));
  }

  /** Entries the table can hold before it counts as full (half its largest capacity). */
  get maxEntries(): number {
    return this.maxCapacity >>> 1;
  }

  get full(): boolean {
    return this.size >= this.maxEntries;
  }

  /** Bytes currently allocated. */
  get bytes(): number {
    return this.capacity * BYTES_PER_SLOT;
  }

  clear(): void {
    this.values.fill(0);
    this.size = 0;
  }

  private allocate(capacity: number): void {
    this.capacity = capacity;
    this.mask = capacity - 1;
    this.keysA = new Int32Array(capacity);
    this.keysB = new Int32Array(capacity);
    this.values = new Uint16Array(capacity);
  }

  private grow(): void {
    const { keysA, keysB, values } = this;
    this.allocate(this.capacity * 2);
    for (let i = 0; i < values.length; i++) {
      if (values[i] === 0) continue;
      let slot = this.slotOf(keysA[i], keysB[i]);
      while (this.values[slot] !== 0) slot = (slot + 1) & this.mask;
      this.keysA[slot] = keysA[i];
      this.keysB[slot] = keysB[i];
      this.values[slot] = values[i];
    }
  }

  private slotOf(a: number, b: number): number {
    return (Math.imul(a ^ (b >>> 15), 0x27d4eb2d) ^ b) & this.mask;
  }

  /** The value stored for the key, or -1. */
  get(a: number, b: number): number {
    let slot = this.slotOf(a, b);
    for (;;) {
      const v = this.values[slot];
      if (v === 0) return -1;
      if (this.keysA[slot] === a && this.keysB[slot] === b) return v - 1;
      slot = (slot + 1) & this.mask;
    }
  }

  /**
   * Stores the value (0..65534) for the key, replacing an older one. Returns false, storing
   * nothing, when the key is new and the table is full.
   */
  set(a: number, b: number, value: number): boolean {
    let slot = this.slotOf(a, b);
    for (;;) {
      const v = this.values[slot];
      if (v === 0) break;
      if (this.keysA[slot] === a && this.keysB[slot] === b) {
        this.values[slot] = value + 1;
        return true;
      }
      slot = (slot + 1) & this.mask;
    }
    if (this.size >= this.maxEntries) return false;
    if (this.size + 1 > this.capacity >>> 1 && this.capacity < this.maxCapacity) {
      this.grow();
      return this.set(a, b, value);
    }
    this.keysA[slot] = a;
    this.keysB[slot] = b;
    this.values[slot] = value + 1;
    this.size++;
    return true;
  }
}
