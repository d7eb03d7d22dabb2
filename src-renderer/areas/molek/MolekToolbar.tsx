import type { FormEvent } from 'react';
import { UndoRedoButtons } from '../../cards/TableControls';
import type { History } from '../../cards/history';

export interface MolekToolbarProps {
  seedText: string;
  onSeedText(text: string): void;
  onSeed(event: FormEvent): void;
  boardText: string;
  onBoardText(text: string): void;
  onBoard(event: FormEvent): void;
  history: History<unknown>;
  onUndo(): void;
  onRedo(): void;
  solving: 'hint' | 'solve' | null;
  won: boolean;
  autoplaying: boolean;
  onHint(): void;
  /** Solve, or Stop while a solution is being played. */
  onSolve(): void;
  allowCheats: boolean;
  onAllowCheats(allow: boolean): void;
}

/** The MOLEK-SYNTEZ table's controls: a seed to deal, a board to load, undo, hint, solve, cheats. */
export function MolekToolbar(props: MolekToolbarProps) {
  const { solving, won, autoplaying } = props;
  return (
    <div className="molek-controls">
      <form onSubmit={props.onSeed} className="molek-form">
        <label>
          Seed{' '}
          <input
            aria-label="Seed"
            data-testid="molek-seed-input"
            inputMode="numeric"
            size={10}
            placeholder="random"
            value={props.seedText}
            onChange={(e) => props.onSeedText(e.target.value)}
          />
        </label>
        <button type="submit" data-testid="molek-new-game">
          New game
        </button>
      </form>
      <form onSubmit={props.onBoard} className="molek-form molek-board-form">
        <label>
          Board{' '}
          <input
            aria-label="Board"
            data-testid="molek-board-input"
            spellCheck={false}
            value={props.boardText}
            onChange={(e) => props.onBoardText(e.target.value)}
          />
        </label>
        <button type="submit" data-testid="molek-load-board">
          Load board
        </button>
      </form>
      <div className="molek-form">
        <UndoRedoButtons
          history={props.history}
          onUndo={props.onUndo}
          onRedo={props.onRedo}
          testIdPrefix="molek"
        />
        <button onClick={props.onHint} disabled={solving !== null || won} data-testid="molek-hint">
          {solving === 'hint' ? 'Thinking…' : 'Hint'}
        </button>
        <button
          onClick={props.onSolve}
          disabled={solving !== null || (won && !autoplaying)}
          data-testid="molek-solve"
        >
          {solving === 'solve' ? 'Solving…' : autoplaying ? 'Stop' : 'Solve'}
        </button>
        <label className="molek-cheats">
          <input
            type="checkbox"
            data-testid="molek-allow-cheats"
            checked={props.allowCheats}
            onChange={(e) => props.onAllowCheats(e.target.checked)}
          />{' '}
          Allow cheats
        </label>
      </div>
    </div>
  );
}
