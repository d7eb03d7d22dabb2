// Builds the Node-side entries with esbuild and, unless --node is given, the window with Vite.
//   node scripts/build.mjs          everything (dist/)
//   node scripts/build.mjs --node   only the Node entries (used by `npm install` via "prepare")
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nodeOnly = process.argv.includes('--node');

// ES module entries for plain Node: the CLI, the web host, benchmarks, worker processes.
const nodeEntries = {
  cli: 'src-main/cli/main.ts',
  'web-host': 'src-main/web-host/main.ts',
  bench: 'scripts/bench/main.ts',
  'solver-process': 'src-main/solver/process-entry.ts',
  'war-worker': 'src-main/war/worker.ts',
  'klondike-worker': 'src-main/klondike/solver-worker.ts',
};
// CommonJS entries for Electron (the sandboxed preload must be CommonJS).
const electronEntries = {
  main: 'src-main/electron/main.ts',
  preload: 'src-main/electron/preload.ts',
};

const esmBanner = [
  "import { createRequire as __createRequire } from 'node:module';",
  "import { fileURLToPath as __fileURLToPath } from 'node:url';",
  "import __path from 'node:path';",
  'const require = __createRequire(import.meta.url);',
  'const __filename = __fileURLToPath(import.meta.url);',
  'const __dirname = __path.dirname(__filename);',
].join('\n');

const common = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  target: 'node22.12',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
  outdir: path.join(root, 'dist'),
};

await build({
  ...common,
  entryPoints: nodeEntries,
  format: 'esm',
  // Modules imported on demand (the terminal game's ink) go to chunks of their own, so that
  // the commands that do not use them start without loading them.
  splitting: true,
  // In dist/ beside the entries, so that `__dirname` is the same in every module.
  chunkNames: '[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  banner: { js: esmBanner },
});

if (!nodeOnly) {
  await build({
    ...common,
    entryPoints: electronEntries,
    format: 'cjs',
    outExtension: { '.js': '.cjs' },
    external: ['electron'],
  });
  const { build: viteBuild } = await import('vite');
  await viteBuild({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'error' });
}
