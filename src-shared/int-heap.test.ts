import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IntHeap } from './int-heap';

describe('IntHeap', () => {
  it('pops by smallest key, and among equal keys the largest item first', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -50, max: 50 }), fc.nat(5000)), { maxLength: 3000 }),
        (pairs) => {
          const heap = new IntHeap();
          pairs.forEach(([key, item]) => heap.push(key, item));
          const expected = [...pairs]
            .sort((a, b) => a[0] - b[0] || b[1] - a[1])
            .map(([, item]) => item);
          const popped: number[] = [];
          while (heap.size > 0) popped.push(heap.pop());
          expect(popped).toEqual(expected);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('starts over empty after clear', () => {
    const heap = new IntHeap();
    heap.push(3, 1);
    heap.push(1, 2);
    heap.clear();
    expect(heap.size).toBe(0);
    heap.push(5, 9);
    expect(heap.pop()).toBe(9);
  });
});
