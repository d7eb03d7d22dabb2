import { SUIT_SYMBOLS } from '../../cards/playingCards';

/** Over the table when every card is home: confetti of suits and the game's figures. */
export function WinBanner(props: {
  score: number;
  moves: number;
  time: string;
  onNewGame(): void;
}) {
  return (
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
          Score {props.score} · {props.moves} moves · {props.time}
        </div>
        <button onClick={props.onNewGame}>New game</button>
      </div>
    </div>
  );
}

export function formatTime(ms: number | null): string {
  if (ms === null) return '–';
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
