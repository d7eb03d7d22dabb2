/**
 * `solitaire read SCREENSHOT` and `solitaire glyphs --from SCREENSHOT --board STATE`: the
 * MOLEK-SYNTEZ board reader on the command line (src-main/vision).
 */
import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { parseBoard, BoardNotationError } from '../../../src-shared/molek/notation';
import type { Board } from '../../../src-shared/molek/cards';
import { UsageError } from '../errors';
import { VisionError } from '../../vision/errors';
import { cutGlyphs, writeGlyphs } from '../../vision/extract';
import { loadTemplates, type GlyphTemplates } from '../../vision/glyphs';
import { renderOverlay } from '../../vision/annotated-picture';
import { readScreenshot } from '../../vision/read';
import { decodePicture } from '../../vision/screenshot';
import {
  checkWritable,
  fileProblem,
  makeUserFolder,
  readUserFile,
  writeUserFile,
} from '../../files/user-file';

/**
 * A picture with no board on it exits 1; bad arguments and files exit 2 (a missing file, a
 * folder, a file that is not a PNG, JPEG or WebP picture, more than 50 million pixels: the
 * picture is refused from its first bytes and header, before it is decoded).
 */
const READ_FAILED = 1;

function visionFailure(error: unknown, file: string): never {
  if (error instanceof VisionError) throw new UsageError(`${file}: ${error.message}`, READ_FAILED);
  throw error;
}

/** STATE is the board's notation, or a file holding it (like the `.board` files). */
async function boardArgument(state: string): Promise<Board> {
  const text = existsSync(state) ? await readUserFile(state, 'utf8') : state;
  try {
    return parseBoard(text);
  } catch (error) {
    if (error instanceof BoardNotationError) throw new UsageError(`--board: ${error.message}`);
    throw error;
  }
}

async function templatesArgument(dir: string | undefined): Promise<GlyphTemplates | undefined> {
  if (!dir) return undefined;
  try {
    return await loadTemplates(dir);
  } catch (error) {
    throw new UsageError(`--glyphs: ${(error as Error).message}`);
  }
}

export function registerVisionCommands(program: Command): void {
  program
    .command('read')
    .description('read the MOLEK-SYNTEZ board from a screenshot and print its notation')
    .argument(
      '<screenshot>',
      'a PNG, JPEG or WebP picture of the screen with the game on it, at any scale (at most 50 million pixels)',
    )
    .option(
      '--json',
      'print everything read: board, measured scale, origin, whether the frame was seen, card boxes, timings',
    )
    .option('--overlay <out.png>', 'also write the screenshot with every card boxed and labelled')
    .option('--glyphs <dir>', 'glyph templates written by "solitaire glyphs" (default: built in)')
    .addHelpText(
      'after',
      '\nExit status: 0 the board read, 1 no board found on the picture, 2 bad usage or input' +
        ' (a missing file, a folder, a file that is not a PNG, JPEG or WebP picture, more than 50 million pixels).',
    )
    .action(
      async (file: string, options: { json?: boolean; overlay?: string; glyphs?: string }) => {
        const templates = await templatesArgument(options.glyphs);
        if (options.overlay) await checkWritable(options.overlay);
        const decodeStart = performance.now();
        const shot = await decodePicture(file);
        const decodeMs = performance.now() - decodeStart;
        let reading;
        try {
          reading = readScreenshot(shot, templates ? { templates } : {});
        } catch (error) {
          visionFailure(error, file);
        }
        reading.timings.decodeMs = decodeMs;
        reading.timings.totalMs += decodeMs;
        if (options.overlay)
          await writeUserFile(options.overlay, await renderOverlay(shot, reading));
        if (options.json) {
          process.stdout.write(JSON.stringify(reading, null, 2) + '\n');
        } else {
          process.stdout.write(reading.notation + '\n');
          for (const note of reading.notes) process.stderr.write(`note: ${note}\n`);
          if (!reading.frameSeen) {
            process.stderr.write(
              `note: the game's bottom bar (NEW GAME) is not in the picture: the board is read (scale ${reading.scale.toFixed(3)}), but a game shown like this could not be played\n`,
            );
          }
        }
      },
    );

  program
    .command('glyphs')
    .description(
      "cut the nine rank glyphs out of a screenshot of a known board and write them as the reader's templates",
    )
    .requiredOption(
      '--from <screenshot>',
      'a screenshot (PNG, JPEG or WebP, at most 50 million pixels) with the game on it',
    )
    .requiredOption(
      '--board <state>',
      'the board on that screenshot: its notation, or a file holding it',
    )
    .option('--out <dir>', 'where to write the templates and manifest.json', 'samples/molek-glyphs')
    .addHelpText(
      'after',
      '\nExit status: 0 the templates written, 1 the board was not found on the picture, 2 bad usage or input.',
    )
    .action(async (options: { from: string; board: string; out: string }) => {
      const board = await boardArgument(options.board);
      const shot = await decodePicture(options.from);
      let cut;
      try {
        cut = cutGlyphs(shot, board, options.from.split(/[\\/]/).pop() ?? options.from);
      } catch (error) {
        visionFailure(error, options.from);
      }
      await makeUserFolder(options.out);
      let written;
      try {
        written = await writeGlyphs(cut.manifest, options.out);
      } catch (error) {
        throw fileProblem(error, options.out, 'write');
      }
      const { scale, origin } = cut.location;
      process.stdout.write(
        `game at ${origin.x},${origin.y}, scale ${scale}; cut ${Object.values(cut.manifest.glyphs)
          .map((g) => g.cards)
          .reduce((a, b) => a + b, 0)} card glyphs into ${written.length - 1} templates\n`,
      );
      for (const file of written) process.stdout.write(`wrote ${file}\n`);
      for (const skipped of cut.skipped) process.stderr.write(`note: left out ${skipped}\n`);
    });
}
