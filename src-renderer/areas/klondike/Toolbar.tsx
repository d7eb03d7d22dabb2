import { useRef } from 'react';
import type { TurnCount } from '../../../src-shared/klondike';
import type { History } from '../../cards/history';
import { UndoRedoButtons } from '../../cards/TableControls';

export const LIMITS = ['unlimited', '0', '1', '2', '3'] as const;

export interface DealChoice {
  seedText: string;
  turn: TurnCount;
  limit: string;
  winnableOnly: boolean;
}

export interface ToolbarProps {
  choice: DealChoice;
  onChoice(choice: DealChoice): void;
  busy: 'hint' | 'winnable' | 'dealing' | null;
  finished: boolean;
  /** Only trivial moves remain and the table is not finishing by itself: offer Finish. */
  canFinish: boolean;
  history: History<unknown>;
  onNewGame(): void;
  onRestart(): void;
  onOpen(files: FileList | null): void;
  onSave(): void;
  onUndo(): void;
  onRedo(): void;
  onHint(): void;
  onWinnable(): void;
  onAllHome(): void;
  onFinish(): void;
}

/** New game with its choices, the game's file buttons, and the play buttons. */
export function Toolbar(props: ToolbarProps) {
  const { choice, busy, finished } = props;
  const fileRef = useRef<HTMLInputElement>(null);
  const set = (change: Partial<DealChoice>) => props.onChoice({ ...choice, ...change });
  return (
    <div className="klondike-toolbar">
      <form
        className="klondike-group"
        onSubmit={(e) => {
          e.preventDefault();
          props.onNewGame();
        }}
      >
        <input
          aria-label="Seed"
          data-testid="klondike-seed-input"
          placeholder="seed (random)"
          inputMode="numeric"
          size={12}
          value={choice.seedText}
          onChange={(e) => set({ seedText: e.target.value })}
        />
        <select
          aria-label="Turn"
          data-testid="klondike-turn"
          value={choice.turn}
          onChange={(e) => set({ turn: Number(e.target.value) as TurnCount })}
        >
          <option value={1}>Turn 1</option>
          <option value={3}>Turn 3</option>
        </select>
        <select
          aria-label="Resets"
          data-testid="klondike-limit"
          value={choice.limit}
          onChange={(e) => set({ limit: e.target.value })}
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
            checked={choice.winnableOnly}
            onChange={(e) => set({ winnableOnly: e.target.checked })}
          />
          Winnable deals only
        </label>
        <button type="submit" data-testid="klondike-new-game" disabled={busy === 'dealing'}>
          {busy === 'dealing' ? 'Dealing…' : 'New game'}
        </button>
      </form>
      <div className="klondike-group">
        <button onClick={props.onRestart} data-testid="klondike-restart">
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
            props.onOpen(e.target.files);
            e.target.value = '';
          }}
        />
        <button onClick={props.onSave} data-testid="klondike-save">
          Save…
        </button>
      </div>
      <div className="klondike-group">
        <UndoRedoButtons
          history={props.history}
          onUndo={props.onUndo}
          onRedo={props.onRedo}
          testIdPrefix="klondike"
        />
        <button
          onClick={props.onHint}
          disabled={busy !== null || finished}
          data-testid="klondike-hint"
        >
          {busy === 'hint' ? 'Thinking…' : 'Hint'}
        </button>
        <button
          onClick={props.onWinnable}
          disabled={busy !== null || finished}
          data-testid="klondike-winnable"
        >
          {busy === 'winnable' ? 'Searching…' : 'Winnable?'}
        </button>
        <button onClick={props.onAllHome} disabled={finished} data-testid="klondike-all-home">
          All home
        </button>
        {props.canFinish && (
          <button onClick={props.onFinish} data-testid="klondike-finish">
            Finish
          </button>
        )}
      </div>
    </div>
  );
}
