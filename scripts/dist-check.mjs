// `npm run dist:check`: builds the desktop package as `npm run dist` would, in electron-builder's
// unpacked `dir` form, and checks that it is complete and works:
//   - app.asar holds the main process, the preload, the window, the workers, the solver
//     process, the CLI and the glyph templates;
//   - app.asar.unpacked holds this platform's native modules of sharp and nut-js (libnut);
//   - the fuses of electron-builder.yml are flipped in the packaged executable;
//   - the CLI, run with plain Node from the package's own files (the asar's contents, with every
//     unpacked file taken from app.asar.unpacked), reads the real screenshot in ../shared and
//     solves its board, and the native modules it loads are the unpacked ones.
// The real Electron distribution (node_modules/electron/dist) is used when it was downloaded;
// otherwise a stand-in whose executable carries only Electron's fuse wire (see standInElectron).
// Prints one line per check and a summary; exits 1 when any check fails.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import asar from '@electron/asar';
import fuses from '@electron/fuses';

const { FuseV1Options, getCurrentFuseWire } = fuses;
/** A fuse's byte in the wire: the character '1' when on, '0' when off. */
const FuseState = { ENABLE: 0x31, DISABLE: 0x30 };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const output = path.join(root, 'release', 'dist-check');
const appOut = path.join(output, 'linux-unpacked');
const screenshot = path.resolve(root, '..', 'shared', 'molek', 'screenshots', 'full-1x.png');
const BOARD = '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.';
const scratch = mkdtempSync(path.join(os.tmpdir(), 'dist-check-'));

const results = [];
function check(name, ok, detail = '') {
  results.push(ok);
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}${detail ? `: ${detail}` : ''}`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', ...options });
  if (result.error) throw new Error(`${command} could not start: ${result.error.message}`);
  return result;
}

function step(what, command, args, options) {
  console.log(`dist-check: ${what}`);
  const result = run(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  if (result.status !== 0) throw new Error(`${what} failed (exit ${result.status})`);
}

/**
 * A stand-in Electron distribution for Linux, for machines where Electron's binary was not
 * downloaded (ELECTRON_SKIP_BINARY_DOWNLOAD=1). electron-builder needs only the executable
 * `electron` to copy and rename, and to flip the fuses in it @electron/fuses needs Electron's
 * fuse wire: the sentinel, the wire's version (1) and length, then one byte per fuse, here
 * Electron's defaults. The executable only says what it is when run.
 */
function standInElectron() {
  const dist = path.join(scratch, 'electron-dist');
  mkdirSync(dist);
  const defaults = {
    [FuseV1Options.RunAsNode]: true,
    [FuseV1Options.EnableCookieEncryption]: false,
    [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: true,
    [FuseV1Options.EnableNodeCliInspectArguments]: true,
    [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: false,
    [FuseV1Options.OnlyLoadAppFromAsar]: false,
    [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
    [FuseV1Options.GrantFileProtocolExtraPrivileges]: true,
  };
  const wire = Object.keys(defaults).map((fuse) =>
    defaults[fuse] ? FuseState.ENABLE : FuseState.DISABLE,
  );
  const executable = path.join(dist, 'electron');
  writeFileSync(
    executable,
    Buffer.concat([
      Buffer.from(
        '#!/bin/sh\necho "a stand-in Electron made by npm run dist:check" >&2\nexit 1\n#',
      ),
      Buffer.from('dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'),
      Buffer.from([1, wire.length, ...wire]),
      Buffer.from('\n'),
    ]),
  );
  chmodSync(executable, 0o755);
  return dist;
}

/** The fuses electron-builder.yml asks for, as @electron/fuses numbers them. */
const EXPECTED_FUSES = {
  runAsNode: [FuseV1Options.RunAsNode, false],
  enableCookieEncryption: [FuseV1Options.EnableCookieEncryption, true],
  enableNodeOptionsEnvironmentVariable: [FuseV1Options.EnableNodeOptionsEnvironmentVariable, false],
  enableNodeCliInspectArguments: [FuseV1Options.EnableNodeCliInspectArguments, false],
  enableEmbeddedAsarIntegrityValidation: [
    FuseV1Options.EnableEmbeddedAsarIntegrityValidation,
    true,
  ],
  onlyLoadAppFromAsar: [FuseV1Options.OnlyLoadAppFromAsar, true],
};

/** Every file of an asar archive: its path (with /), and whether it lives in .unpacked. */
function asarFiles(archive) {
  const files = [];
  const walk = (directory, prefix) => {
    for (const [name, entry] of Object.entries(directory.files)) {
      const file = prefix ? `${prefix}/${name}` : name;
      if (entry.files) walk(entry, file);
      else files.push({ file, unpacked: entry.unpacked === true, link: entry.link ?? null, entry });
    }
  };
  walk(asar.getRawHeader(archive).header, '');
  return files;
}

/**
 * The app's files as Electron sees them, laid out for plain Node: every file packed in the
 * asar extracted, every unpacked one a symbolic link to its copy in app.asar.unpacked. Run
 * with --preserve-symlinks, modules resolve inside this tree (as they do inside the asar) while
 * the native libraries the system loads are the unpacked files themselves.
 */
function layOutForNode(archive, files) {
  const tree = path.join(scratch, 'app');
  for (const { file, unpacked, link, entry } of files) {
    const target = path.join(tree, file);
    mkdirSync(path.dirname(target), { recursive: true });
    if (link !== null) symlinkSync(path.join(tree, link), target);
    else if (unpacked) symlinkSync(path.join(`${archive}.unpacked`, file), target);
    else {
      writeFileSync(target, asar.extractFile(archive, file));
      if (entry.executable) chmodSync(target, 0o755);
    }
  }
  return tree;
}

/** Runs `solitaire ARGS` from the laid-out package with plain Node. */
function packagedCli(tree, args, input) {
  return run(
    process.execPath,
    [
      '--preserve-symlinks',
      '--preserve-symlinks-main',
      path.join(tree, 'bin', 'solitaire.cjs'),
      ...args,
    ],
    { cwd: scratch, input },
  );
}

/** The native libraries a Node process has loaded (Linux: from /proc/self/maps). */
const PROBE = `
const { createRequire } = require('node:module');
const load = createRequire(process.argv[1] + '/package.json');
load('sharp');
load('@nut-tree-fork/libnut');
const maps = require('node:fs').readFileSync('/proc/self/maps', 'utf8');
const loaded = new Set(maps.split('\\n').map((l) => l.slice(l.indexOf('/'))).filter((p) => /\\.node$/.test(p)));
console.log(JSON.stringify([...loaded]));
`;

async function main() {
  if (process.platform !== 'linux')
    throw new Error(`checks the Linux package (--linux dir); this is ${process.platform}`);
  if (!existsSync(screenshot))
    throw new Error(`${screenshot} is missing (../shared beside the checkout)`);

  step('building the app (node scripts/build.mjs)', process.execPath, ['scripts/build.mjs']);
  const real = path.join(root, 'node_modules', 'electron', 'dist');
  const electronDist = existsSync(path.join(real, 'electron')) ? real : standInElectron();
  console.log(
    `dist-check: Electron distribution: ${electronDist === real ? 'the real one' : 'a stand-in'} (${electronDist})`,
  );
  rmSync(output, { recursive: true, force: true });
  step(
    'packaging with electron-builder --linux dir',
    process.execPath,
    [
      path.join(root, 'node_modules', 'electron-builder', 'cli.js'),
      '--config',
      'electron-builder.yml',
      '--linux',
      'dir',
      `-c.electronDist=${electronDist}`,
      `-c.directories.output=${output}`,
    ],
    { env: { ...process.env, CSC_IDENTITY_AUTO_DISCOVERY: 'false' } },
  );

  const resources = path.join(appOut, 'resources');
  const archive = path.join(resources, 'app.asar');
  check('the package has resources/app.asar', existsSync(archive), archive);
  if (!existsSync(archive)) return;
  const files = asarFiles(archive);
  const names = new Set(files.map((f) => f.file));
  const has = (file) => names.has(file);
  const any = (pattern) => files.some((f) => pattern.test(f.file));

  check(
    'app.asar holds the main process and the preload',
    has('dist/main.cjs') && has('dist/preload.cjs'),
  );
  check(
    'app.asar holds the window',
    has('dist/renderer/index.html') && any(/^dist\/renderer\/assets\/.+\.js$/),
  );
  check(
    'app.asar holds the workers and the solver process',
    ['war-worker.mjs', 'klondike-worker.mjs', 'solver-process.mjs'].every((f) => has(`dist/${f}`)),
  );
  check('app.asar holds the CLI', has('bin/solitaire.cjs') && has('dist/cli.mjs'));
  const glyphs = files.filter((f) => f.file.startsWith('samples/molek-glyphs/'));
  check(
    'app.asar holds the glyph templates, unpacked for sharp to read',
    glyphs.length > 0 &&
      glyphs.every((f) => f.unpacked && existsSync(path.join(`${archive}.unpacked`, f.file))),
    `${glyphs.length} files`,
  );
  check(
    "app.asar leaves out the build's source maps and the benchmarks",
    !any(/^dist\/.*\.map$/) && !has('dist/bench.mjs'),
  );

  const unpackedNative = files
    .filter((f) => f.unpacked && /\.node$/.test(f.file))
    .map((f) => f.file)
    .filter((f) => existsSync(path.join(`${archive}.unpacked`, f)));
  const sharpNative = `node_modules/@img/sharp-${process.platform}-${process.arch}/lib/sharp-${process.platform}-${process.arch}.node`;
  const libnutNative = `node_modules/@nut-tree-fork/libnut-${process.platform}/build/Release/libnut.node`;
  check(
    `app.asar.unpacked holds sharp's native module`,
    unpackedNative.includes(sharpNative),
    sharpNative,
  );
  check(
    `app.asar.unpacked holds libnut's native module`,
    unpackedNative.includes(libnutNative),
    libnutNative,
  );

  const executable = path.join(appOut, 'solitaire-toolkit');
  const wire = await getCurrentFuseWire(executable);
  const wrong = Object.entries(EXPECTED_FUSES)
    .filter(([, [fuse, on]]) => wire[fuse] !== (on ? FuseState.ENABLE : FuseState.DISABLE))
    .map(([name]) => name);
  check(
    'the fuses are flipped as electron-builder.yml says',
    wrong.length === 0,
    wrong.length ? `wrong: ${wrong.join(', ')}` : Object.keys(EXPECTED_FUSES).join(', '),
  );

  const tree = layOutForNode(archive, files);
  const read = packagedCli(tree, ['read', screenshot]);
  const board = read.stdout.trim();
  check(
    'the packaged CLI reads the screenshot with plain Node',
    read.status === 0 && board === BOARD,
    read.status === 0 ? board : `exit ${read.status}: ${read.stderr.trim()}`,
  );
  const solve = packagedCli(tree, ['solve', '--cheat', board]);
  const replay = packagedCli(tree, ['replay', board], solve.stdout);
  const moves = solve.stdout.trim().split('\n').length;
  check(
    'the packaged CLI solves that board (replayed: valid, won)',
    solve.status === 0 && replay.status === 0 && replay.stdout.trim() === 'valid, won',
    solve.status === 0
      ? `${moves} moves; replay: ${replay.stdout.trim()}`
      : `exit ${solve.status}: ${solve.stderr.trim()}`,
  );

  const probe = run(process.execPath, ['--preserve-symlinks', '-e', PROBE, tree], { cwd: scratch });
  const loaded = probe.status === 0 ? JSON.parse(probe.stdout) : [];
  const fromUnpacked = (file) => loaded.includes(path.join(`${archive}.unpacked`, file));
  check(
    'the native modules load from app.asar.unpacked',
    fromUnpacked(sharpNative) && fromUnpacked(libnutNative),
    probe.status === 0 ? loaded.map((f) => path.relative(root, f)).join(', ') : probe.stderr.trim(),
  );
}

let failure = null;
try {
  await main();
} catch (error) {
  failure = error instanceof Error ? error.message : String(error);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
const passed = results.filter(Boolean).length;
if (failure) console.log(`FAIL  ${failure}`);
const ok = !failure && results.length > 0 && passed === results.length;
console.log(
  `dist-check: ${passed} of ${results.length} checks passed${failure ? ', then it stopped' : ''}: ${ok ? 'the package is good' : 'the package is NOT good'} (${path.relative(root, appOut)})`,
);
process.exit(ok ? 0 : 1);
