import type { CSSProperties, MouseEvent, PointerEvent as ReactPointerEvent } from 'react';
import { type Card } from '../../src-shared/klondike';
import { cardName, cardWords, isRed, rankLabel, SUIT_SYMBOLS } from './playingCards';
import './playing-card.css';

export interface PlayingCardProps {
  card: Card;
  faceUp: boolean;
  style: CSSProperties;
  className?: string;
  /** Extra data attributes naming where the card lies, for people and tests alike. */
  data?: Record<string, string | number | undefined>;
  onPointerDown?(event: ReactPointerEvent): void;
  onClick?(event: MouseEvent): void;
  onDoubleClick?(event: MouseEvent): void;
}

/**
 * A standard playing card drawn with CSS: rank and suit in two corners, a large suit in the
 * middle, red or black; or its back when face down. A face-down card does not say what it
 * is, not even in its attributes.
 */
export function PlayingCard(props: PlayingCardProps) {
  const { card, faceUp } = props;
  const classes = [
    'playing-card',
    faceUp ? (isRed(card) ? 'red' : 'black') : 'back',
    props.className,
  ]
    .filter(Boolean)
    .join(' ');
  const suit = SUIT_SYMBOLS[card & 3];
  return (
    <div
      className={classes}
      style={props.style}
      data-card={faceUp ? cardName(card) : undefined}
      data-face={faceUp ? 'up' : 'down'}
      aria-label={faceUp ? cardWords(card) : 'face-down card'}
      {...Object.fromEntries(Object.entries(props.data ?? {}).map(([k, v]) => [`data-${k}`, v]))}
      onPointerDown={props.onPointerDown}
      onClick={props.onClick}
      onDoubleClick={props.onDoubleClick}
    >
      {faceUp && (
        <>
          <span className="pc-corner">
            <span className="pc-rank">{rankLabel(card)}</span>
            <span className="pc-suit">{suit}</span>
          </span>
          <span className="pc-centre" aria-hidden="true">
            {suit}
          </span>
          <span className="pc-corner pc-bottom" aria-hidden="true">
            <span className="pc-rank">{rankLabel(card)}</span>
            <span className="pc-suit">{suit}</span>
          </span>
        </>
      )}
    </div>
  );
}
