/**
 * The game in progress and the statistics, kept in the window's localStorage (which Electron
 * keeps on disk too), so a reload or a restart of the app resumes where the player was.
 */
import {
  loadGame,
  NO_STATISTICS,
  readStatistics,
  saveGame,
  type Statistics,
  type TableGame,
} from './game';

const GAME_KEY = 'solitaire.klondike.game';
const STATS_KEY = 'solitaire.klondike.statistics';
const WINNABLE_ONLY_KEY = 'solitaire.klondike.winnableOnly';

function read(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the game still plays, it just will not be resumed.
  }
}

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
