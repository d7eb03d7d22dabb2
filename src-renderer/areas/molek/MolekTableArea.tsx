import { useCallback, useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { parseSeed } from '../../../src-shared/cards/seed';
import { COLUMN_COUNT, type Board } from '../../../src-shared/molek/cards';
import { dealBoard } from '../../../src-shared/molek/deal';
import { formatBoard, tryParseBoard } from '../../../src-shared/molek/notation';
import { isWon } from '../../../src-shared/molek/rules';
import { canRedo, canUndo, current } from '../../cards/history';
import { TABLE_CONTROLS } from '../../cards/TableControls';
import { useElementSize } from '../../cards/useElementSize';
import { usePointerDrag } from '../../cards/usePointerDrag';
import { useConfirm } from '../../shell/confirm';
import { useStatus } from '../../shell/status';
import { readStored, writeStored } from '../../shell/storage';
import { canPickUp, pickedWords, type Activation, type Spot } from './keyboard';
import { computeLayout } from './layout';
import { MolekTable } from './MolekTable';
import { MolekToolbar } from './MolekToolbar';
import { cheatsSoFar, judgeDrop, randomSeed, type GameSource } from './table';
import {
  loadTable,
  reduceTable,
  saveTable,
  startTable,
  type Pickup,
  type TableState,
} from './table-state';
import { useMolekKeys } from './useMolekKeys';
import { useMolekSolver } from './useMolekSolver';
import { playedWords, type Words } from './words';
import '../../cards/molek-palette.css';
import './molek.css';

const CANNOT_PICK = 'That card cannot be picked up: only a run at the top of a column moves';
const STORE_KEY = 'solitaire.molek.table';

function initialTable(): TableState {
  const stored = loadTable(readStored(STORE_KEY));
  if (stored) return stored;
  const seed = randomSeed();
  return startTable(dealBoard(seed), { kind: 'seed', seed });
}

export function MolekTableArea() {
  const { say, setFields } = useStatus();
  const ask = useConfirm();
  const [table, dispatch] = useReducer(reduceTable, undefined, initialTable);
  const { game, allowCheats, selected, hint, autoplay } = table;
  const [seedText, setSeedText] = useState('');
  const position = current(game.history);
  const board = position.board;
  const [boardText, setBoardText] = useState(() => formatBoard(board));
  const won = isWon(board);
  const cheats = cheatsSoFar(game.history);
  const moves = game.history.index;
  // The table's own polite live region: what a move or a key did, for screen readers.
  const [announcement, setAnnouncement] = useState('');

  const tell = useCallback(
    (words: Words) => {
      say(words.text, words.level, words.details);
      setAnnouncement(words.text);
    },
    [say],
  );

  const tableRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(tableRef);
  const layout =
    size.width > 0
      ? computeLayout(
          size.width,
          size.height,
          board.columns.map((c) => c.cards.length),
        )
      : null;

  useEffect(() => setBoardText(formatBoard(board)), [board]);

  // The game, its history and the cheats choice survive area switches, reloads and restarts.
  useEffect(
    () =>
      writeStored(STORE_KEY, saveTable({ ...table, selected: null, hint: null, autoplay: null })),
    [table],
  );

  useEffect(() => {
    const source = game.source.kind === 'seed' ? `Seed ${game.source.seed}` : 'Pasted board';
    setFields([source, `Moves ${moves}`, `Cheats ${cheats}`]);
  }, [game.source, moves, cheats, setFields]);
  useEffect(() => () => setFields([]), [setFields]);

  const { solving, askSolver, stopAutoplay } = useMolekSolver(table, dispatch, tell);

  const inProgress = moves > 0 && !won;
  /** Starts another game, after asking when that throws away a game in progress. */
  const start = async (next: Board, source: GameSource, message: string) => {
    if (inProgress && !(await ask('Give up the game in progress and start another?', 'Give up'))) {
      say('Kept the game in progress');
      return;
    }
    dispatch({ type: 'deal', board: next, source });
    say(isWon(next) ? `${message}: it is already solved` : message);
  };

  const dealSeed = (seed: number) =>
    void start(dealBoard(seed), { kind: 'seed', seed }, `Dealt seed ${seed}`);

  const onSeed = (event: FormEvent) => {
    event.preventDefault();
    if (seedText.trim() === '') return dealSeed(randomSeed());
    const parsed = parseSeed(seedText);
    if (!parsed.ok) say(`Not dealt: ${parsed.message}`, 'error');
    else dealSeed(parsed.seed);
  };

  const onBoard = (event: FormEvent) => {
    event.preventDefault();
    const parsed = tryParseBoard(boardText);
    if (!parsed.ok) say(`Board not loaded: ${parsed.error}`, 'error');
    else void start(parsed.board, { kind: 'board' }, 'Board loaded');
  };

  /**
   * Drops the cards picked up on column `to`: the move (or, with cheats allowed, the cheat)
   * when the rules allow it, else the reason. A refused keyboard drop keeps the cards held.
   */
  const attempt = (pickup: Pickup, to: number, keepOnRefusal = false): Spot | null => {
    if (to === pickup.column) {
      dispatch({ type: 'select', pickup: null });
      return null;
    }
    const verdict = judgeDrop(board, pickup.column, pickup.row, to, allowCheats);
    if (!verdict.ok) {
      if (!keepOnRefusal) dispatch({ type: 'select', pickup: null });
      tell({ text: `Not allowed: ${verdict.reason}`, level: 'warn' });
      return null;
    }
    tell(playedWords(board, verdict.move, cheats));
    dispatch({ type: 'play', move: verdict.move });
    return { column: to, row: board.columns[to].cards.length };
  };

  /** The column under a drop, or null outside the table's columns (its border, the header). */
  const columnAt = (x: number, y: number): number | null => {
    const rect = tableRef.current?.getBoundingClientRect();
    if (!layout || !rect || x < rect.left || x >= rect.right || y < rect.top || y >= rect.bottom)
      return null;
    return Math.min(COLUMN_COUNT - 1, Math.floor((x - rect.left) / layout.pitch));
  };

  const { drag, begin, wasDrag } = usePointerDrag<Pickup>((pickup, x, y) => {
    const to = columnAt(x, y);
    if (to !== null) return void attempt(pickup, to);
    dispatch({ type: 'select', pickup: null });
    tell({ text: 'Dropped outside the columns: nothing moved', level: 'warn' });
  });

  const canPick = (column: number, row: number) => !won && canPickUp(board, column, row);

  const onCardClick = (column: number, row: number) => {
    if (wasDrag()) return;
    if (selected) {
      if (selected.column === column) {
        const again = canPick(column, row) && selected.row !== row ? { column, row } : null;
        dispatch({ type: 'select', pickup: again });
      } else attempt(selected, column);
      return;
    }
    if (canPick(column, row)) dispatch({ type: 'select', pickup: { column, row } });
  };

  const onColumnClick = (column: number) => {
    if (wasDrag() || !selected) return;
    attempt(selected, column);
  };

  // A message describes the position it was said about: taking a move back or again clears it.
  const doUndo = () => {
    dispatch({ type: 'undo' });
    say('');
    setAnnouncement(canUndo(game.history) ? `Took back move ${moves}` : 'Nothing to undo');
  };
  const doRedo = () => {
    dispatch({ type: 'redo' });
    say('');
    setAnnouncement(canRedo(game.history) ? `Played move ${moves + 1} again` : 'Nothing to redo');
  };

  /** Enter or Space on a card or column; returns where the focus goes after a drop. */
  const onActivate = (action: Activation): Spot | null => {
    if (won && action.kind !== 'cancel') return null;
    if (action.kind === 'pick') {
      dispatch({ type: 'select', pickup: action.pickup });
      tell({ text: pickedWords(board, action.pickup), level: 'info' });
    } else if (action.kind === 'drop') {
      return attempt(action.pickup, action.to, true);
    } else if (action.kind === 'cancel') {
      dispatch({ type: 'select', pickup: null });
      tell({ text: 'Put the cards back', level: 'info' });
    } else tell({ text: action.reason, level: 'warn' });
    return null;
  };

  const keys = useMolekKeys(board, selected, tableRef, {
    undo: doUndo,
    redo: doRedo,
    hint: () => void askSolver('hint'),
    cheats: () => {
      dispatch({ type: 'allow-cheats', allow: !allowCheats });
      tell({ text: allowCheats ? 'Cheats not allowed' : 'Cheats allowed', level: 'info' });
    },
    cancel: () => {
      if (!selected) return;
      dispatch({ type: 'select', pickup: null });
      tell({ text: 'Put the cards back', level: 'info' });
    },
    activate: onActivate,
  });

  return (
    <section
      className={`area molek-area molek-palette ${TABLE_CONTROLS}`}
      aria-labelledby="molek-title"
    >
      <header className="molek-head">
        <h1 id="molek-title">MOLEK-SYNTEZ table</h1>
        <div className="molek-source" data-testid="molek-source">
          {game.source.kind === 'seed' ? `Seed ${game.source.seed}` : 'Pasted board'}
        </div>
      </header>
      <MolekToolbar
        seedText={seedText}
        onSeedText={setSeedText}
        onSeed={onSeed}
        boardText={boardText}
        onBoardText={setBoardText}
        onBoard={onBoard}
        history={game.history}
        onUndo={doUndo}
        onRedo={doRedo}
        solving={solving}
        won={won}
        autoplaying={autoplay !== null}
        onHint={() => void askSolver('hint')}
        onSolve={() => (autoplay ? stopAutoplay() : void askSolver('solve'))}
        allowCheats={allowCheats}
        onAllowCheats={(allow) => dispatch({ type: 'allow-cheats', allow })}
      />
      <MolekTable
        ref={tableRef}
        position={position}
        deal={game.deal}
        layout={layout}
        selected={selected}
        hint={hint}
        drag={drag}
        tabIndexOf={keys.tabIndexOf}
        won={won}
        moves={moves}
        cheats={cheats}
        onFocusSpot={keys.focused}
        onKeyDown={keys.onTableKeyDown}
        onCardPointerDown={(column, row, event) => {
          if (canPick(column, row)) begin({ column, row }, event);
          else if (!won) tell({ text: CANNOT_PICK, level: 'warn' });
        }}
        onCardClick={onCardClick}
        onColumnClick={onColumnClick}
        onNewGame={() => dealSeed(randomSeed())}
      />
      <div className="molek-announce" aria-live="polite" data-testid="molek-announce">
        {announcement}
      </div>
      <p className="molek-help">
        Drag a card (with the cards above it) to another column, or click it and then click a
        column. Keyboard: <kbd>Tab</kbd> to the table, <kbd>←</kbd> <kbd>→</kbd> columns,{' '}
        <kbd>↑</kbd> <kbd>↓</kbd> along a column, <kbd>Enter</kbd>/<kbd>Space</kbd> pick up and
        drop, <kbd>Esc</kbd> put back, <kbd>C</kbd> allow cheats. <kbd>Ctrl+Z</kbd>/<kbd>U</kbd>{' '}
        undo, <kbd>Ctrl+Y</kbd>/<kbd>Y</kbd> redo, <kbd>H</kbd> hint.
      </p>
    </section>
  );
}
