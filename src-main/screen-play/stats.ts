/**
 * Statistics of an auto-solve run: one record per game and the totals, exportable as CSV
 * (one row per game, for a spreadsheet) and JSON (records and totals, for programs).
 */
import type { RunCounts } from '../../src-shared/autosolve/contract';

/** How a game ended: won, failed (unsolved, unreadable, out of sync), or stopped midway. */
export type GameOutcome = 'won' | 'failed' | 'stopped';

export interface GameStats {
  /** 1-based, in play order. */
  game: number;
  /** The board as read when the game started, in notation; '' when none was read. */
  board: string;
  /** Whether the solution played had no cheat at all (false until a solution exists). */
  cheatFree: boolean;
  /** Cheat moves among the moves played. */
  cheats: number;
  /** Moves played on screen (including those of abandoned plans after a desync). */
  moves: number;
  /** Time spent in the solver, over every plan of the game. */
  solveMs: number;
  /** Time spent moving cards and waiting for the game to show each move. */
  playMs: number;
  /** The whole game, from reading the board to the last move verified (or the end). */
  gameMs: number;
  /** Presses the game ignored (the move still undone, nothing moved), made once more. */
  retries: number;
  /** How often the board on screen differed from the expected one and the game re-planned. */
  replans: number;
  outcome: GameOutcome;
  /** Why the game was not won, in words; '' for a win. */
  reason: string;
}

export interface RunTotals extends RunCounts {
  /** Averages over won games (null when there is none). */
  averageSolveMs: number | null;
  averageGameMs: number | null;
}

export function totalsOf(games: readonly GameStats[]): RunTotals {
  const won = games.filter((g) => g.outcome === 'won');
  const average = (pick: (g: GameStats) => number): number | null =>
    won.length === 0
      ? null
      : Math.round((won.reduce((s, g) => s + pick(g), 0) / won.length) * 10) / 10;
  return {
    games: games.length,
    wins: won.length,
    failures: games.length - won.length,
    cheatFreeWins: won.filter((g) => g.cheatFree).length,
    retries: games.reduce((n, g) => n + g.retries, 0),
    replans: games.reduce((n, g) => n + g.replans, 0),
    averageMoves: average((g) => g.moves),
    averageSolveMs: average((g) => g.solveMs),
    averageGameMs: average((g) => g.gameMs),
  };
}

export const CSV_COLUMNS: readonly (keyof GameStats)[] = [
  'game',
  'board',
  'outcome',
  'reason',
  'cheatFree',
  'cheats',
  'moves',
  'retries',
  'replans',
  'solveMs',
  'playMs',
  'gameMs',
];

/** RFC 4180 quoting: only fields with a comma, quote or line break are quoted. */
function csvField(value: string | number | boolean): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One header line, then one line per game; lines end with CRLF as RFC 4180 says. */
export function statsToCsv(games: readonly GameStats[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const g of games) lines.push(CSV_COLUMNS.map((key) => csvField(g[key])).join(','));
  return lines.join('\r\n') + '\r\n';
}

export interface StatsDocument {
  games: GameStats[];
  totals: RunTotals;
  /** How the run ended, in words ("completed", "stopped: mouse moved by the user"…). */
  ended: string;
}

export function statsToJson(games: readonly GameStats[], ended: string): string {
  const document: StatsDocument = { games: games.slice(), totals: totalsOf(games), ended };
  return JSON.stringify(document, null, 2) + '\n';
}

/** The export format a file name asks for, or null when its extension names none. */
export function statsFormatOf(fileName: string): 'csv' | 'json' | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.json')) return 'json';
  return null;
}
