import { useCallback, useEffect, useRef, useState } from 'react';
import type { AutoSolveOptions } from '../../../src-shared/autosolve/options';
import type { Board } from '../../../src-shared/molek/cards';
import type { MolekSolveReply } from '../../../src-shared/molek/contract';
import { formatBoard } from '../../../src-shared/molek/notation';
import { isWon } from '../../../src-shared/molek/rules';
import type { SolveProgress } from '../../../src-shared/molek/solver';
import { bridge } from '../../bridge-client';
import type { OfflineSolution } from './offline-state';
import { formatSeconds } from './SolveTimeChart';

export type { OfflineSolution };

/** One thing the panel says, in the user's words, with the technical detail kept apart. */
export interface PanelMessage {
  text: string;
  level: 'info' | 'warn' | 'error';
  details?: string;
}

/** What solving a board that is already won says. */
export const ALREADY_SOLVED =
  'This board is already solved: every card is in a locked column, so there is nothing to play';

/** The progress line of a long solve: phase, positions searched, time, best so far. */
export function progressText(progress: SolveProgress | null, timeoutS: number): string {
  if (!progress) return `Solving… (gives up after ${timeoutS} s)`;
  const best = progress.best ? `, best so far ${progress.best.length} moves` : '';
  return `Solving (${progress.phase}): ${progress.states.toLocaleString('en')} positions, ${formatSeconds(
    progress.ms / 1000,
  )}${best}; gives up after ${timeoutS} s`;
}

/** What the panel and the status bar say about a finished solve. */
export function replyMessage(reply: MolekSolveReply, cheating: boolean): PanelMessage {
  switch (reply.outcome) {
    case 'solved': {
      const seconds = reply.stats ? ` in ${formatSeconds(reply.stats.ms / 1000)}` : '';
      const cheats =
        reply.cheats === 0 ? 'no cheats' : `${reply.cheats} cheat${reply.cheats === 1 ? '' : 's'}`;
      return { text: `Solved${seconds}: ${reply.moves.length} moves, ${cheats}`, level: 'info' };
    }
    case 'timeout':
      return {
        text: 'No solution before the Timeout: raise Timeout to let the solver look longer',
        level: 'warn',
        details: reply.message,
      };
    case 'no-solution':
      return {
        text: cheating
          ? 'This board has no solution within Max moves, even with cheats'
          : 'No solution without cheats: tick Cheating to let the solver cheat',
        level: 'warn',
        details: reply.message,
      };
    case 'cancelled':
      return { text: 'Solve cancelled', level: 'warn', details: reply.message };
    case 'crashed':
      return { text: 'The solver stopped unexpectedly', level: 'error', details: reply.message };
    case 'invalid':
      return { text: 'The solver refused this board', level: 'error', details: reply.message };
  }
}

/**
 * Solving a board offline with the window's options, in the solver process: progress while
 * it runs, Cancel, and the Timeout option as the hard limit. Only the latest solve counts:
 * a new one cancels the one before.
 */
export function useOfflineSolve(initial: { solution: OfflineSolution | null; step: number }) {
  const [solving, setSolving] = useState(false);
  const [progress, setProgress] = useState<SolveProgress | null>(null);
  const [timeoutS, setTimeoutS] = useState(0);
  const [solution, setSolution] = useState<OfflineSolution | null>(initial.solution);
  const [step, setStep] = useState(initial.step);
  const [message, setMessage] = useState<PanelMessage | null>(null);
  const current = useRef<string | null>(null);
  const counter = useRef(0);

  // Leaving the area cancels a solve still searching (the caller says so).
  useEffect(
    () => () => {
      if (current.current) void bridge.invoke('molek.cancelSolve', { id: current.current });
    },
    [],
  );

  useEffect(
    () =>
      bridge.on('molek.solveProgress', (event) => {
        if (event.id === current.current) setProgress(event.progress);
      }),
    [],
  );

  const solve = useCallback((board: Board, options: AutoSolveOptions) => {
    if (current.current) void bridge.invoke('molek.cancelSolve', { id: current.current });
    if (isWon(board)) {
      // Nothing to search for: say so rather than "Solved: 0 moves".
      current.current = null;
      setSolving(false);
      setSolution(null);
      setStep(0);
      setMessage({ text: ALREADY_SOLVED, level: 'info' });
      return;
    }
    const id = `autosolve-offline-${Date.now()}-${++counter.current}`;
    current.current = id;
    setSolving(true);
    setProgress(null);
    setTimeoutS(options.timeoutS);
    setSolution(null);
    setStep(0);
    setMessage({ text: 'Solving…', level: 'info' });
    const { timeoutS: timeout, games: _games, pace: _pace, ...solverOptions } = options;
    bridge
      .invoke('molek.solve', {
        board: formatBoard(board),
        options: solverOptions,
        timeoutS: timeout,
        id,
      })
      .then(
        (reply) => {
          if (current.current !== id) return;
          if (reply.outcome === 'solved') setSolution({ board, moves: reply.moves });
          setMessage(replyMessage(reply, options.cheating));
        },
        (error: Error) => {
          if (current.current === id)
            setMessage({
              text: 'The solver stopped unexpectedly',
              level: 'error',
              details: error.message,
            });
        },
      )
      .finally(() => {
        if (current.current !== id) return;
        current.current = null;
        setSolving(false);
      });
  }, []);

  const cancel = useCallback(() => {
    if (current.current) void bridge.invoke('molek.cancelSolve', { id: current.current });
  }, []);

  const clear = useCallback(() => {
    setSolution(null);
    setStep(0);
    setMessage(null);
  }, []);

  return {
    solving,
    progressText: progressText(progress, timeoutS),
    /** Seconds the solver has run, against the Timeout that will stop it. */
    elapsedS: progress ? progress.ms / 1000 : 0,
    timeoutS,
    solution,
    step,
    setStep,
    message,
    solve,
    cancel,
    clear,
  };
}
