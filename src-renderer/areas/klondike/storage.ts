/** The Klondike game in progress and the statistics, kept across reloads (see shell/storage). */
import { loadGame, saveGame, type TableGame } from './game';
import { NO_STATISTICS, readStatistics, type Scoring, type StatisticsBook } from './statistics';
import { readStored as read, writeStored as write } from '../../shell/storage';

const GAME_KEY = 'solitaire.klondike.game';
const STATS_KEY = 'solitaire.klondike.statistics';
const WINNABLE_ONLY_KEY = 'solitaire.klondike.winnableOnly';
const SCORING_KEY = 'solitaire.klondike.scoring';
const WATCH_KEY = 'solitaire.klondike.watchWin';

export function storedGame(): TableGame | null {
  return loadGame(read(GAME_KEY));
}

export function storeGame(game: TableGame): void {
  write(GAME_KEY, saveGame(game));
}

/** The statistics; the first stored form (before variants) is read into today's. */
export function storedStatistics(): StatisticsBook {
  return read(STATS_KEY) === null ? NO_STATISTICS : readStatistics(read(STATS_KEY));
}

export function storeStatistics(statistics: StatisticsBook): void {
  write(STATS_KEY, statistics);
}

export function storedScoring(): Scoring {
  const s = read(SCORING_KEY) as Partial<Scoring> | null;
  return { vegas: s?.vegas === true, cumulative: s?.cumulative === true };
}

export function storeScoring(scoring: Scoring): void {
  write(SCORING_KEY, scoring);
}

/** Whether the table watches, in the background, that the position is still winnable. */
export function storedWatchWin(): boolean {
  return read(WATCH_KEY) !== false;
}

export function storeWatchWin(on: boolean): void {
  write(WATCH_KEY, on);
}

/** New game's "Winnable deals only" choice. */
export function storedWinnableOnly(): boolean {
  return read(WINNABLE_ONLY_KEY) === true;
}

export function storeWinnableOnly(on: boolean): void {
  write(WINNABLE_ONLY_KEY, on);
}
