import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { isComplete, parseCommand, whyIllegal, type Move } from '../../../src-shared/klondike';
import { parseSeed } from '../../../src-shared/cards/seed';
import { canUndo } from '../../cards/history';
import { TABLE_CONTROLS } from '../../cards/TableControls';
import { useConfirm } from '../../shell/confirm';
import { useStatus } from '../../shell/status';
import { inProgress, movesMade, restart, seedGame, stateOf, variantOfGame } from './game';
import { moveFor, nextHomeMove, type Pickup, type Target } from './placing';
import { SidePanel } from './SidePanel';
import * as stored from './storage';
import { mechanical, reduceTable, shownScore, startTable, type Hint } from './table-state';
import { TableView } from './TableView';
import { LIMITS, Toolbar, type DealChoice } from './Toolbar';
import { useSolver } from './useSolver';
import { useTableKeys } from './useTableKeys';
import { useWinWatch } from './useWinWatch';
import { useGameFiles } from './useGameFiles';
import { useWinnableDeal } from './useWinnableDeal';
import { formatTime, WinBanner } from './WinBanner';
import { lossMessage } from './winnability';
import './klondike.css';

/** The command box's words besides moves; an unknown command suggests the typed undo. */
const COMMAND_WORDS = { words: ['undo', 'redo', 'hint'], suggest: ['u'] } as const;

function randomSeed(): number {
  return 1 + Math.floor(Math.random() * 999_999);
}

function initialTable() {
  return startTable(
    stored.storedGame() ?? seedGame(randomSeed(), 1, null),
    stored.storedStatistics(),
    stored.storedScoring(),
  );
}

export function KlondikeArea() {
  const { say, setFields } = useStatus();
  const ask = useConfirm();
  const [table, dispatch] = useReducer(reduceTable, undefined, initialTable);
  const { game } = table;
  const state = stateOf(game);
  const finished = isComplete(state);
  const moves = movesMade(game);
  const [choice, setChoice] = useState<DealChoice>(() => {
    const source = game.source;
    return {
      seedText: '',
      turn: source.kind === 'seed' ? source.turn : 1,
      limit: source.kind === 'seed' && source.limit !== null ? String(source.limit) : LIMITS[0],
      winnableOnly: stored.storedWinnableOnly(),
    };
  });
  const [watchOn, setWatchOn] = useState(stored.storedWatchWin);
  const commandRef = useRef<HTMLInputElement>(null);

  // The game in progress, the statistics and the choices survive a reload or a restart.
  useEffect(() => stored.storeGame(game), [game]);
  useEffect(() => stored.storeStatistics(table.statistics), [table.statistics]);
  useEffect(() => stored.storeScoring(table.scoring), [table.scoring]);
  useEffect(() => stored.storeWinnableOnly(choice.winnableOnly), [choice.winnableOnly]);
  useEffect(() => stored.storeWatchWin(watchOn), [watchOn]);
  // The status bar says what the last action did (the reducer words it once).
  useEffect(() => {
    if (table.notice) say(table.notice.text, table.notice.level);
  }, [table.notice, say]);

  // The clock runs from the first move until the game is won, and only while the window shows.
  const running = game.counted && !finished;
  useEffect(() => {
    if (!running) return;
    let last = performance.now();
    const timer = window.setInterval(() => {
      const now = performance.now();
      dispatch({ type: 'tick', ms: document.visibilityState === 'visible' ? now - last : 0 });
      last = now;
    }, 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  const sourceLabel =
    game.source.kind === 'seed' ? `Seed ${game.source.seed}` : `File ${game.source.name}`;
  const score = shownScore(table);
  useEffect(() => {
    setFields([sourceLabel, `Score ${score}`, `Moves ${moves}`]);
  }, [sourceLabel, score, moves, setFields]);
  useEffect(() => () => setFields([]), [setFields]);

  // Only trivial moves remain: play the cards home one by one.
  useEffect(() => {
    if (!table.autoComplete || finished) return;
    const move = nextHomeMove(state);
    const timer = window.setTimeout(
      () =>
        dispatch(move ? { type: 'play', move, auto: true } : { type: 'auto-complete', on: false }),
      110,
    );
    return () => window.clearTimeout(timer);
  }, [table.autoComplete, finished, state]);

  const watch = useWinWatch(game, watchOn && !finished);
  // Say once, when it is found, which move threw the win away.
  const toldLoss = useRef<unknown>(null);
  useEffect(() => {
    if (!watch.lost) return;
    const position = game.history.states[watch.lost.move];
    if (toldLoss.current === position) return;
    toldLoss.current = position;
    say(
      `${lossMessage(watch.lost, moves)} (Undo to the last winnable position takes you back)`,
      'warn',
    );
  }, [watch.lost, game.history.states, moves, say]);

  const onHint = useCallback((hint: Hint) => dispatch({ type: 'hint', hint }), []);
  const solver = useSolver(state, watch.verdict, canUndo(game.history), onHint, say);
  const dealer = useWinnableDeal(say);

  const play = useCallback((move: Move) => dispatch({ type: 'play', move }), []);
  const draw = () => {
    if (state.stock.length > 0) play({ kind: 'turn' });
    else if (state.waste.length === 0) say('The stock and the waste are both empty', 'warn');
    else if (state.resetsLeft === 0)
      say('No resets left: the waste cannot go back to the stock', 'warn');
    else play({ kind: 'reset' });
  };
  const place = (pickup: Pickup, target: Target): boolean => {
    const move = moveFor(state, pickup, target);
    if (move === null) {
      dispatch({ type: 'select', pickup: null });
      return false;
    }
    if (typeof move === 'string') {
      dispatch({ type: 'select', pickup: null });
      say(`Not allowed: ${move}`, 'warn');
      return false;
    }
    dispatch({ type: 'play', move });
    return whyIllegal(state, move) === null;
  };

  /** Whether to go on and throw away the game in progress, asking the player when there is one. */
  const mayLeave = async (action: string): Promise<boolean> => {
    if (!inProgress(game)) return true;
    const yes = await ask(
      `${action}? The game in progress is given up and counts as a loss in the statistics.`,
      action,
    );
    if (!yes) say('Kept the game in progress');
    return yes;
  };

  const newGame = async (seedText: string) => {
    let seed = randomSeed();
    if (seedText.trim() !== '') {
      const parsed = parseSeed(seedText);
      if (!parsed.ok) {
        say(
          parsed.message.replace(/^./, (c) => c.toUpperCase()),
          'error',
        );
        return;
      }
      seed = parsed.seed;
    }
    if (dealer.busy || !(await mayLeave('New game'))) return;
    const limit = choice.limit === 'unlimited' ? null : Number(choice.limit);
    if (!choice.winnableOnly) {
      dispatch({
        type: 'deal',
        game: seedGame(seed, choice.turn, limit),
        message: `Dealt seed ${seed}`,
      });
      return;
    }
    const found = await dealer.find(seed, choice.turn, limit);
    if (found === null) return;
    dispatch({
      type: 'deal',
      game: seedGame(found, choice.turn, limit),
      message:
        found === seed
          ? `Dealt seed ${found} (proven winnable)`
          : `Dealt seed ${found}, the first proven winnable from seed ${seed}`,
    });
  };

  const files = useGameFiles(game, say, mayLeave, (opened, message, level) =>
    dispatch({ type: 'deal', game: opened, message, level }),
  );

  const runCommand = (command: string) => {
    const parsed = parseCommand(command, state, COMMAND_WORDS);
    if (typeof parsed === 'string') say(parsed, 'warn');
    else if (parsed.kind === 'undo') dispatch({ type: 'undo' });
    else if (parsed.kind === 'redo') dispatch({ type: 'redo' });
    else if (parsed.kind === 'hint') void solver.ask('hint');
    else play(parsed.move);
  };

  const resetStatistics = async () => {
    const yes = await ask(
      'Reset the statistics? Every figure of every variant, and the Vegas bank, go back to zero.',
      'Reset statistics',
    );
    if (yes) dispatch({ type: 'reset-statistics' });
  };

  useTableKeys({
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    draw,
    hint: () => void solver.ask('hint'),
    winnable: () => void solver.ask('winnable'),
    newGame: () => void newGame(''),
    allHome: () => dispatch({ type: 'all-home' }),
    cancel: () => dispatch({ type: 'select', pickup: null }),
    command: () => commandRef.current?.focus(),
  });

  const busy = dealer.busy ? 'dealing' : solver.busy;
  return (
    <section
      className={`area klondike-area ${TABLE_CONTROLS}${files.dropping ? ' dropping' : ''}`}
      aria-labelledby="klondike-title"
      {...files.dropProps}
    >
      <header className="klondike-head">
        <h1 id="klondike-title">Klondike</h1>
        <span className="klondike-source" data-testid="klondike-source">
          {sourceLabel}
        </span>
        <span className="klondike-rules" data-testid="klondike-rules">
          Turn {state.turn} · Resets left{' '}
          <span data-testid="klondike-resets-left">
            {state.resetsLeft === null ? 'unlimited' : String(state.resetsLeft)}
          </span>
        </span>
      </header>
      <Toolbar
        choice={choice}
        onChoice={setChoice}
        busy={busy}
        finished={finished}
        canFinish={!finished && !table.autoComplete && mechanical(state)}
        history={game.history}
        onNewGame={() => void newGame(choice.seedText)}
        onRestart={() =>
          void mayLeave('Restart').then(
            (yes) =>
              yes && dispatch({ type: 'deal', game: restart(game), message: 'Restarted the game' }),
          )
        }
        onOpen={(list) => void files.openFiles(list)}
        onSave={files.saveFile}
        onUndo={() => dispatch({ type: 'undo' })}
        onRedo={() => dispatch({ type: 'redo' })}
        onHint={() => void solver.ask('hint')}
        onWinnable={() => void solver.ask('winnable')}
        onAllHome={() => dispatch({ type: 'all-home' })}
        onFinish={() => dispatch({ type: 'auto-complete', on: true })}
      />
      <div className="klondike-main">
        <TableView
          state={state}
          selection={table.selection}
          hint={table.hint}
          finished={finished}
          onDraw={draw}
          onPlace={place}
          onSelect={(pickup) => dispatch({ type: 'select', pickup })}
          say={say}
        >
          {finished && (
            <WinBanner
              score={score}
              moves={moves}
              time={formatTime(game.elapsedMs)}
              onNewGame={() => void newGame('')}
            />
          )}
        </TableView>
        <SidePanel
          score={score}
          scoring={table.scoring}
          moves={moves}
          elapsedMs={game.elapsedMs}
          watch={watch}
          watchOn={watchOn}
          statistics={table.statistics}
          variant={variantOfGame(game)}
          inProgress={inProgress(game)}
          commandRef={commandRef}
          onCommand={runCommand}
          onScoring={(scoring) => dispatch({ type: 'scoring', scoring })}
          onWatch={setWatchOn}
          onUndoToWinnable={(index) =>
            dispatch({
              type: 'go-to',
              index,
              message: `Back to move ${index}, the last winnable position`,
            })
          }
          onResetStatistics={() => void resetStatistics()}
        />
      </div>
    </section>
  );
}
