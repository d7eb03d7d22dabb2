/**
 * `solitaire auto`: auto-solves MOLEK-SYNTEZ on the current display (src-main/screen-play):
 * reads the board off the screen, solves it in the solver process, plays it with the mouse,
 * game after game. One line per game on standard output, then the totals; what it is doing
 * right now on standard error (when that is a terminal, or with -v).
 *
 * Stopping: Esc in the terminal (the panic key), Ctrl-C or q, or simply moving the mouse.
 */
import { Option, type Command } from 'commander';
import { PACE_FIELD, PACE_STEPS, PACES, type Pace } from '../../../src-shared/autosolve/options';
import { CONTINUE_FIELD, GAMES_FIELD, TIMEOUT_FIELD } from '../../../src-shared/molek/options';
import { openNutDesktop, type Desktop } from '../../screen-play/desktop';
import { startAutoRun, type AutoEvent, type AutoReport } from '../../screen-play/run';
import { createSolve } from '../../screen-play/solve';
import { statsFormatOf, statsToCsv, statsToJson, type GameStats } from '../../screen-play/stats';
import { visionForAutomation } from '../../screen-play/vision';
import { UsageError } from '../errors';
import { checkWritable, writeUserFile } from '../../files/user-file';
import { wholeOption } from '../numbers';

interface AutoCliOptions {
  games: number;
  cheat?: boolean;
  timeout: number;
  delay?: number;
  pace: Pace;
  continue: number;
  stats?: string;
  verbose?: boolean;
}

/** Exit codes: every game won 0, some game not won 1, bad usage 2, stopped 3. */
export const AUTO_EXIT = { won: 0, notAllWon: 1, stopped: 3 } as const;

const DELAY_RANGE = { min: 0, max: 1000 };

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

/** One game as a line: what became of it, the figures, and the board it started from. */
export function gameLine(stats: GameStats, games: number): string {
  const head = `game ${stats.game}/${games}:`;
  const board = stats.board ? `  ${stats.board}` : '';
  const cheats =
    stats.cheats === 0 ? 'cheat-free' : `${stats.cheats} cheat${stats.cheats === 1 ? '' : 's'}`;
  const retries = stats.retries ? `, ${count(stats.retries, 'retry', 'retries')}` : '';
  const replans = stats.replans ? `, ${count(stats.replans, 're-plan', 're-plans')}` : '';
  if (stats.outcome === 'won') {
    return `${head} won in ${stats.moves} moves (${cheats}${retries}${replans}), solve ${seconds(stats.solveMs)}, play ${seconds(stats.playMs)}${board}`;
  }
  // A stopped game's reason already starts with "stopped".
  const what = stats.outcome === 'stopped' ? stats.reason : `not won: ${stats.reason}`;
  return `${head} ${what} (${stats.moves} moves played, solve ${seconds(stats.solveMs)})${board}`;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function totalsLine(report: AutoReport): string {
  const t = report.totals;
  const averages =
    t.averageMoves === null
      ? ''
      : `; average ${t.averageMoves} moves, solve ${seconds(t.averageSolveMs!)}, game ${seconds(t.averageGameMs!)}`;
  const corrections = `${count(t.retries, 'retry', 'retries')}, ${count(t.replans, 're-plan', 're-plans')}`;
  return `${t.games} game${t.games === 1 ? '' : 's'}: ${t.wins} won (${t.cheatFreeWins} cheat-free), ${t.failures} not won, ${corrections}${averages}`;
}

export function registerAuto(
  program: Command,
  openDesktop: () => Promise<Desktop> = openNutDesktop,
): void {
  program
    .command('auto')
    .description(
      'auto-solve MOLEK-SYNTEZ on this screen: read, solve and play game after game with the mouse',
    )
    .addOption(
      wholeOption(
        '-g, --games <N>',
        `games to play in a row (${GAMES_FIELD.min}-${GAMES_FIELD.max})`,
        GAMES_FIELD,
        GAMES_FIELD.default,
      ),
    )
    .option('-c, --cheat', 'let the solver cheat (a cheat-free solution is still preferred)')
    .addOption(
      wholeOption(
        '-t, --timeout <S>',
        `kill a solve after this many seconds (${TIMEOUT_FIELD.min}-${TIMEOUT_FIELD.max})`,
        TIMEOUT_FIELD,
        TIMEOUT_FIELD.default,
      ),
    )
    .addOption(
      new Option('--pace <PACE>', `how briskly the mouse plays: ${PACES.join(', ')}`)
        .choices(PACES)
        .default(PACE_FIELD.default),
    )
    .addOption(
      wholeOption(
        '--delay <MS>',
        `pause between the mouse steps of a drag, ms (${DELAY_RANGE.min}-${DELAY_RANGE.max}); the pace sets it otherwise`,
        DELAY_RANGE,
      ),
    )
    .addOption(
      wholeOption(
        '--continue <MS>',
        `after the first solution, look this long for a shorter one, ms (${CONTINUE_FIELD.min} to ${CONTINUE_FIELD.max}; -1: until proven shortest)`,
        CONTINUE_FIELD,
        CONTINUE_FIELD.default,
      ),
    )
    .option('--stats <FILE>', 'write the statistics to FILE (.csv or .json) when the run ends')
    .option(
      '-v, --verbose',
      'show what the run is doing on standard error even when it is not a terminal',
    )
    .addHelpText(
      'after',
      '\nStop at any time with Esc (the panic key) or Ctrl-C in this terminal, or by moving the mouse.' +
        '\nExit status: 0 every game won, 1 some game not won, 2 bad usage, 3 stopped.',
    )
    .action(async (options: AutoCliOptions) => {
      const { games, timeout: timeoutS } = options;
      const steps = { ...PACE_STEPS[options.pace] };
      if (options.delay !== undefined) steps.delayMs = options.delay;
      const statsFile = options.stats;
      const format = statsFile === undefined ? null : statsFormatOf(statsFile);
      if (statsFile !== undefined && format === null) {
        throw new UsageError(
          `--stats: "${statsFile}" must end in .csv or .json, which says the format`,
        );
      }
      // A statistics file that could not be written is said before the run, not after it.
      if (statsFile !== undefined) await checkWritable(statsFile);

      let desktop: Desktop;
      try {
        desktop = await openDesktop();
      } catch (error) {
        throw new UsageError(`cannot use the screen: ${(error as Error).message}`, 1);
      }

      const chatty = Boolean(options.verbose || process.stderr.isTTY);
      const status = (text: string) =>
        process.stderr.write(process.stderr.isTTY ? `\r\x1b[K${text}` : `${text}\n`);
      const onEvent = (event: AutoEvent) => {
        if (event.type === 'game-ended') {
          if (chatty && process.stderr.isTTY) process.stderr.write('\r\x1b[K');
          process.stdout.write(gameLine(event.stats, games) + '\n');
        } else if (event.type === 'step' && chatty) {
          status(`game ${event.game}/${games}: ${event.step}`);
        } else if (event.type === 'retry' && chatty) {
          status(
            `game ${event.game}/${games}: the game ignored move ${event.index + 1} (${event.text}); pressing again`,
          );
        } else if (event.type === 'desync' && chatty) {
          status(`game ${event.game}/${games}: ${event.message}; re-planning`);
        }
      };

      const solver = createSolve({ continueMs: options.continue });
      const run = startAutoRun(
        { ...steps, games, cheats: Boolean(options.cheat), timeoutMs: timeoutS * 1000 },
        { desktop, vision: visionForAutomation(), solve: solver.solve },
        onEvent,
      );

      // Esc is the panic key; Ctrl-C and q stop too. Raw mode only when this is a terminal.
      const stdin = process.stdin;
      const keys = stdin.isTTY
        ? (chunk: Buffer) => {
            for (const byte of chunk) {
              if (byte === 0x1b) run.stop('hotkey');
              else if (byte === 0x03 || byte === 0x71) run.stop('user');
            }
          }
        : null;
      if (keys) {
        stdin.setRawMode(true);
        stdin.on('data', keys);
        stdin.resume();
      }
      const onSignal = () => run.stop('user');
      process.on('SIGINT', onSignal);
      process.on('SIGTERM', onSignal);
      let report: AutoReport;
      try {
        report = await run.done;
      } finally {
        solver.close();
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
        if (keys) {
          stdin.off('data', keys);
          stdin.setRawMode(false);
          stdin.pause();
        }
      }

      if (chatty && process.stderr.isTTY) process.stderr.write('\r\x1b[K');
      process.stdout.write(totalsLine(report) + '\n');
      if (statsFile !== undefined) {
        const ended = report.reason ?? report.ended;
        const text = format === 'csv' ? statsToCsv(report.games) : statsToJson(report.games, ended);
        await writeUserFile(statsFile, text);
      }
      if (report.ended === 'stopped') {
        throw new UsageError(`${report.reason}; the mouse button is up`, AUTO_EXIT.stopped);
      }
      if (report.ended === 'failed') {
        throw new UsageError(report.reason ?? 'the run failed', AUTO_EXIT.notAllWon);
      }
      process.exitCode =
        report.totals.wins === report.totals.games ? AUTO_EXIT.won : AUTO_EXIT.notAllWon;
    });
}
