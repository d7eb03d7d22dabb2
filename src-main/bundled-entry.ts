import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Where a built entry (a worker thread's or the solver process's bundle, `dist/<name>`) is:
 * next to the running bundle (dist/cli.mjs, dist/main.cjs, dist/web-host.mjs,
 * dist/bench.mjs), or in dist/ when this code runs from source in tests. When neither holds
 * it, says so and how to build it, rather than handing back a path that cannot start.
 */
export function bundledEntry(name: string): string {
  // This file is src-main/bundled-entry.ts from source, and bundled into dist/*.
  const candidates = [path.join(__dirname, name), path.resolve(__dirname, '..', 'dist', name)];
  const found = candidates.find((file) => existsSync(file));
  if (!found) {
    throw new Error(
      `${name} is not built (looked for ${candidates.join(' and ')}); run node scripts/build.mjs --node`,
    );
  }
  return found;
}
