import { useEffect, useMemo, useRef } from 'react';
import type { Board } from '../../../src-shared/molek/cards';
import { applyMove, formatMove, isWon, type Move } from '../../../src-shared/molek/rules';
import { BoardView } from './BoardView';

/** The board before each move and after the last one: `boards[i]` is the board move i is played on. */
export function replay(start: Board, moves: readonly Move[]): Board[] {
  const boards = [start];
  for (const move of moves) boards.push(applyMove(boards[boards.length - 1], move));
  return boards;
}

/**
 * The solution as a list of moves in the solver's notation, with the current one
 * highlighted and scrolled into view. `current` is the index of the move about to be
 * played (moves.length when all are played). Clicking a move jumps to it when `onPick` is
 * given (offline stepping); during a run the list only follows the game.
 */
export function SolutionList({
  boards,
  moves,
  current,
  onPick,
}: {
  boards: readonly Board[];
  moves: readonly Move[];
  current: number;
  onPick?: (index: number) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const item = list.current?.querySelector<HTMLElement>('[aria-current="step"]');
    item?.scrollIntoView({ block: 'nearest' });
  }, [current]);
  const cheats = moves.filter((m) => m.cheat).length;
  return (
    <div className="as-solution">
      <div className="as-solution-head">
        {moves.length} moves{cheats ? `, ${cheats} cheat${cheats === 1 ? '' : 's'}` : ', no cheats'}
      </div>
      <ol ref={list} aria-label="Solution" data-testid="solution-list">
        {moves.map((move, i) => {
          const text = formatMove(boards[i], move);
          const state = i < current ? 'played' : i === current ? 'current' : 'ahead';
          return (
            <li
              key={i}
              className={`as-move ${state}${move.cheat ? ' cheat' : ''}`}
              aria-current={i === current ? 'step' : undefined}
            >
              {onPick ? (
                <button
                  type="button"
                  onClick={() => onPick(i)}
                  title="Show the board before this move"
                >
                  <span className="as-move-number">{i + 1}.</span> {text}
                </button>
              ) : (
                <span>
                  <span className="as-move-number">{i + 1}.</span> {text}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/**
 * A solution to step through on a drawn board: the board before the current move with
 * that move drawn as an arrow, the move list beside it, and first/back/next/last buttons
 * (also the arrow keys and Home/End while the board has focus).
 */
export function SolutionStepper({
  start,
  moves,
  step,
  onStep,
}: {
  start: Board;
  moves: readonly Move[];
  step: number;
  onStep: (step: number) => void;
}) {
  const boards = useMemo(() => replay(start, moves), [start, moves]);
  const board = boards[step];
  const go = (to: number) => onStep(Math.max(0, Math.min(moves.length, to)));
  const done = step === moves.length;
  return (
    <div className="as-stepper" data-testid="solution-stepper">
      <div
        className="as-stepper-board"
        tabIndex={0}
        aria-label="Solution board: use the arrow keys to step"
        onKeyDown={(e) => {
          const to = { ArrowRight: step + 1, ArrowLeft: step - 1, Home: 0, End: moves.length }[
            e.key
          ];
          if (to !== undefined) {
            e.preventDefault();
            go(to);
          }
        }}
      >
        <BoardView
          board={board}
          mark={done ? null : moves[step]}
          label={done ? 'The board after the last move' : `The board before move ${step + 1}`}
        />
        <div className="as-stepper-controls">
          <button type="button" onClick={() => go(0)} disabled={step === 0} aria-label="First move">
            |◀
          </button>
          <button
            type="button"
            onClick={() => go(step - 1)}
            disabled={step === 0}
            aria-label="Previous move"
          >
            ◀
          </button>
          <span data-testid="step-position" className="as-step-position">
            {done
              ? `All ${moves.length} moves played${isWon(board) ? ': won' : ''}`
              : `Move ${step + 1} of ${moves.length}: ${formatMove(board, moves[step])}`}
          </span>
          <button type="button" onClick={() => go(step + 1)} disabled={done} aria-label="Next move">
            ▶
          </button>
          <button
            type="button"
            onClick={() => go(moves.length)}
            disabled={done}
            aria-label="Last move"
          >
            ▶|
          </button>
        </div>
      </div>
      <SolutionList boards={boards} moves={moves} current={step} onPick={go} />
    </div>
  );
}
