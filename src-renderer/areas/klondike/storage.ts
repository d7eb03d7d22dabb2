/** The Klondike game in progress and the statistics, kept across reloads (see shell/storage). */
import {
  loadGame,
  NO_STATISTICS,
  readStatistics,
  saveGame,
  type Statistics,
  type TableGame,
} from './game';
import { readStored as read, writeStored as write } from '../../shell/storage';

const GAME_KEY = 'solitaire.klondike.game';
const STATS_KEY = 'solitaire.klondike.statistics';
const WINNABLE_ONLY_KEY = 'solitaire.klondike.winnableOnly';

export function storedGame(): TableGame | null {
  return loadGame(read(GAME_KEY));
}

export function storeGame(game: TableGame): void {
  write(GAME_KEY, saveGame(game));
}

export function storedStatistics(): Statistics {
  return read(STATS_KEY) === null ? NO_STATISTICS : readStatistics(read(STATS_KEY));
}

export function storeStatistics(statistics: Statistics): void {
  write(STATS_KEY, statistics);
}

/** New game's "Winnable deals only" choice. */
export function storedWinnableOnly(): boolean {
  return read(WINNABLE_ONLY_KEY) === true;
}

export function storeWinnableOnly(on: boolean): void {
  write(WINNABLE_ONLY_KEY, on);
}
