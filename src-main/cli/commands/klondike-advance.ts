import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { playMove, formatState, isLegal, serializeExchange } from '../../../src-shared/klondike';
import { UsageError } from '../errors';
import { wholeOption } from '../numbers';
import { loadGame, withGameFile } from './klondike-input';

interface AdvanceOptions {
  moves?: number;
  output?: string;
  exchange?: boolean;
}

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
    .action((file: string | undefined, options: AdvanceOptions) =>
      withGameFile(async () => {
        const limit = options.moves ?? Infinity;
        const { state, moves } = await loadGame(file);
        let summary = '';
        let played = 0;
        for (const written of moves) {
          if (played >= limit) break;
          if (!isLegal(state, written.move)) {
            summary = `Move ${played + 1} is illegal: ${written.text}\n`;
            break;
          }
          playMove(state, written.move);
          played++;
        }
        if (summary === '') summary = `Processed ${played} moves, all valid\n`;
        const position = options.exchange ? serializeExchange(state) : formatState(state);
        process.stdout.write(summary);
        if (options.output !== undefined) {
          try {
            writeFileSync(options.output, position);
          } catch (error) {
            throw new UsageError(
              `cannot write ${options.output}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
            );
          }
        } else {
          process.stdout.write(position);
        }
      }),
    );
}
