/**
 * Everything the Klondike table shows, as one value changed only by `reduceTable`: the game
 * with its undo history, the statistics it feeds, the scoring, the picked-up cards, the hint,
 * whether the table is finishing the game by itself, and the notice for the status bar that
 * the last action left. The component renders it and dispatches; nothing here knows React.
 */
import { isComplete, isWon, type KlondikeState, type Move } from '../../../src-shared/klondike';
import { canRedo, canUndo, redo, undo } from '../../cards/history';
import { inProgress, movesMade, play, stateOf, variantOfGame, type TableGame } from './game';
import { describeMove, nextHomeMove, type Pickup } from './placing';
import {
  bankVegas,
  countLoss,
  countStart,
  countWin,
  NO_STATISTICS,
  vegasScore,
  type Scoring,
  type StatisticsBook,
} from './statistics';

export interface Hint {
  move: Move;
  /** The move in the MOVES notation. */
  text: string;
}

/** What the status bar should say after an action; an empty text clears it. */
export interface Notice {
  text: string;
  level: 'info' | 'warn';
}

export interface TableState {
  game: TableGame;
  statistics: StatisticsBook;
  scoring: Scoring;
  /** This game's Vegas score went into the bank (it was won, with Vegas scoring on). */
  banked: boolean;
  selection: Pickup | null;
  hint: Hint | null;
  /** Only trivial moves remain and the table is playing the cards home one by one. */
  autoComplete: boolean;
  notice: Notice | null;
}

export type TableAction =
  /** A new game replaces this one (a deal, a restart, an opened file). */
  | { type: 'deal'; game: TableGame; message: string; level?: Notice['level'] }
  /** A move by the player, or (auto) one the table plays while finishing the game. */
  | { type: 'play'; move: Move; auto?: boolean }
  /** Every card that can go to a foundation goes there, one move each. */
  | { type: 'all-home' }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Back (or forward) to position `index` of the history, redo kept. */
  | { type: 'go-to'; index: number; message: string }
  | { type: 'select'; pickup: Pickup | null }
  | { type: 'hint'; hint: Hint | null }
  | { type: 'auto-complete'; on: boolean }
  /** The clock ran `ms` milliseconds of play. */
  | { type: 'tick'; ms: number }
  | { type: 'scoring'; scoring: Scoring }
  | { type: 'reset-statistics' };

export function startTable(
  game: TableGame,
  statistics: StatisticsBook = NO_STATISTICS,
  scoring: Scoring = { vegas: false, cumulative: false },
): TableState {
  return {
    game,
    statistics,
    scoring,
    banked: false,
    selection: null,
    hint: null,
    autoComplete: mechanical(stateOf(game)),
    notice: null,
  };
}

/** Only trivial moves remain, and some do: the table may finish by itself. */
export function mechanical(state: KlondikeState): boolean {
  return isWon(state) && !isComplete(state);
}

/** The score the table shows: the standard score, or Vegas (with the bank when cumulative). */
export function shownScore(table: TableState): number {
  const state = stateOf(table.game);
  if (!table.scoring.vegas) return state.score;
  if (!table.scoring.cumulative) return vegasScore(state);
  return table.statistics.vegasBank + (table.banked ? 0 : vegasScore(state));
}

const capital = (text: string) => text.replace(/^./, (c) => c.toUpperCase());

/** The table after `move`, with the statistics it changes, or why it cannot be played. */
function playMove(table: TableState, move: Move): TableState | string {
  const next = play(table.game, move);
  if (typeof next === 'string') return next;
  let game = next;
  let statistics = table.statistics;
  let banked = table.banked;
  const variant = variantOfGame(game);
  if (!game.counted) {
    game = { ...game, counted: true };
    statistics = countStart(statistics, variant);
  }
  const after = stateOf(game);
  if (isComplete(after) && !game.wonRecorded) {
    game = { ...game, wonRecorded: true };
    statistics = countWin(statistics, variant, game.elapsedMs, after.score);
    if (table.scoring.vegas && !banked) {
      statistics = bankVegas(statistics, vegasScore(after));
      banked = true;
    }
  }
  return { ...table, game, statistics, banked, selection: null, hint: null };
}

function wonNotice(game: TableGame): Notice {
  return { text: `Won! Score ${stateOf(game).score} in ${movesMade(game)} moves`, level: 'info' };
}

export function reduceTable(table: TableState, action: TableAction): TableState {
  switch (action.type) {
    case 'deal': {
      let statistics = table.statistics;
      const old = table.game;
      // A game given up before it was won is lost; its Vegas score is what it cost.
      if (inProgress(old)) {
        statistics = countLoss(statistics, variantOfGame(old));
        if (table.scoring.vegas && !table.banked) {
          statistics = bankVegas(statistics, vegasScore(stateOf(old)));
        }
      }
      return {
        ...startTable(action.game, statistics, table.scoring),
        notice: { text: action.message, level: action.level ?? 'info' },
      };
    }
    case 'play': {
      const before = stateOf(table.game);
      const played = playMove(table, action.move);
      if (typeof played === 'string') {
        return {
          ...table,
          selection: null,
          notice: { text: `Not allowed: ${played}`, level: 'warn' },
        };
      }
      const after = stateOf(played.game);
      if (isComplete(after))
        return { ...played, autoComplete: false, notice: wonNotice(played.game) };
      if (mechanical(after)) {
        const notice = action.auto
          ? table.notice
          : { text: 'Only trivial moves remain: finishing the game', level: 'info' as const };
        return { ...played, autoComplete: true, notice };
      }
      if (action.auto) return { ...played, autoComplete: false };
      return {
        ...played,
        notice: { text: capital(describeMove(before, action.move)), level: 'info' },
      };
    }
    case 'all-home': {
      let next = table;
      let sent = 0;
      for (
        let move = nextHomeMove(stateOf(next.game));
        move;
        move = nextHomeMove(stateOf(next.game))
      ) {
        const played = playMove(next, move);
        if (typeof played === 'string') break;
        next = played;
        sent++;
      }
      if (sent === 0) {
        return {
          ...table,
          selection: null,
          notice: { text: 'No card can go to a foundation', level: 'warn' },
        };
      }
      const after = stateOf(next.game);
      const notice = isComplete(after)
        ? wonNotice(next.game)
        : { text: `Sent ${sent} card${sent === 1 ? '' : 's'} home`, level: 'info' as const };
      return { ...next, autoComplete: mechanical(after), notice };
    }
    case 'undo':
    case 'redo': {
      const able = action.type === 'undo' ? canUndo : canRedo;
      if (!able(table.game.history)) return table;
      const history = action.type === 'undo' ? undo(table.game.history) : redo(table.game.history);
      // A message describes the position it was said about: stepping away clears it. After an
      // undo the table does not finish by itself: the player stepped back on purpose.
      return {
        ...table,
        game: { ...table.game, history },
        selection: null,
        hint: null,
        autoComplete: action.type === 'redo' && mechanical(stateOf({ ...table.game, history })),
        notice: { text: '', level: 'info' },
      };
    }
    case 'go-to': {
      const { states } = table.game.history;
      if (!Number.isInteger(action.index) || action.index < 0 || action.index >= states.length) {
        return table;
      }
      return {
        ...table,
        game: { ...table.game, history: { states, index: action.index } },
        selection: null,
        hint: null,
        autoComplete: false,
        notice: { text: action.message, level: 'info' },
      };
    }
    case 'select':
      return { ...table, selection: action.pickup };
    case 'hint':
      return { ...table, hint: action.hint };
    case 'auto-complete':
      return { ...table, autoComplete: action.on && mechanical(stateOf(table.game)) };
    case 'tick':
      return { ...table, game: { ...table.game, elapsedMs: table.game.elapsedMs + action.ms } };
    case 'scoring':
      return { ...table, scoring: action.scoring };
    case 'reset-statistics':
      // The game in progress has begun: it stays counted, so its end has a start to match.
      return {
        ...table,
        statistics: inProgress(table.game)
          ? countStart(NO_STATISTICS, variantOfGame(table.game))
          : NO_STATISTICS,
        notice: { text: 'Statistics reset', level: 'info' },
      };
  }
}
