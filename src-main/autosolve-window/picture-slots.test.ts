import { describe, expect, it } from 'vitest';
import { PictureSlots } from './picture-slots';

/** A read that ends when the test says so. */
function pending() {
  let finish!: (value: string) => void;
  const promise = new Promise<string>((resolve) => (finish = resolve));
  return { promise, finish };
}

describe('PictureSlots', () => {
  it('runs two reads at once, refuses a third at once, and frees a slot when one ends', async () => {
    const slots = new PictureSlots(2);
    const first = pending();
    const second = pending();
    const a = slots.run(() => first.promise);
    const b = slots.run(() => second.promise);
    expect(slots.inUse).toBe(2);
    let thirdRan = false;
    await expect(
      slots.run(async () => {
        thirdRan = true;
        return 'third';
      }),
    ).rejects.toThrow(
      'two pictures are being read already: open this one again when they are done',
    );
    expect(thirdRan).toBe(false);
    first.finish('first');
    expect(await a).toBe('first');
    expect(slots.inUse).toBe(1);
    expect(await slots.run(async () => 'again')).toBe('again');
    second.finish('second');
    expect(await b).toBe('second');
    expect(slots.inUse).toBe(0);
  });

  it('frees the slot of a read that fails', async () => {
    const slots = new PictureSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('broken.png')))).rejects.toThrow(
      'broken.png',
    );
    expect(slots.inUse).toBe(0);
  });
});
