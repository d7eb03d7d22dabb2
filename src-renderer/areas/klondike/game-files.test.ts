import { describe, expect, it } from 'vitest';
import { isText, textOf } from './game-files';

describe('opening a game file', () => {
  it('reads UTF-8 text, and refuses bytes that are not text', () => {
    expect(textOf(new TextEncoder().encode('RULES:\nturn 1 # ♥\n'))).toBe('RULES:\nturn 1 # ♥\n');
    // The start of a PNG file: a NUL byte and bytes that are not UTF-8.
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect(isText(png)).toBe(false);
    expect(textOf(png)).toBeNull();
    expect(isText(Uint8Array.from([0x41, 0xff, 0x42]))).toBe(false);
    expect(isText(new Uint8Array())).toBe(true);
  });
});
