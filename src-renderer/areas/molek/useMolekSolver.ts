/**
 * The MOLEK-SYNTEZ table's solver: a hint (the first move of a solution, highlighted) or a
 * whole solution played move by move, asked of the solver process from the board shown. The
 * solver cheats only when the player allows cheats. Leaving the area stops both, saying so.
 */
import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { formatBoard } from '../../../src-shared/molek/notation';
import { checkMove, isWon } from '../../../src-shared/molek/rules';
import { bridge } from '../../bridge-client';
import { current } from '../../cards/history';
import { cheatsSoFar } from './table';
import type { TableAction, TableState } from './table-state';
import { cheatsNote, hintWords, playedWords, unsolvedWords, type Words } from './words';

let solves = 0;

/** The pause between the moves of a solution being played, so each can be followed. */
const AUTOPLAY_STEP_MS = 260;

export function useMolekSolver(
  table: TableState,
  dispatch: Dispatch<TableAction>,
  tell: (words: Words) => void,
) {
  const { game, allowCheats, autoplay } = table;
  const board = current(game.history).board;
  const [solving, setSolving] = useState<'hint' | 'solve' | null>(null);
  const solveId = useRef<string | null>(null);

  // Leaving the area stops a solution being played and a solve being searched, and says so.
  const running = useRef({ autoplay: false, solving: false });
  running.current = { autoplay: autoplay !== null, solving: solving !== null };
  useEffect(
    () => () => {
      if (solveId.current) void bridge.invoke('molek.cancelSolve', { id: solveId.current });
      solveId.current = null;
      const say = (text: string) => tell({ text, level: 'warn' });
      if (running.current.autoplay)
        say('MOLEK-SYNTEZ table: stopped playing the solution when you left; the game is kept');
      else if (running.current.solving)
        say('MOLEK-SYNTEZ table: stopped the solver when you left; the game is kept');
    },
    [tell],
  );

  const won = isWon(board);
  const askSolver = useCallback(
    async (kind: 'hint' | 'solve') => {
      if (solving || won) return;
      setSolving(kind);
      dispatch({ type: 'autoplay', moves: null });
      tell({ text: kind === 'hint' ? 'Looking for a hint…' : 'Solving…', level: 'info' });
      const id = `molek-table-${++solves}`;
      solveId.current = id;
      try {
        const reply = await bridge.invoke('molek.solve', {
          board: formatBoard(board),
          options: { cheating: allowCheats, continueMs: 0 },
          timeoutS: 20,
          id,
        });
        if (solveId.current !== id) return; // left the area or asked again meanwhile
        if (reply.outcome !== 'solved') {
          tell(unsolvedWords(reply.outcome, reply.message, allowCheats));
          return;
        }
        if (kind === 'hint') {
          dispatch({ type: 'hint', hint: { move: reply.moves[0], line: reply.lines[0] } });
          tell(hintWords(reply.moves[0], reply.lines[0], reply.moves.length, reply.cheats));
        } else {
          tell({
            text: `Playing a solution of ${reply.moves.length} moves ${cheatsNote(reply.cheats)}`,
            level: 'info',
          });
          dispatch({ type: 'autoplay', moves: reply.moves });
        }
      } catch (error) {
        if (solveId.current === id)
          tell({
            text: 'The solver stopped unexpectedly',
            level: 'error',
            details: (error as Error).message,
          });
      } finally {
        if (solveId.current === id) {
          solveId.current = null;
          setSolving(null);
        }
      }
    },
    [solving, won, board, allowCheats, dispatch, tell],
  );

  // The solution being played: one move at a time; only the win is worth a message.
  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setTimeout(() => {
      const move = autoplay[0];
      const reason = checkMove(board, move);
      if (reason !== null) {
        tell({ text: 'The solution no longer fits the board', level: 'error', details: reason });
        dispatch({ type: 'autoplay', moves: null });
        return;
      }
      const words = playedWords(board, move, cheatsSoFar(game.history));
      dispatch({ type: 'play', move });
      if (words.won) tell(words);
    }, AUTOPLAY_STEP_MS);
    return () => window.clearTimeout(timer);
  }, [autoplay, board, game.history, dispatch, tell]);

  const stopAutoplay = useCallback(() => {
    dispatch({ type: 'autoplay', moves: null });
    tell({ text: 'Stopped playing the solution', level: 'info' });
  }, [dispatch, tell]);

  return { solving, askSolver, stopAutoplay };
}
