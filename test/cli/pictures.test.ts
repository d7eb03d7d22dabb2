import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { autosolveHandlers } from '../../src-main/handlers/autosolve';
import { decodePicture } from '../../src-main/vision/screenshot';
import type { PictureHeader } from '../../src-main/vision/picture-file';
import { ROOT } from '../support/browser';
import { blackPng, SVG_BOMB } from './picture-bombs';

/**
 * #25.2: picture bombs are refused from their first bytes and header, before anything is
 * decoded, by the CLI and by the window's handler alike.
 */
const BIN = path.join(ROOT, 'bin', 'solitaire.cjs');
const scratch = mkdtempSync(path.join(tmpdir(), 'cli-pictures-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const svg = path.join(scratch, 'bomb.svg');
writeFileSync(svg, SVG_BOMB);
const pngBytes = blackPng(15000, 15000);
const png = path.join(scratch, 'bomb.png');
writeFileSync(png, pngBytes);
const gif = path.join(scratch, 'shot.gif');
writeFileSync(gif, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'));

const SVG_REFUSED = 'an SVG drawing, not a screenshot';
const PNG_REFUSED =
  'a 15000×15000 picture is 225,000,000 pixels; at most 50,000,000 are read (an 8K screen, 7680×4320, is 33,177,600)';

/** Runs the built CLI in a child process; `peakKb` is its peak resident memory. */
function solitaire(args: string[]) {
  const rssFile = path.join(scratch, `rss-${args.join('_').replace(/\W/g, '')}`);
  const reporter = path.join(scratch, 'report-rss.cjs');
  writeFileSync(
    reporter,
    "process.on('exit', () => require('node:fs').writeFileSync(process.env.RSS_FILE, String(process.resourceUsage().maxRSS)));\n",
  );
  const result = spawnSync(process.execPath, ['--require', reporter, BIN, ...args], {
    encoding: 'utf8',
    cwd: scratch,
    env: { ...process.env, RSS_FILE: rssFile },
  });
  const peakKb = Number(readFileSync(rssFile, 'utf8'));
  return { code: result.status, stdout: result.stdout, stderr: result.stderr, peakKb };
}

describe('the CLI refuses picture bombs before decoding them', () => {
  // The same process with everything loaded and nothing read: what the bombs may add to.
  const baseline = solitaire(['--version']).peakKb;
  const BOARD = '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.';

  it.each([
    [['read', 'bomb.svg'], `bomb.svg: ${SVG_REFUSED}`],
    [['read', 'bomb.png'], `bomb.png: ${PNG_REFUSED}`],
    [['read', 'bomb.png', '--json', '--overlay', 'out.png'], `bomb.png: ${PNG_REFUSED}`],
    [['glyphs', '--from', 'bomb.svg', '--board', BOARD], `bomb.svg: ${SVG_REFUSED}`],
    [['glyphs', '--from', 'bomb.png', '--board', BOARD], `bomb.png: ${PNG_REFUSED}`],
    [['read', 'shot.gif'], 'shot.gif: a GIF picture, not a screenshot'],
  ])('%j: one line, exit 2, under 100 MB more than doing nothing', (args, message) => {
    const result = solitaire(args);
    expect({ code: result.code, stdout: result.stdout, stderr: result.stderr }).toEqual({
      code: 2,
      stdout: '',
      stderr: `solitaire: ${message}\n`,
    });
    // Decoded, the PNG alone would be 675 MB (RGB) and the SVG 576 MB (RGBA).
    expect(result.peakKb - baseline).toBeLessThan(100 * 1024);
  });
});

describe('decodePicture checks before it decodes', () => {
  const decodes: PictureHeader[] = [];
  const onDecode = (header: PictureHeader) => decodes.push(header);

  it('refuses the bombs without a decode, as a file and as bytes', async () => {
    await expect(decodePicture(svg, { onDecode })).rejects.toThrow(`${svg}: ${SVG_REFUSED}`);
    await expect(decodePicture(png, { onDecode })).rejects.toThrow(`${png}: ${PNG_REFUSED}`);
    await expect(decodePicture(pngBytes, { onDecode, name: 'big.png' })).rejects.toThrow(
      `big.png: ${PNG_REFUSED}`,
    );
    expect(decodes).toEqual([]);
  });

  it('takes exactly 50 million pixels and refuses one row more', async () => {
    const stop = new Error('stopped before decoding');
    const at = decodePicture(blackPng(10000, 5000), {
      onDecode: (header) => {
        onDecode(header);
        throw stop;
      },
    });
    await expect(at).rejects.toBe(stop);
    expect(decodes).toEqual([{ format: 'png', width: 10000, height: 5000 }]);
    await expect(decodePicture(blackPng(10000, 5001), { onDecode })).rejects.toThrow(
      'picture: a 10000×5001 picture is 50,010,000 pixels; at most 50,000,000 are read',
    );
    expect(decodes).toHaveLength(1);
  });

  it('says a picture cut short is damaged, once it has tried to decode it', async () => {
    const whole = blackPng(300, 200);
    await expect(
      decodePicture(whole.subarray(0, whole.length - 30), { onDecode, name: 'cut.png' }),
    ).rejects.toThrow('cut.png: a damaged PNG picture: it does not decode to the end');
    expect(decodes.at(-1)).toEqual({ format: 'png', width: 300, height: 200 });
  });

  it('decodes an 8K screen (7680×4320, 33 million pixels)', async () => {
    const shot = await decodePicture(blackPng(7680, 4320), { onDecode });
    expect([shot.width, shot.height, shot.channels]).toEqual([7680, 4320, 1]);
    expect(decodes.at(-1)).toEqual({ format: 'png', width: 7680, height: 4320 });
  });
});

describe("the window's handler refuses them too", () => {
  const read = autosolveHandlers()['autosolve.readScreenshot'];
  const ask = (bytes: Buffer, name: string) =>
    read({ base64: bytes.toString('base64'), name }, { emit: () => undefined } as never);

  it.each([
    [Buffer.from(SVG_BOMB), 'bomb.svg', SVG_REFUSED],
    [pngBytes, 'bomb.png', PNG_REFUSED],
    [Buffer.from('root:x:0:0:root:/root:/bin/bash\n'), 'passwd', 'a text file, not a picture'],
  ])('%#: %s', async (bytes, name, reason) => {
    await expect(ask(bytes, name)).rejects.toThrow(
      `${name} is not a picture that can be read (${reason})`,
    );
  });
});
