/**
 * A binary min-heap of (key, item) pairs of int32s, for best-first searches: `pop` gives
 * the item with the smallest key and, among equal keys, the largest item (the newest, as
 * the searches number their positions in the order they meet them; going deep among
 * equals finds wins sooner). Grows as needed.
 */
export class IntHeap {
  private keys = new Int32Array(1024);
  private items = new Int32Array(1024);
  size = 0;

  push(key: number, item: number): void {
    if (this.size === this.keys.length) {
      const keys = new Int32Array(this.size * 2);
      keys.set(this.keys);
      this.keys = keys;
      const items = new Int32Array(this.size * 2);
      items.set(this.items);
      this.items = items;
    }
    const { keys, items } = this;
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (keys[parent] < key || (keys[parent] === key && items[parent] > item)) break;
      keys[i] = keys[parent];
      items[i] = items[parent];
      i = parent;
    }
    keys[i] = key;
    items[i] = item;
  }

  /** The item with the smallest key (the heap must not be empty). */
  pop(): number {
    const { keys, items } = this;
    const top = items[0];
    const size = --this.size;
    const key = keys[size];
    const item = items[size];
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= size) break;
      const right = child + 1;
      if (
        right < size &&
        (keys[right] < keys[child] || (keys[right] === keys[child] && items[right] > items[child]))
      ) {
        child = right;
      }
      if (keys[child] > key || (keys[child] === key && items[child] < item)) break;
      keys[i] = keys[child];
      items[i] = items[child];
      i = child;
    }
    keys[i] = key;
    items[i] = item;
    return top;
  }

  clear(): void {
    this.size = 0;
  }
}
