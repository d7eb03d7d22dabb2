import { useState, type RefObject } from 'react';
import {
  EARLIER,
  figuresOf,
  variantLabel,
  winRate,
  type Scoring,
  type StatisticsBook,
} from './statistics';
import { formatTime } from './WinBanner';
import type { WinWatch } from './useWinWatch';
import { lossMessage } from './winnability';

export interface SidePanelProps {
  score: number;
  scoring: Scoring;
  moves: number;
  elapsedMs: number;
  watch: WinWatch;
  watchOn: boolean;
  statistics: StatisticsBook;
  /** The variant of the game shown (statistics.ts `variantKey`). */
  variant: string;
  /** The game shown has begun and is not won (it counts as played, not yet as lost). */
  inProgress: boolean;
  commandRef: RefObject<HTMLInputElement | null>;
  onCommand(text: string): void;
  onScoring(scoring: Scoring): void;
  onWatch(on: boolean): void;
  onUndoToWinnable(index: number): void;
  onResetStatistics(): void;
}

const WATCH_WORDS = {
  winnable: 'Still winnable',
  lost: 'Lost: no win is left',
  undecided: 'Undecided (the solver ran out of time)',
};

/** The game's figures, the win watch, the command box, the keys and the statistics. */
export function SidePanel(props: SidePanelProps) {
  const { watch } = props;
  const [command, setCommand] = useState('');
  const watchText = !props.watchOn
    ? 'Off'
    : watch.verdict
      ? WATCH_WORDS[watch.verdict]
      : 'Checking…';
  return (
    <aside className="klondike-side">
      <dl className="klondike-figures">
        <dt>
          {props.scoring.vegas ? (props.scoring.cumulative ? 'Vegas bank' : 'Vegas') : 'Score'}
        </dt>
        <dd data-testid="klondike-score">{props.score}</dd>
        <dt>Moves</dt>
        <dd data-testid="klondike-moves">{props.moves}</dd>
        <dt>Time</dt>
        <dd data-testid="klondike-time">{formatTime(props.elapsedMs)}</dd>
        <dt>Win</dt>
        <dd
          data-testid="klondike-watch"
          data-verdict={props.watchOn ? (watch.verdict ?? 'checking') : 'off'}
        >
          {watchText}
        </dd>
      </dl>
      {watch.lost && (
        <div className="klondike-lost" data-testid="klondike-lost">
          <p>{lossMessage(watch.lost, props.moves)}</p>
          <button
            onClick={() => props.onUndoToWinnable(watch.lost!.lastWinnable)}
            data-testid="klondike-undo-to-winnable"
          >
            Undo to the last winnable position
          </button>
        </div>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          // The box empties after every command, refused or not; the status bar says what happened.
          props.onCommand(command);
          setCommand('');
        }}
        className="klondike-command"
      >
        <input
          ref={props.commandRef}
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
      <div className="klondike-options">
        <label>
          <input
            type="checkbox"
            data-testid="klondike-watch-on"
            checked={props.watchOn}
            onChange={(e) => props.onWatch(e.target.checked)}
          />
          Watch for a lost win
        </label>
        <label>
          <input
            type="checkbox"
            data-testid="klondike-vegas"
            checked={props.scoring.vegas}
            onChange={(e) => props.onScoring({ ...props.scoring, vegas: e.target.checked })}
          />
          Vegas scoring
        </label>
        <label>
          <input
            type="checkbox"
            data-testid="klondike-vegas-cumulative"
            checked={props.scoring.cumulative}
            disabled={!props.scoring.vegas}
            onChange={(e) => props.onScoring({ ...props.scoring, cumulative: e.target.checked })}
          />
          Cumulative
        </label>
      </div>
      <Keys />
      <Statistics {...props} />
    </aside>
  );
}

function Keys() {
  return (
    <div className="klondike-hotkeys" data-testid="klondike-hotkeys">
      <h2>Keys</h2>
      <ul>
        <li>
          <kbd>Tab</kbd> to the table, <kbd>←</kbd> <kbd>→</kbd> <kbd>↑</kbd> <kbd>↓</kbd> between
          piles and cards, <kbd>Enter</kbd> or <kbd>Space</kbd> pick up and drop, <kbd>Esc</kbd> put
          back
        </li>
        <li>
          <kbd>Space</kbd> <kbd>D</kbd> draw from the stock · <kbd>F</kbd> all home
        </li>
        <li>
          <kbd>Ctrl+Z</kbd> <kbd>U</kbd> undo · <kbd>Ctrl+Y</kbd> <kbd>Ctrl+Shift+Z</kbd>{' '}
          <kbd>Y</kbd> redo
        </li>
        <li>
          <kbd>H</kbd> hint · <kbd>W</kbd> winnable? · <kbd>N</kbd> new game
        </li>
        <li>
          <kbd>/</kbd> command box (<kbd>Esc</kbd> leaves it): <code>s</code>, <code>w c4</code>,{' '}
          <code>c3 f1</code>, <code>3c4 c5</code>, <code>u</code>
        </li>
        <li>Double-click a card to send it home</li>
      </ul>
    </div>
  );
}

function Statistics(props: SidePanelProps) {
  const figures = figuresOf(props.statistics, props.variant);
  const earlier = props.statistics.variants[EARLIER];
  const rate = winRate(figures);
  // Played and not won, the game in progress aside: given up, or stuck.
  const lost = figures.played - figures.won - (props.inProgress ? 1 : 0);
  return (
    <div className="klondike-stats" data-testid="klondike-stats">
      <h2>Statistics</h2>
      <div className="klondike-variant" data-testid="klondike-stat-variant">
        {variantLabel(props.variant)}
      </div>
      <dl className="klondike-figures">
        <dt>Played</dt>
        <dd data-testid="klondike-stat-games">{figures.played}</dd>
        <dt>Won</dt>
        <dd data-testid="klondike-stat-wins">{figures.won}</dd>
        <dt>Lost</dt>
        <dd data-testid="klondike-stat-lost">{lost}</dd>
        <dt>Win rate</dt>
        <dd data-testid="klondike-stat-rate">{rate === null ? '–' : `${rate}%`}</dd>
        <dt>Streak</dt>
        <dd data-testid="klondike-stat-streak">
          {figures.streak} (best {figures.bestStreak})
        </dd>
        <dt>Best time</dt>
        <dd data-testid="klondike-stat-time">{formatTime(figures.bestTimeMs)}</dd>
        <dt>Best score</dt>
        <dd data-testid="klondike-stat-best">{figures.bestScore ?? '–'}</dd>
        {props.scoring.vegas && (
          <>
            <dt>Vegas bank</dt>
            <dd data-testid="klondike-stat-bank">{props.statistics.vegasBank}</dd>
          </>
        )}
      </dl>
      {earlier && (
        <div className="klondike-earlier" data-testid="klondike-stat-earlier">
          {variantLabel(EARLIER)}: {earlier.played} played, {earlier.won} won
          {earlier.bestScore !== null && `, best score ${earlier.bestScore}`}
        </div>
      )}
      <button onClick={props.onResetStatistics} data-testid="klondike-stat-reset">
        Reset statistics…
      </button>
    </div>
  );
}
