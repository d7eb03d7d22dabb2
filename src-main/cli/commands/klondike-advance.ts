import type { Command } from 'commander';
import { writeUserFile } from '../../files/user-file';
import { INTERNAL_ERROR_EXIT } from '../errors';
import { wholeOption } from '../numbers';
import { loadKlondike, withGameFile } from './klondike-input';

interface AdvanceOptions {
  moves?: number;
  output?: string;
  exchange?: boolean;
}

/** Exit status after `Move M is illegal: …`: the file's moves are not all valid. */
export const ILLEGAL_MOVE_EXIT = 1;

/** `solitaire advance [-m N] [-o FILE] [-x] [FILE]`: plays the MOVES section (klondike.md). */
export function registerAdvance(program: Command): void {
  program
    .command('advance')
    .description('play the moves of a Klondike exchange file and show the position reached')
    .argument('[file]', 'exchange file (default: standard input)')
    .addOption(
      wholeOption('-m, --moves <N>', 'play at most N moves (default: all)', {
        min: 0,
        max: Number.MAX_SAFE_INTEGER,
      }),
    )
    .option('-o, --output <FILE>', 'write the position to FILE instead of standard output')
    .option('-x, --exchange', 'write the position in exchange format, with an empty MOVES section')
    .addHelpText(
      'after',
      `\nExit status: 0 every move played was valid; ${ILLEGAL_MOVE_EXIT} a move is illegal ("Move M is illegal: …",` +
        ' the position before it is shown); 2 the file is not valid or cannot be read, or bad usage;' +
        ` ${INTERNAL_ERROR_EXIT} internal error.`,
    )
    .action((file: string | undefined, options: AdvanceOptions) =>
      withGameFile(async () => {
        const limit = options.moves ?? Infinity;
        const game = await loadKlondike(file);
        let illegal: string | null = null;
        let played = 0;
        for (const written of game.writtenMoves) {
          if (played >= limit) break;
          if (game.whyIllegal(written.move) !== null) {
            illegal = written.text;
            break;
          }
          game.move(written.move);
          played++;
        }
        const summary =
          illegal === null
            ? `Processed ${played} moves, all valid\n`
            : `Move ${played + 1} is illegal: ${illegal}\n`;
        const position = options.exchange ? game.toExchange() : game.ascii();
        process.stdout.write(summary);
        if (options.output !== undefined) await writeUserFile(options.output, position);
        else process.stdout.write(position);
        if (illegal !== null) process.exitCode = ILLEGAL_MOVE_EXIT;
      }),
    );
}
