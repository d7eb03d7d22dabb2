import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { captureCli } from '../support/cli-capture';
import { ROOT } from '../support/browser';

/**
 * #25.8: every file the CLI reads or writes goes through src-main/files/user-file.ts, so a
 * folder given for a file, a missing file or folder, and a file that is not what the command
 * reads are one line naming the path, in words, with exit status 2 (bad input).
 */
const cli = captureCli();
const scratch = mkdtempSync(path.join(tmpdir(), 'cli-files-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const folder = path.join(scratch, 'a-folder');
mkdirSync(folder);
const missing = path.join(scratch, 'missing.txt');
const notes = path.join(scratch, 'notes.txt');
writeFileSync(notes, 'root:x:0:0:root:/root:/bin/bash\n');
const SCREENSHOT = path.resolve(ROOT, '..', 'shared', 'molek', 'screenshots', 'full-1x.png');
const BOARD = '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.';

async function fails(args: string[], message: string): Promise<void> {
  const code = await cli.run(...args);
  expect({ code, err: cli.err, out: cli.out }).toEqual({
    code: 2,
    err: `solitaire: ${message}\n`,
    out: '',
  });
}

describe('a folder given for a file', () => {
  const why = `cannot read ${folder}: it is a folder, not a file`;
  it.each([
    [['read', folder]],
    [['solve', '--batch', folder]],
    [['check', folder]],
    [['advance', folder]],
    [['winnable', folder]],
    [['game', '-f', folder]],
    [['glyphs', '--from', folder, '--board', BOARD, '--out', path.join(scratch, 'g')]],
  ])('%j', async (args) => fails(args, why));
});

describe('a missing file', () => {
  const why = `cannot read ${missing}: no such file`;
  it.each([
    [['read', missing]],
    [['solve', '--batch', missing]],
    [['check', missing]],
    [['advance', missing]],
    [['game', '-f', missing]],
    [['glyphs', '--from', missing, '--board', BOARD]],
  ])('%j', async (args) => fails(args, why));
});

describe('a file that cannot be written', () => {
  const out = '/nonexistent/ov.png';
  it('read --overlay into a missing folder: refused before the picture is read', () =>
    fails(
      ['read', SCREENSHOT, '--overlay', out],
      'cannot write /nonexistent/ov.png: there is no folder /nonexistent',
    ));

  it('advance -o into a missing folder, after the summary line', async () => {
    const moves = path.resolve(ROOT, '..', 'shared', 'klondike', 'examples', 'moves.txt');
    expect(await cli.run('advance', '-m', '0', '-o', '/nonexistent/state.txt', moves)).toBe(2);
    expect(cli.err).toBe(
      'solitaire: cannot write /nonexistent/state.txt: there is no folder /nonexistent\n',
    );
  });

  it('read --overlay onto a folder', () =>
    fails(
      ['read', SCREENSHOT, '--overlay', folder],
      `cannot write ${folder}: it is a folder, not a file`,
    ));

  it('auto --stats into a missing folder: refused before the screen is used', () =>
    fails(
      ['auto', '--stats', '/nonexistent/run.csv'],
      'cannot write /nonexistent/run.csv: there is no folder /nonexistent',
    ));

  it('glyphs --out where a file is in the way', () =>
    fails(
      ['glyphs', '--from', SCREENSHOT, '--board', BOARD, '--out', path.join(notes, 'glyphs')],
      `cannot make the folder ${path.join(notes, 'glyphs')}: a file of that name (or above it) is in the way`,
    ));
});

describe('a file that is not a picture', () => {
  it("read names it in words, not in sharp's", () =>
    fails(['read', notes], `${notes}: a text file, not a picture`));

  it('glyphs --from too', () =>
    fails(['glyphs', '--from', notes, '--board', BOARD], `${notes}: a text file, not a picture`));
});

describe("commander's complaints", () => {
  it.each([
    [['frobnicate'], "unknown command 'frobnicate' (see solitaire --help)"],
    [['chek'], "unknown command 'chek'; did you mean check? (see solitaire --help)"],
    [['check', '--bogus'], "unknown option '--bogus' (see solitaire check --help)"],
    [['--bogus'], "unknown option '--bogus' (see solitaire --help)"],
    [['deal'], "required option '-s, --seed <SEED>' not specified (see solitaire deal --help)"],
  ])('%j: one line, prefixed, exit 2', async (args, message) => fails(args, message));
});
