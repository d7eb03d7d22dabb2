import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { COLUMN_COUNT, type Board } from '../../../src-shared/molek/cards';
import { dealBoard } from '../../../src-shared/molek/deal';
import { formatBoard, tryParseBoard } from '../../../src-shared/molek/notation';
import { checkMove, isLocked, isWon, runStart } from '../../../src-shared/molek/rules';
import { bridge } from '../../bridge-client';
import { current } from '../../cards/history';
import {
  historyShortcut,
  isEditing,
  TABLE_CONTROLS,
  UndoRedoButtons,
} from '../../cards/TableControls';
import { useElementSize } from '../../cards/useElementSize';
import { usePointerDrag } from '../../cards/usePointerDrag';
import { useConfirm } from '../../shell/confirm';
import { useStatus } from '../../shell/status';
import { readStored, writeStored } from '../../shell/storage';
import { MolekCard } from './MolekCard';
import { cheatsSoFar, judgeDrop, randomSeed, type GameSource } from './table';
import {
  loadTable,
  reduceTable,
  saveTable,
  startTable,
  type Pickup,
  type TableState,
} from './table-state';
import '../../cards/molek-palette.css';
import './molek.css';

/** Card proportions of the game (71 × 95) and the share of a covered card left showing. */
const CARD_RATIO = 95 / 71;
const STRIP = 0.22;
/** Columns are laid out for at least this many cards so the cards keep one size in play. */
const PLANNED_ROWS = 14;

interface Layout {
  pitch: number;
  cardWidth: number;
  cardHeight: number;
  top: number;
  left: number;
  strip(column: number): number;
}

function computeLayout(width: number, height: number, lengths: number[]): Layout {
  const pitch = width / COLUMN_COUNT;
  // The column numbers (and LOCKED tags) sit in a band just above the cards.
  const top = 30;
  const usable = Math.max(120, height - top - 12);
  const byWidth = pitch * 0.84;
  const byHeight = usable / (CARD_RATIO * (1 + STRIP * (PLANNED_ROWS - 1)));
  const cardWidth = Math.max(40, Math.min(byWidth, byHeight, 150));
  const cardHeight = cardWidth * CARD_RATIO;
  const stripHeight = cardHeight * STRIP;
  return {
    pitch,
    cardWidth,
    cardHeight,
    top,
    left: (pitch - cardWidth) / 2,
    // A column taller than planned squeezes its strips so it still fits.
    strip(column) {
      const n = lengths[column];
      if (n <= 1) return stripHeight;
      return Math.min(stripHeight, (usable - cardHeight) / (n - 1));
    },
  };
}

/** What the status bar says when the solver comes back without a solution. */
function unsolvedMessage(
  outcome: string,
  detail: string,
  allowCheats: boolean,
): [string, 'warn' | 'error', string] {
  if (outcome === 'no-solution')
    return [
      allowCheats
        ? 'This board cannot be solved, even with cheats'
        : 'This board cannot be solved without cheats: tick "Allow cheats" and ask again',
      'warn',
      detail,
    ];
  if (outcome === 'timeout') return ['The solver gave up: no solution within 20 s', 'warn', detail];
  if (outcome === 'cancelled') return ['The solve was cancelled', 'warn', detail];
  return ['The solver could not solve this board', 'error', detail];
}

const CANNOT_PICK = 'That card cannot be picked up: only a run at the top of a column moves';
const STORE_KEY = 'solitaire.molek.table';

function initialTable(): TableState {
  const stored = loadTable(readStored(STORE_KEY));
  if (stored) return stored;
  const seed = randomSeed();
  return startTable(dealBoard(seed), { kind: 'seed', seed });
}

let solves = 0;

export function MolekTableArea() {
  const { say, setFields } = useStatus();
  const ask = useConfirm();
  const [table, dispatch] = useReducer(reduceTable, undefined, initialTable);
  const { game, allowCheats, selected, hint, autoplay } = table;
  const [seedText, setSeedText] = useState('');
  const [solving, setSolving] = useState<'hint' | 'solve' | null>(null);
  const solveId = useRef<string | null>(null);
  const position = current(game.history);
  const board = position.board;
  const [boardText, setBoardText] = useState(() => formatBoard(board));
  const won = isWon(board);
  const cheats = cheatsSoFar(game.history);
  const moves = game.history.index;

  const tableRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(tableRef);
  const lengths = board.columns.map((c) => c.cards.length);
  const layout = computeLayout(size.width, size.height, lengths);

  useEffect(() => setBoardText(formatBoard(board)), [board]);

  // The game, its history and the cheats choice survive area switches, reloads and restarts.
  useEffect(
    () =>
      writeStored(STORE_KEY, saveTable({ ...table, selected: null, hint: null, autoplay: null })),
    [table],
  );

  // Leaving the area stops a solution being played and a solve being searched, and says so.
  const running = useRef({ autoplay: false, solving: false });
  running.current = { autoplay: autoplay !== null, solving: solving !== null };
  useEffect(
    () => () => {
      if (solveId.current) void bridge.invoke('molek.cancelSolve', { id: solveId.current });
      solveId.current = null;
      if (running.current.autoplay)
        say(
          'MOLEK-SYNTEZ table: stopped playing the solution when you left; the game is kept',
          'warn',
        );
      else if (running.current.solving)
        say('MOLEK-SYNTEZ table: stopped the solver when you left; the game is kept', 'warn');
    },
    [say],
  );

  useEffect(() => {
    const source = game.source.kind === 'seed' ? `Seed ${game.source.seed}` : 'Pasted board';
    setFields([source, `Moves ${moves}`, `Cheats ${cheats}`]);
  }, [game.source, moves, cheats, setFields]);
  useEffect(() => () => setFields([]), [setFields]);

  const inProgress = moves > 0 && !won;
  /** Starts another game, after asking when that throws away a game in progress. */
  const start = async (board: Board, source: GameSource, message: string) => {
    if (inProgress && !(await ask('Give up the game in progress and start another?', 'Give up'))) {
      say('Kept the game in progress');
      return;
    }
    dispatch({ type: 'deal', board, source });
    say(message);
  };

  const dealSeed = (seed: number) => {
    if (!Number.isInteger(seed) || seed < 1 || seed > 2147483646) {
      say(`Seed must be a whole number from 1 to 2147483646, not "${seedText}"`, 'error');
      return;
    }
    void start(dealBoard(seed), { kind: 'seed', seed }, `Dealt seed ${seed}`);
  };

  const onSeed = (event: FormEvent) => {
    event.preventDefault();
    dealSeed(seedText.trim() === '' ? randomSeed() : Number(seedText.trim()));
  };

  const onBoard = (event: FormEvent) => {
    event.preventDefault();
    const parsed = tryParseBoard(boardText);
    if (!parsed.ok) {
      say(`Board not loaded: ${parsed.error}`, 'error');
      return;
    }
    void start(parsed.board, { kind: 'board' }, 'Board loaded');
  };

  const attempt = useCallback(
    (pickup: Pickup, to: number) => {
      dispatch({ type: 'select', pickup: null });
      if (to === pickup.column) return;
      const verdict = judgeDrop(board, pickup.column, pickup.row, to, allowCheats);
      if (!verdict.ok) {
        say(`Not allowed: ${verdict.reason}`, 'warn');
        return;
      }
      const next = reduceTable(table, { type: 'play', move: verdict.move });
      dispatch({ type: 'play', move: verdict.move });
      const nextBoard = current(next.game.history).board;
      if (isWon(nextBoard)) {
        const cheatFree = cheatsSoFar(next.game.history) === 0;
        say(cheatFree ? 'Won without a single cheat!' : 'Won!');
      } else if (verdict.move.cheat) {
        say(`Cheat: the card from column ${pickup.column} now sits on column ${to}`, 'warn');
      } else {
        const locked = isLocked(nextBoard.columns[to]) ? ` Column ${to} is locked.` : '';
        say(`Moved from column ${pickup.column} to column ${to}.${locked}`);
      }
    },
    [board, allowCheats, table, say],
  );

  /** The column under a drop, or null outside the table's columns (its border, the header). */
  const columnAt = useCallback(
    (x: number, y: number): number | null => {
      const rect = tableRef.current?.getBoundingClientRect();
      if (!rect || x < rect.left || x >= rect.right || y < rect.top || y >= rect.bottom)
        return null;
      return Math.min(COLUMN_COUNT - 1, Math.floor((x - rect.left) / layout.pitch));
    },
    [layout.pitch],
  );

  const { drag, begin, wasDrag } = usePointerDrag<Pickup>((pickup, x, y) => {
    const to = columnAt(x, y);
    if (to === null) {
      dispatch({ type: 'select', pickup: null });
      say('Dropped outside the columns: nothing moved', 'warn');
      return;
    }
    attempt(pickup, to);
  });

  const canPick = (column: number, row: number) => {
    const c = board.columns[column];
    return !won && !isLocked(c) && row >= runStart(c);
  };

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
  const doUndo = useCallback(() => {
    dispatch({ type: 'undo' });
    say('');
  }, [say]);
  const doRedo = useCallback(() => {
    dispatch({ type: 'redo' });
    say('');
  }, [say]);

  /**
   * Asks the solver (in its own process) for a solution from the board shown: a hint shows
   * its first move, solve plays it all. Cheats only when the player allows them.
   */
  const askSolver = useCallback(
    async (kind: 'hint' | 'solve') => {
      if (solving || won) return;
      setSolving(kind);
      dispatch({ type: 'autoplay', moves: null });
      say(kind === 'hint' ? 'Looking for a hint…' : 'Solving…');
      const from = game;
      const id = `molek-table-${++solves}`;
      solveId.current = id;
      try {
        const reply = await bridge.invoke('molek.solve', {
          board: formatBoard(current(from.history).board),
          options: { cheating: allowCheats, continueMs: 0 },
          timeoutS: 20,
          id,
        });
        if (solveId.current !== id) return; // left the area or asked again meanwhile
        if (reply.outcome !== 'solved') {
          say(...unsolvedMessage(reply.outcome, reply.message, allowCheats));
          return;
        }
        const cheatsNote =
          reply.cheats === 0
            ? 'without cheats'
            : `with ${reply.cheats} cheat${reply.cheats === 1 ? '' : 's'}`;
        if (kind === 'hint') {
          dispatch({ type: 'hint', hint: { move: reply.moves[0], line: reply.lines[0] } });
          const m = reply.moves[0];
          say(
            `Hint: column ${m.from} row ${m.row} ${m.cheat ? 'cheats onto' : 'to'} column ${m.to} (${reply.lines[0]}); solvable in ${reply.moves.length} moves ${cheatsNote}`,
          );
        } else {
          say(`Playing a solution of ${reply.moves.length} moves ${cheatsNote}`);
          dispatch({ type: 'autoplay', moves: reply.moves });
        }
      } catch (error) {
        if (solveId.current === id)
          say('The solver stopped unexpectedly', 'error', (error as Error).message);
      } finally {
        if (solveId.current === id) {
          solveId.current = null;
          setSolving(null);
        }
      }
    },
    [solving, won, game, allowCheats, say],
  );

  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setTimeout(() => {
      const move = autoplay[0];
      const reason = checkMove(board, move);
      if (reason !== null) {
        say('The solution no longer fits the board', 'error', reason);
        dispatch({ type: 'autoplay', moves: null });
        return;
      }
      const next = reduceTable(table, { type: 'play', move });
      dispatch({ type: 'play', move });
      if (next.autoplay === null && isWon(current(next.game.history).board)) {
        say(cheatsSoFar(next.game.history) === 0 ? 'Won without a single cheat!' : 'Won!');
      }
    }, 260);
    return () => window.clearTimeout(timer);
  }, [autoplay, board, table, say]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isEditing(event.target)) return;
      const key = event.key.toLowerCase();
      const mod = event.ctrlKey || event.metaKey;
      const shortcut = historyShortcut(event);
      if (shortcut === 'undo' || (!mod && key === 'u')) doUndo();
      else if (shortcut === 'redo' || (!mod && key === 'r')) doRedo();
      else if (key === 'escape') dispatch({ type: 'select', pickup: null });
      else if (!mod && key === 'h') void askSolver('hint');
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [doUndo, doRedo, askSolver]);

  const cards = useMemo(() => {
    const out: Array<{ id: number; column: number; row: number }> = [];
    position.ids.forEach((ids, column) => ids.forEach((id, row) => out.push({ id, column, row })));
    return out.sort((a, b) => a.id - b.id);
  }, [position.ids]);

  const carried = drag?.payload ?? null;
  const ready = size.width > 0;

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
      <div className="molek-controls">
        <form onSubmit={onSeed} className="molek-form">
          <label>
            Seed{' '}
            <input
              aria-label="Seed"
              data-testid="molek-seed-input"
              inputMode="numeric"
              size={10}
              placeholder="random"
              value={seedText}
              onChange={(e) => setSeedText(e.target.value)}
            />
          </label>
          <button type="submit" data-testid="molek-new-game">
            New game
          </button>
        </form>
        <form onSubmit={onBoard} className="molek-form molek-board-form">
          <label>
            Board{' '}
            <input
              aria-label="Board"
              data-testid="molek-board-input"
              spellCheck={false}
              value={boardText}
              onChange={(e) => setBoardText(e.target.value)}
            />
          </label>
          <button type="submit" data-testid="molek-load-board">
            Load board
          </button>
        </form>
        <div className="molek-form">
          <UndoRedoButtons
            history={game.history}
            onUndo={doUndo}
            onRedo={doRedo}
            testIdPrefix="molek"
          />
          <button
            onClick={() => void askSolver('hint')}
            disabled={solving !== null || won}
            data-testid="molek-hint"
          >
            {solving === 'hint' ? 'Thinking…' : 'Hint'}
          </button>
          <button
            onClick={() => {
              if (!autoplay) return void askSolver('solve');
              dispatch({ type: 'autoplay', moves: null });
              say('Stopped playing the solution');
            }}
            disabled={solving !== null || (won && !autoplay)}
            data-testid="molek-solve"
          >
            {solving === 'solve' ? 'Solving…' : autoplay ? 'Stop' : 'Solve'}
          </button>
          <label className="molek-cheats">
            <input
              type="checkbox"
              data-testid="molek-allow-cheats"
              checked={allowCheats}
              onChange={(e) => dispatch({ type: 'allow-cheats', allow: e.target.checked })}
            />{' '}
            Allow cheats
          </label>
        </div>
      </div>
      <div
        className="molek-table"
        ref={tableRef}
        data-testid="molek-table"
        data-board={formatBoard(board)}
        data-won={won || undefined}
        data-hint={hint?.line}
      >
        {ready &&
          board.columns.map((column, c) => {
            const locked = isLocked(column);
            return (
              <div
                key={c}
                className={`molek-slot${locked ? ' locked' : ''}${column.cheated ? ' cheated' : ''}${hint?.move.to === c ? ' hint' : ''}`}
                data-testid={`molek-column-${c}`}
                data-locked={locked || undefined}
                aria-label={`column ${c}${locked ? ', locked' : ''}${column.cheated ? ', has a cheated card' : ''}`}
                style={{
                  left: c * layout.pitch + layout.left,
                  top: layout.top,
                  width: layout.cardWidth,
                  height: layout.cardHeight,
                }}
                onClick={() => onColumnClick(c)}
              />
            );
          })}
        {ready &&
          board.columns.map((_, c) => (
            <div
              key={`hit-${c}`}
              className="molek-column-hit"
              style={{ left: c * layout.pitch, width: layout.pitch }}
              onClick={() => onColumnClick(c)}
            />
          ))}
        {ready &&
          cards.map(({ id, column, row }) => {
            const col = board.columns[column];
            const rank = col.cards[row];
            const inCarried = carried !== null && carried.column === column && row >= carried.row;
            const inSelected =
              selected !== null && selected.column === column && row >= selected.row;
            const x = column * layout.pitch + layout.left + (inCarried ? drag!.dx : 0);
            const y = layout.top + row * layout.strip(column) + (inCarried ? drag!.dy : 0);
            return (
              <MolekCard
                key={`${game.deal}-${id}`}
                rank={rank}
                column={column}
                row={row}
                cheated={col.cheated && row === col.cards.length - 1}
                locked={isLocked(col)}
                selected={inSelected}
                hinted={hint !== null && hint.move.from === column && row >= hint.move.row}
                dragging={inCarried}
                style={{
                  width: layout.cardWidth,
                  height: layout.cardHeight,
                  transform: `translate(${x}px, ${y}px)`,
                  zIndex: (inCarried ? 1000 : 10) + row,
                  fontSize: layout.cardWidth / 5,
                }}
                onPointerDown={(event) => {
                  if (canPick(column, row)) begin({ column, row }, event);
                  else if (!won) say(CANNOT_PICK, 'warn');
                }}
                onClick={() => onCardClick(column, row)}
              />
            );
          })}
        {ready &&
          board.columns.map((column, c) => (
            <div
              key={`label-${c}`}
              className="molek-column-label"
              style={{ left: c * layout.pitch, width: layout.pitch }}
              aria-hidden="true"
            >
              {c}
              {isLocked(column) && <span className="molek-lock-tag">LOCKED</span>}
            </div>
          ))}
        {won && (
          <div className="molek-win" role="alert" data-testid="molek-win">
            <div className="molek-win-title">SOLVED</div>
            <div className="molek-win-detail" data-testid="molek-win-detail">
              {cheats === 0
                ? 'Cheat-free win'
                : `Won with ${cheats} cheat${cheats === 1 ? '' : 's'}`}{' '}
              in {moves} move{moves === 1 ? '' : 's'}
            </div>
            <button onClick={() => dealSeed(randomSeed())}>New game</button>
          </div>
        )}
      </div>
      <p className="molek-help">
        Drag a card (with the cards above it) to another column, or click it and then click a
        column. Keys: <kbd>Ctrl+Z</kbd>/<kbd>U</kbd> undo, <kbd>Ctrl+Y</kbd>/<kbd>R</kbd> redo,{' '}
        <kbd>H</kbd> hint, <kbd>Esc</kbd> drop the selection.
      </p>
    </section>
  );
}
