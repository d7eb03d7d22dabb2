import type { CSSProperties, MouseEvent, PointerEvent as ReactPointerEvent } from 'react';
import { type Card } from '../../src-shared/klondike';
import { rankOf, suitOf } from '../../src-shared/klondike';
import { CardFace, SuitShape } from './CardFace';
import { cardName, cardWords, isRed, rankLabel } from './playingCards';
import './playing-card.css';

export interface PlayingCardProps {
  card: Card;
  faceUp: boolean;
  style: CSSProperties;
  className?: string;
  /** Extra data attributes naming where the card lies, for people and tests alike. */
  data?: Record<string, string | number | undefined>;
  /** Makes the card a keyboard stop of its table (see roving-focus.ts). */
  stop?: CardStop;
  onPointerDown?(event: ReactPointerEvent): void;
  onClick?(event: MouseEvent): void;
  onDoubleClick?(event: MouseEvent): void;
}

export interface CardStop {
  /** The `data-stop` key the table finds the card by. */
  key: string;
  /** 0 for the table's one tabbable stop, -1 for the others. */
  tabIndex: number;
  /** What a screen reader says, e.g. `column 3: 7 of hearts, 4 cards covered`. */
  label: string;
  onFocus(): void;
}

/**
 * A standard French playing card: the corner indices (rank over a small suit, top left and,
 * turned round, bottom right) as text sized in pixels so they stay readable on the smallest
 * cards, and the face drawn as SVG: standard pip layouts for A–10 and a double-headed figure
 * for J, Q, K. Face down, its back; a face-down card does not say what it is, not even in its
 * attributes. Every area that draws French cards uses this one card.
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
  const suit = suitOf(card);
  const corner = (
    <>
      <span className="pc-rank">{rankLabel(card)}</span>
      <svg className="pc-suit" viewBox="0 0 20 20" aria-hidden="true">
        <SuitShape suit={suit} x={10} y={10} size={20} />
      </svg>
    </>
  );
  return (
    <div
      className={classes}
      style={props.style}
      data-card={faceUp ? cardName(card) : undefined}
      data-face={faceUp ? 'up' : 'down'}
      aria-label={props.stop?.label ?? (faceUp ? cardWords(card) : 'face-down card')}
      data-stop={props.stop?.key}
      tabIndex={props.stop?.tabIndex}
      onFocus={props.stop?.onFocus}
      {...Object.fromEntries(Object.entries(props.data ?? {}).map(([k, v]) => [`data-${k}`, v]))}
      onPointerDown={props.onPointerDown}
      onClick={props.onClick}
      onDoubleClick={props.onDoubleClick}
    >
      {faceUp && (
        <>
          <CardFace rank={rankOf(card)} suit={suit} />
          <span className="pc-corner">{corner}</span>
          <span className="pc-corner pc-bottom" aria-hidden="true">
            {corner}
          </span>
        </>
      )}
    </div>
  );
}
