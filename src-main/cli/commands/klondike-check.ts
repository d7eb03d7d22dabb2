import type { Command } from 'commander';
import { coveredCount } from '../../../src-shared/klondike';
import { INTERNAL_ERROR_EXIT } from '../errors';
import { loadKlondike, withGameFile } from './klondike-input';

/** `solitaire check [FILE]`: validates an exchange file and counts its hidden cards (seed 001). */
export function registerCheck(program: Command): void {
  program
    .command('check')
    .description('check a Klondike exchange file and count covered, stock and waste cards')
    .argument('[file]', 'exchange file (default: standard input)')
    .addHelpText(
      'after',
      '\nExit status: 0 the file is valid; 2 it is not (each error on standard error, "Error near line N: …",' +
        ` "Missing cards: …"), or it cannot be read; ${INTERNAL_ERROR_EXIT} internal error.`,
    )
    .action((file: string | undefined) =>
      withGameFile(async () => {
        // Seed 001: check stops at the MOVES: keyword, whatever follows it.
        const state = (await loadKlondike(file, { readMoves: false })).state();
        process.stdout.write(
          'Input file is valid\n' +
            `${coveredCount(state)} covered cards\n` +
            `${state.stock.length} stock cards\n` +
            `${state.waste.length} waste cards\n`,
        );
      }),
    );
}
