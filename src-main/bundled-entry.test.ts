import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledEntry } from './bundled-entry';

describe('bundledEntry', () => {
  it('finds a built entry in dist/ when running from source', () => {
    // The test setup builds dist/ when it is missing.
    expect(bundledEntry('war-worker.mjs')).toBe(
      path.resolve(__dirname, '..', 'dist', 'war-worker.mjs'),
    );
  });

  it('says an entry is not built, and how to build it, instead of guessing a path', () => {
    const here = path.join(__dirname, 'no-such-entry.mjs');
    const dist = path.resolve(__dirname, '..', 'dist', 'no-such-entry.mjs');
    expect(() => bundledEntry('no-such-entry.mjs')).toThrow(
      `no-such-entry.mjs is not built (looked for ${here} and ${dist}); run node scripts/build.mjs --node`,
    );
  });
});
