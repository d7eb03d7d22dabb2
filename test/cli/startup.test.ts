import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/browser';

const DIST = path.join(ROOT, 'dist');

/** The packages and built files `file` imports: `static` at load, `dynamic` on demand. */
function importsOf(file: string): { static: string[]; dynamic: string[] } {
  const text = readFileSync(path.join(DIST, file), 'utf8');
  const found = (pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]);
  return {
    static: found(/^import\s[^;]*?from\s*"([^"]+)"/gms).concat(found(/^import\s*"([^"]+)"/gm)),
    dynamic: found(/\bimport\(\s*"([^"]+)"\s*\)/g),
  };
}

/** Every package the CLI's bundle loads before it runs a command, following its chunks. */
function loadedAtStart(entry: string): { packages: Set<string>; onDemand: string[] } {
  const packages = new Set<string>();
  const onDemand: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const imports = importsOf(file);
    for (const name of imports.static) {
      if (name.startsWith('./')) visit(name.slice(2));
      else packages.add(name);
    }
    onDemand.push(...imports.dynamic.filter((name) => name.startsWith('./')));
  };
  visit(entry);
  return { packages, onDemand };
}

describe('the CLI bundle (dist/cli.mjs, built by the global setup)', () => {
  it('loads ink and react only when the terminal game starts', () => {
    const { packages, onDemand } = loadedAtStart('cli.mjs');
    expect(packages.has('commander')).toBe(true);
    expect(packages.has('ink')).toBe(false);
    expect(packages.has('react')).toBe(false);
    // The game's chunk, imported by `solitaire game`, brings them.
    const game = onDemand.map((file) => loadedAtStart(file.slice(2)).packages);
    expect(game.some((p) => p.has('ink') && p.has('react'))).toBe(true);
  });
});
