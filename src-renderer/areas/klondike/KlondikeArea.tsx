import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type FormEvent,
} from 'react';
import {
  cardName,
  isComplete,
  isWon,
  makeCard,
  parseCommand,
  parseMove,
  pileStart,
  serializeExchange,
  SUIT_CHARS,
  type Move,
  type Suit,
  type TurnCount,
} from '../../../src-shared/klondike';
import { bridge } from '../../bridge-client';
import { redo, undo } from '../../cards/history';
import { PlayingCard } from '../../cards/PlayingCard';
import {
  historyShortcut,
  isEditing,
  TABLE_CONTROLS,
  UndoRedoButtons,
} from '../../cards/TableControls';
import { SUIT_SYMBOLS } from '../../cards/playingCards';
import { useElementSize } from '../../cards/useElementSize';
import { usePointerDrag } from '../../cards/usePointerDrag';
import { useConfirm } from '../../shell/confirm';
import { useStatus } from '../../shell/status';
import { describeMove, moveFor, nextHomeMove, type Pickup, type Target } from './placing';
import {
  fileGame,
  inProgress,
  movesMade,
  recordPlay,
  restart,
  SEED_MAX,
  seedGame,
  stateOf,
  TABLE_RULES,
  type Statistics,
  type TableGame,
} from './game';
import { geometry, layoutCards, targetAt, type CardSpot } from './layout';
import {
  storedGame,
  storedStatistics,
  storedWinnableOnly,
  storeGame,
  storeStatistics,
  storeWinnableOnly,
} from './storage';
import { firstWinnableSeed } from './winnable-deal';
import './klondike.css';

const LIMITS = ['unlimited', '0', '1', '2', '3'] as const;

/** The command box's words besides moves; an unknown command suggests the typed undo. */
const COMMAND_WORDS = { words: ['undo', 'redo', 'hint'], suggest: ['u'] } as const;

function randomSeed(): number {
  return 1 + Math.floor(Math.random() * 999_999);
}

function formatTime(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

function initialGame(): TableGame {
  return storedGame() ?? seedGame(randomSeed(), 1, null);
}

export function KlondikeArea() {
  const { say, setFields } = useStatus();
  const ask = useConfirm();
  const [game, setGame] = useState<TableGame>(initialGame);
  const [stats, setStats] = useState<Statistics>(storedStatistics);
  const [selection, setSelection] = useState<Pickup | null>(null);
  const [hint, setHint] = useState<{ move: Move; text: string } | null>(null);
  const [busy, setBusy] = useState<'hint' | 'winnable' | 'dealing' | null>(null);
  const [winnableOnly, setWinnableOnly] = useState<boolean>(storedWinnableOnly);
  const [autoComplete, setAutoComplete] = useState(false);
  const [seedText, setSeedText] = useState('');
  const [turnChoice, setTurnChoice] = useState<TurnCount>(
    game.source.kind === 'seed' ? game.source.turn : 1,
  );
  const [limitChoice, setLimitChoice] = useState<string>(
    game.source.kind === 'seed' && game.source.limit !== null
      ? String(game.source.limit)
      : 'unlimited',
  );
  const [command, setCommand] = useState('');
  const [dropping, setDropping] = useState(false);
  const commandRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(tableRef);
  const g = useMemo(() => geometry(size.width, size.height), [size.width, size.height]);

  const state = stateOf(game);
  // The position shown now, for answers that arrive after the player has moved on.
  const shownRef = useRef(state);
  useEffect(() => {
    shownRef.current = state;
  }, [state]);
  const finished = isComplete(state);
  const moves = movesMade(game);
  const spots = useMemo(() => layoutCards(state, g), [state, g]);

  // The game in progress and the statistics survive a reload or a restart.
  useEffect(() => storeGame(game), [game]);
  useEffect(() => storeStatistics(stats), [stats]);
  useEffect(() => storeWinnableOnly(winnableOnly), [winnableOnly]);

  // The clock runs from the first move until the game is won, and only while the window shows.
  const running = game.counted && !finished;
  useEffect(() => {
    if (!running) return;
    let last = performance.now();
    const timer = window.setInterval(() => {
      const now = performance.now();
      const delta = document.visibilityState === 'visible' ? now - last : 0;
      last = now;
      setGame((g) => ({ ...g, elapsedMs: g.elapsedMs + delta }));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  const sourceLabel =
    game.source.kind === 'seed' ? `Seed ${game.source.seed}` : `File ${game.source.name}`;
  const resetsLabel = state.resetsLeft === null ? 'unlimited' : String(state.resetsLeft);
  useEffect(() => {
    setFields([sourceLabel, `Score ${state.score}`, `Moves ${moves}`]);
  }, [sourceLabel, state.score, moves, setFields]);
  useEffect(() => () => setFields([]), [setFields]);

  const begin = useCallback(
    (next: TableGame, message: string, level: 'info' | 'warn' = 'info') => {
      lastAction.current = 'other';
      setGame(next);
      setSelection(null);
      setHint(null);
      setAutoComplete(false);
      if (next.source.kind === 'seed') {
        setTurnChoice(next.source.turn);
        setLimitChoice(next.source.limit === null ? 'unlimited' : String(next.source.limit));
      }
      say(message, level);
    },
    [say],
  );

  /** Plays a move, or says why it cannot be played. Returns whether it was played. */
  const commit = useCallback(
    (move: Move, auto = false): boolean => {
      const recorded = recordPlay(game, stats, move);
      if (typeof recorded === 'string') {
        say(`Not allowed: ${recorded}`, 'warn');
        return false;
      }
      const updated = recorded.game;
      const after = stateOf(updated);
      lastAction.current = 'other';
      setStats(recorded.statistics);
      setGame(updated);
      setSelection(null);
      setHint(null);
      if (isComplete(after)) {
        say(`Won! Score ${after.score} in ${movesMade(updated)} moves`);
      } else if (isWon(after)) {
        if (!auto) say('Only trivial moves remain: finishing the game');
        setAutoComplete(true);
      } else if (!auto) {
        say(describeMove(stateOf(game), move).replace(/^./, (c) => c.toUpperCase()));
      }
      return true;
    },
    [game, stats, say],
  );

  // Auto-complete: as soon as the rest is mechanical (every card face up, the stock empty and
  // at most one card in the waste), play the cards home one by one. This holds whatever led
  // there (a move, a reload, an opened file), except an undo: the player stepped back on purpose.
  const lastAction = useRef<'undo' | 'other'>('other');
  useEffect(() => {
    if (isWon(state) && !finished && !autoComplete && lastAction.current !== 'undo') {
      setAutoComplete(true);
    }
  }, [state, finished, autoComplete]);

  // Auto-complete: once every card is face up, play them home one by one.
  useEffect(() => {
    if (!autoComplete || finished) return;
    const move = nextHomeMove(state);
    if (!move) {
      setAutoComplete(false);
      return;
    }
    const timer = window.setTimeout(() => commit(move, true), 110);
    return () => window.clearTimeout(timer);
  }, [autoComplete, finished, state, commit]);

  const drawFromStock = useCallback(() => {
    if (state.stock.length > 0) commit({ kind: 'turn' });
    else if (state.waste.length === 0) say('The stock and the waste are both empty', 'warn');
    else if (state.resetsLeft === 0)
      say('No resets left: the waste cannot go back to the stock', 'warn');
    else commit({ kind: 'reset' });
  }, [state, commit, say]);

  // A message describes the position it was said about: taking a move back or again clears it.
  const doUndo = useCallback(() => {
    lastAction.current = 'undo';
    setSelection(null);
    setHint(null);
    setAutoComplete(false);
    setGame((g) => ({ ...g, history: undo(g.history) }));
    say('');
  }, [say]);
  const doRedo = useCallback(() => {
    lastAction.current = 'other';
    setSelection(null);
    setHint(null);
    setAutoComplete(false);
    setGame((g) => ({ ...g, history: redo(g.history) }));
    say('');
  }, [say]);

  const tryPlace = useCallback(
    (pickup: Pickup, target: Target) => {
      const move = moveFor(state, pickup, target);
      setSelection(null);
      if (move === null) return;
      if (typeof move === 'string') {
        say(`Not allowed: ${move}`, 'warn');
        return;
      }
      commit(move);
    },
    [state, commit, say],
  );

  const {
    drag,
    begin: beginDrag,
    wasDrag,
  } = usePointerDrag<Pickup>((pickup, x, y) => {
    const rect = tableRef.current?.getBoundingClientRect();
    if (!rect) return;
    const target = targetAt(x - rect.left, y - rect.top, g);
    if (target) tryPlace(pickup, target);
  });

  // An answer that arrives after the player left the area is about nothing they see: dropped.
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const askSolver = useCallback(
    async (kind: 'hint' | 'winnable') => {
      if (busy) return;
      setBusy(kind);
      say(kind === 'hint' ? 'Looking for a hint…' : 'Searching for a win…');
      const position = state;
      try {
        const reply = await bridge.invoke(kind === 'hint' ? 'klondike.hint' : 'klondike.winnable', {
          exchange: serializeExchange(position),
          rules: position.rules,
        });
        const seconds = (reply.elapsedMs / 1000).toFixed(1);
        if (!alive.current) return;
        if (shownRef.current !== position) {
          say('The position changed while the solver was thinking; ask again', 'warn');
        } else if (reply.verdict === 'timeout') {
          say(`The solver found no answer within its time limit (${seconds} s)`, 'warn');
        } else if (reply.verdict === 'stuck') {
          say(
            kind === 'hint'
              ? 'No winning line from here: try undoing some moves'
              : `This position cannot be won (${seconds} s)`,
            'warn',
          );
        } else if (kind === 'winnable') {
          say(`Winnable: the solver found a win in ${reply.moves} moves (${seconds} s)`);
        } else {
          const move = reply.move ? parseMove(reply.move, position.rules) : null;
          if (move) {
            setHint({ move, text: reply.move! });
            say(`Hint: ${describeMove(position, move)} (${reply.move})`);
          } else say('The solver gave no move', 'warn');
        }
      } catch (error) {
        if (alive.current)
          say('The solver stopped unexpectedly', 'error', (error as Error).message);
      } finally {
        if (alive.current) setBusy(null);
      }
    },
    [busy, state, say],
  );

  /** Whether to go on and throw away the game in progress, asking the player when there is one. */
  const mayLeave = useCallback(
    async (action: string): Promise<boolean> => {
      if (!inProgress(game)) return true;
      const yes = await ask(
        `${action}? The game in progress is given up and counts as a loss in the statistics.`,
        action,
      );
      if (!yes) say('Kept the game in progress');
      return yes;
    },
    [game, ask, say],
  );

  const newGame = useCallback(
    async (seed: number) => {
      if (!Number.isInteger(seed) || seed < 1 || seed > SEED_MAX) {
        say(`Seed must be a whole number from 1 to ${SEED_MAX}`, 'error');
        return;
      }
      if (!(await mayLeave('New game'))) return;
      const limit = limitChoice === 'unlimited' ? null : Number(limitChoice);
      if (!winnableOnly) {
        begin(seedGame(seed, turnChoice, limit), `Dealt seed ${seed}`);
        return;
      }
      if (busy) return;
      setBusy('dealing');
      say(`Looking for a winnable deal from seed ${seed}…`);
      const ask = (exchange: string) =>
        bridge.invoke('klondike.winnable', { exchange, rules: TABLE_RULES, timeoutMs: 5000 });
      firstWinnableSeed(seed, turnChoice, limit, ask)
        .then((found) => {
          // An answer arriving after the area was left is dropped.
          if (!alive.current) return;
          if (found === null) {
            say(`No deal from seed ${seed} on was proven winnable; try another seed`, 'warn');
          } else {
            begin(
              seedGame(found, turnChoice, limit),
              found === seed
                ? `Dealt seed ${found} (proven winnable)`
                : `Dealt seed ${found}, the first proven winnable from seed ${seed}`,
            );
          }
        })
        .catch((error: Error) => {
          if (alive.current) say('The solver stopped unexpectedly', 'error', error.message);
        })
        .finally(() => {
          if (alive.current) setBusy(null);
        });
    },
    [limitChoice, turnChoice, winnableOnly, busy, begin, say, mayLeave],
  );

  const openText = useCallback(
    async (name: string, text: string) => {
      const opened = fileGame(name, text);
      if (!opened.ok) {
        say(`${name} is not a Klondike game file`, 'error', opened.error);
        return;
      }
      if (!(await mayLeave('Open the game'))) return;
      begin(
        opened.game,
        opened.note ? `Opened ${name}. ${opened.note}` : `Opened ${name}`,
        opened.note ? 'warn' : 'info',
      );
    },
    [begin, say, mayLeave],
  );

  // Electron's File › Open… sends the file to the window; take it when it is an exchange file.
  useEffect(
    () =>
      bridge.on('file.opened', (file) => {
        const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
        const text = new TextDecoder().decode(bytes);
        if (/^\s*(#[^\n]*\n\s*)*RULES:/.test(text)) void openText(file.name, text);
      }),
    [openText],
  );

  const openFiles = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    await openText(file.name, await file.text());
  };

  const saveFile = () => {
    const text = serializeExchange(state);
    const name =
      game.source.kind === 'seed'
        ? `klondike-seed-${game.source.seed}.txt`
        : game.source.name.replace(/(\.txt)?$/, '-saved.txt');
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    say(`Saved the position as ${name}`);
  };

  const runCommand = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseCommand(command, state, COMMAND_WORDS);
    // The box empties after every command, refused or not; the status bar says what happened.
    setCommand('');
    if (typeof parsed === 'string') {
      say(parsed, 'warn');
      return;
    }
    if (parsed.kind === 'undo') doUndo();
    else if (parsed.kind === 'redo') doRedo();
    else if (parsed.kind === 'hint') void askSolver('hint');
    else commit(parsed.move);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isEditing(event.target)) return;
      const key = event.key.toLowerCase();
      const shortcut = historyShortcut(event);
      if (shortcut === 'undo') doUndo();
      else if (shortcut === 'redo') doRedo();
      else if (event.ctrlKey || event.metaKey) return;
      else if (key === 'u') doUndo();
      else if (key === 'y') doRedo();
      else if (key === ' ' || key === 'd') drawFromStock();
      else if (key === 'h') void askSolver('hint');
      else if (key === 'w') void askSolver('winnable');
      else if (key === 'n') void newGame(randomSeed());
      else if (key === 'escape') setSelection(null);
      else if (key === '/') commandRef.current?.focus();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [doUndo, doRedo, drawFromStock, askSolver, newGame]);

  /* ---- Card interactions ---------------------------------------------------------------- */

  const pickupOf = (spot: CardSpot): Pickup | null => {
    const p = spot.place;
    if (!spot.faceUp) return null;
    if (p.pile === 'waste') return p.index === state.waste.length - 1 ? { from: 'waste' } : null;
    if (p.pile === 'foundation')
      return p.rank === state.foundations[p.suit] ? { from: 'foundation', suit: p.suit } : null;
    if (p.pile === 'column') return { from: 'column', column: p.column, index: p.index };
    return null;
  };

  const targetOf = (spot: CardSpot): Target | null => {
    const p = spot.place;
    if (p.pile === 'foundation') return { kind: 'foundation' };
    if (p.pile === 'column') return { kind: 'column', column: p.column };
    return null;
  };

  const onCardClick = (spot: CardSpot) => {
    if (wasDrag()) return;
    if (spot.place.pile === 'stock') {
      drawFromStock();
      return;
    }
    const target = targetOf(spot);
    if (selection && target && !samePile(selection, spot)) {
      tryPlace(selection, target);
      return;
    }
    const pickup = pickupOf(spot);
    if (!pickup) {
      setSelection(null);
      return;
    }
    setSelection(selection && samePickup(selection, pickup) ? null : pickup);
  };

  const onCardDoubleClick = (spot: CardSpot) => {
    const pickup = pickupOf(spot);
    if (!pickup || pickup.from === 'foundation') return;
    if (pickup.from === 'column') {
      const column = state.tableau[pickup.column - 1].faceUp;
      if (pickup.index !== column.length - 1) return;
    }
    tryPlace(pickup, { kind: 'foundation' });
  };

  const onSlotClick = (target: Target) => {
    if (wasDrag() || !selection) return;
    tryPlace(selection, target);
  };

  const carried = (spot: CardSpot, pickup: Pickup | null): boolean => {
    if (!pickup) return false;
    const p = spot.place;
    if (pickup.from === 'waste') return p.pile === 'waste' && p.index === state.waste.length - 1;
    if (pickup.from === 'foundation')
      return (
        p.pile === 'foundation' &&
        p.suit === pickup.suit &&
        p.rank === state.foundations[pickup.suit]
      );
    return (
      p.pile === 'column' && !p.covered && p.column === pickup.column && p.index >= pickup.index
    );
  };

  const hinted = (spot: CardSpot): boolean => {
    if (!hint || hint.move.kind !== 'move') return false;
    const { from, to } = hint.move;
    const p = spot.place;
    if (from === 'w') return p.pile === 'waste' && p.index === state.waste.length - 1;
    if (p.pile !== 'column' || p.covered || p.column !== from) return false;
    const column = state.tableau[from - 1].faceUp;
    const start = to === 'f' ? column.length - 1 : pileStart(state, from, to);
    return p.index >= start;
  };

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDropping(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropping(false);
    void openFiles(event.dataTransfer.files);
  };

  const ready = size.width > 0;
  const fanned = state.waste.slice(Math.max(0, state.waste.length - (state.turn === 3 ? 3 : 1)));
  const elapsed = formatTime(game.elapsedMs);
  const hintStock = hint && (hint.move.kind === 'turn' || hint.move.kind === 'reset');

  return (
    <section
      className={`area klondike-area ${TABLE_CONTROLS}${dropping ? ' dropping' : ''}`}
      aria-labelledby="klondike-title"
      onDragOver={onDragOver}
      onDragLeave={() => setDropping(false)}
      onDrop={onDrop}
    >
      <header className="klondike-head">
        <h1 id="klondike-title">Klondike</h1>
        <span className="klondike-source" data-testid="klondike-source">
          {sourceLabel}
        </span>
        <span className="klondike-rules" data-testid="klondike-rules">
          Turn {state.turn} · Resets left{' '}
          <span data-testid="klondike-resets-left">{resetsLabel}</span>
        </span>
      </header>
      <div className="klondike-toolbar">
        <form
          className="klondike-group"
          onSubmit={(e) => {
            e.preventDefault();
            void newGame(seedText.trim() === '' ? randomSeed() : Number(seedText.trim()));
          }}
        >
          <input
            aria-label="Seed"
            data-testid="klondike-seed-input"
            placeholder="seed (random)"
            inputMode="numeric"
            size={12}
            value={seedText}
            onChange={(e) => setSeedText(e.target.value)}
          />
          <select
            aria-label="Turn"
            data-testid="klondike-turn"
            value={turnChoice}
            onChange={(e) => setTurnChoice(Number(e.target.value) as TurnCount)}
          >
            <option value={1}>Turn 1</option>
            <option value={3}>Turn 3</option>
          </select>
          <select
            aria-label="Resets"
            data-testid="klondike-limit"
            value={limitChoice}
            onChange={(e) => setLimitChoice(e.target.value)}
          >
            {LIMITS.map((l) => (
              <option key={l} value={l}>
                {l === 'unlimited' ? 'Unlimited resets' : `${l} reset${l === '1' ? '' : 's'}`}
              </option>
            ))}
          </select>
          <label className="klondike-winnable-only">
            <input
              type="checkbox"
              data-testid="klondike-winnable-only"
              checked={winnableOnly}
              onChange={(e) => setWinnableOnly(e.target.checked)}
            />
            Winnable deals only
          </label>
          <button type="submit" data-testid="klondike-new-game" disabled={busy === 'dealing'}>
            {busy === 'dealing' ? 'Dealing…' : 'New game'}
          </button>
        </form>
        <div className="klondike-group">
          <button
            onClick={() =>
              void mayLeave('Restart').then(
                (yes) => yes && begin(restart(game), 'Restarted the game'),
              )
            }
            data-testid="klondike-restart"
          >
            Restart
          </button>
          <button onClick={() => fileRef.current?.click()} data-testid="klondike-open">
            Open…
          </button>
          <input
            ref={fileRef}
            type="file"
            accept=".txt,text/plain"
            hidden
            data-testid="klondike-file-input"
            onChange={(e) => {
              void openFiles(e.target.files);
              e.target.value = '';
            }}
          />
          <button onClick={saveFile} data-testid="klondike-save">
            Save…
          </button>
        </div>
        <div className="klondike-group">
          <UndoRedoButtons
            history={game.history}
            onUndo={doUndo}
            onRedo={doRedo}
            testIdPrefix="klondike"
          />
          <button
            onClick={() => void askSolver('hint')}
            disabled={busy !== null || finished}
            data-testid="klondike-hint"
          >
            {busy === 'hint' ? 'Thinking…' : 'Hint'}
          </button>
          <button
            onClick={() => void askSolver('winnable')}
            disabled={busy !== null || finished}
            data-testid="klondike-winnable"
          >
            {busy === 'winnable' ? 'Searching…' : 'Winnable?'}
          </button>
          {isWon(state) && !finished && !autoComplete && (
            // Only trivial moves remain (say, after a reload mid-way): play them home.
            <button onClick={() => setAutoComplete(true)} data-testid="klondike-finish">
              Finish
            </button>
          )}
        </div>
      </div>
      <div className="klondike-main">
        <div
          className="klondike-table"
          ref={tableRef}
          data-testid="klondike-table"
          data-hint={hint?.text}
          data-won={finished || undefined}
        >
          {ready && (
            <>
              <div
                className={`klondike-slot stock${hintStock ? ' hint' : ''}`}
                data-testid="klondike-stock"
                data-count={state.stock.length}
                aria-label={`stock, ${state.stock.length} cards`}
                style={slotStyle(g, 0, g.topY)}
                onClick={() => !wasDrag() && drawFromStock()}
              >
                {state.stock.length === 0 && (
                  <span className="klondike-slot-mark">{state.resetsLeft === 0 ? '✕' : '↻'}</span>
                )}
              </div>
              <div
                className="klondike-slot waste"
                data-testid="klondike-waste"
                data-count={state.waste.length}
                data-top={fanned.map(cardName).join(' ')}
                aria-label="waste"
                style={slotStyle(g, 1, g.topY)}
              />
              {([0, 1, 2, 3] as Suit[]).map((suit) => (
                <div
                  key={suit}
                  className={`klondike-slot foundation${suit === 1 || suit === 2 ? ' red' : ''}`}
                  data-testid={`klondike-foundation-${SUIT_CHARS[suit]}`}
                  data-top={
                    state.foundations[suit] === 0
                      ? undefined
                      : cardName(makeCard(state.foundations[suit], suit))
                  }
                  aria-label={`${SUIT_CHARS[suit]} foundation`}
                  style={slotStyle(g, 3 + suit, g.topY)}
                  onClick={() => onSlotClick({ kind: 'foundation' })}
                >
                  <span className="klondike-slot-mark">{SUIT_SYMBOLS[suit]}</span>
                </div>
              ))}
              {state.tableau.map((column, c) => (
                <div
                  key={c}
                  className="klondike-slot column"
                  data-testid={`klondike-column-${c + 1}`}
                  data-covered={column.covered.length}
                  data-face-up={column.faceUp.map(cardName).join(' ')}
                  aria-label={`column ${c + 1}`}
                  style={slotStyle(g, c, g.tableauY)}
                  onClick={() => onSlotClick({ kind: 'column', column: c + 1 })}
                >
                  <span className="klondike-slot-mark">K</span>
                </div>
              ))}
              {state.tableau.map((_, c) => (
                <div
                  key={`hit-${c}`}
                  className="klondike-column-hit"
                  style={{ left: c * g.pitch, width: g.pitch, top: g.tableauY + g.cardHeight }}
                  onClick={() => onSlotClick({ kind: 'column', column: c + 1 })}
                />
              ))}
              {spots.map((spot) => {
                const inDrag = drag !== null && carried(spot, drag.payload);
                const selected = carried(spot, selection);
                const x = spot.x + (inDrag ? drag!.dx : 0);
                const y = spot.y + (inDrag ? drag!.dy : 0);
                const p = spot.place;
                return (
                  <PlayingCard
                    key={spot.card}
                    card={spot.card}
                    faceUp={spot.faceUp}
                    className={[
                      spot.buried && !inDrag ? 'buried' : '',
                      inDrag ? 'dragging' : '',
                      selected ? 'selected' : '',
                      hinted(spot) ? 'hint' : '',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    style={{
                      width: g.cardWidth,
                      height: g.cardHeight,
                      fontSize: g.cardWidth * 0.2,
                      transform: `translate(${x}px, ${y}px)`,
                      zIndex: inDrag ? 2000 + spot.z : spot.z,
                    }}
                    data={{
                      testid: 'klondike-card',
                      pile: p.pile,
                      column: p.pile === 'column' ? p.column : undefined,
                      index:
                        p.pile === 'column' || p.pile === 'waste' || p.pile === 'stock'
                          ? p.index
                          : undefined,
                    }}
                    onPointerDown={(event) => {
                      const pickup = pickupOf(spot);
                      if (pickup && !finished) beginDrag(pickup, event);
                    }}
                    onClick={() => onCardClick(spot)}
                    onDoubleClick={() => onCardDoubleClick(spot)}
                  />
                );
              })}
            </>
          )}
          {finished && (
            <div className="klondike-win" role="alert" data-testid="klondike-win">
              <div className="klondike-confetti" aria-hidden="true">
                {Array.from({ length: 24 }, (_, i) => (
                  <span
                    key={i}
                    className={i % 4 === 1 || i % 4 === 2 ? 'red' : ''}
                    style={{ left: `${(i * 41) % 100}%`, animationDelay: `${(i % 8) * 0.25}s` }}
                  >
                    {SUIT_SYMBOLS[i % 4]}
                  </span>
                ))}
              </div>
              <div className="klondike-win-card">
                <div className="klondike-win-title">You won!</div>
                <div data-testid="klondike-win-detail">
                  Score {state.score} · {moves} moves · {elapsed}
                </div>
                <button onClick={() => void newGame(randomSeed())}>New game</button>
              </div>
            </div>
          )}
        </div>
        <aside className="klondike-side">
          <dl className="klondike-figures">
            <dt>Score</dt>
            <dd data-testid="klondike-score">{state.score}</dd>
            <dt>Moves</dt>
            <dd data-testid="klondike-moves">{moves}</dd>
            <dt>Time</dt>
            <dd data-testid="klondike-time">{elapsed}</dd>
          </dl>
          <form onSubmit={runCommand} className="klondike-command">
            <input
              ref={commandRef}
              aria-label="Command"
              data-testid="klondike-command"
              placeholder="command, e.g. w c4"
              spellCheck={false}
              value={command}
              onChange={(e) => setCommand(e.target.value)}
              onKeyDown={(e) => {
                // Escape empties the box and hands the keyboard back to the table's hotkeys.
                if (e.key === 'Escape') {
                  setCommand('');
                  e.currentTarget.blur();
                }
              }}
            />
          </form>
          <div className="klondike-hotkeys" data-testid="klondike-hotkeys">
            <h2>Keys</h2>
            <ul>
              <li>
                <kbd>Space</kbd> <kbd>D</kbd> draw from the stock
              </li>
              <li>
                <kbd>Ctrl+Z</kbd> <kbd>U</kbd> undo
              </li>
              <li>
                <kbd>Ctrl+Y</kbd> <kbd>Y</kbd> redo
              </li>
              <li>
                <kbd>H</kbd> hint · <kbd>W</kbd> winnable?
              </li>
              <li>
                <kbd>N</kbd> new game · <kbd>Esc</kbd> drop selection
              </li>
              <li>
                <kbd>/</kbd> command box (<kbd>Esc</kbd> leaves it): <code>s</code>,{' '}
                <code>w c4</code>, <code>c3 f1</code>, <code>3c4 c5</code>, <code>u</code>
              </li>
              <li>Double-click a card to send it home</li>
            </ul>
          </div>
          <div className="klondike-stats" data-testid="klondike-stats">
            <h2>Statistics</h2>
            <div>
              Games <span data-testid="klondike-stat-games">{stats.games}</span> · Wins{' '}
              <span data-testid="klondike-stat-wins">{stats.wins}</span> · Lost{' '}
              {/* Played and not won, the game in progress aside: given up, or stuck. */}
              <span data-testid="klondike-stat-lost">
                {stats.games - stats.wins - (inProgress(game) ? 1 : 0)}
              </span>
            </div>
            <div>
              Best score <span data-testid="klondike-stat-best">{stats.bestScore ?? '–'}</span>
            </div>
          </div>
        </aside>
      </div>
    </section>
  );
}

function slotStyle(g: ReturnType<typeof geometry>, slot: number, y: number) {
  return { left: g.slotX(slot), top: y, width: g.cardWidth, height: g.cardHeight };
}

function samePickup(a: Pickup, b: Pickup): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whether the clicked card lies in the pile the selection came from. */
function samePile(selection: Pickup, spot: CardSpot): boolean {
  const p = spot.place;
  if (selection.from === 'waste') return p.pile === 'waste';
  if (selection.from === 'foundation') return p.pile === 'foundation' && p.suit === selection.suit;
  return p.pile === 'column' && p.column === selection.column;
}
