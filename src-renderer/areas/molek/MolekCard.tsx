import type { CSSProperties, PointerEvent as ReactPointerEvent } from 'react';
import { RANK_LABEL, type Rank } from '../../../src-shared/molek/cards';

export interface MolekCardProps {
  rank: Rank;
  column: number;
  row: number;
  cheated: boolean;
  locked: boolean;
  selected: boolean;
  /** Part of the move a hint suggests. */
  hinted: boolean;
  dragging: boolean;
  /** What a screen reader reads for the card (`keyboard.ts`'s `cardName`). */
  name: string;
  /** `column:row`, for the keyboard's roving focus; 0 for the one card in the Tab order. */
  spot: string;
  tabIndex: 0 | -1;
  onFocus(): void;
  style: CSSProperties;
  onPointerDown(event: ReactPointerEvent): void;
  onClick(): void;
}

/**
 * One card in the project's own line-art look: a glowing outline on black with the rank in
 * the visible strip and large in the middle (no upside-down corner: a 6 would read as a 9). A cheated card is drawn inverted, as the game
 * does.
 */
export function MolekCard(props: MolekCardProps) {
  const { rank, column, row, cheated, locked, selected, hinted, dragging } = props;
  const label = RANK_LABEL[rank];
  const face = rank >= 11;
  const classes = [
    'molek-card',
    face ? 'face' : 'pip',
    cheated ? 'cheated' : '',
    locked ? 'locked' : '',
    selected ? 'selected' : '',
    hinted ? 'hint' : '',
    dragging ? 'dragging' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={classes}
      style={props.style}
      data-testid="molek-card"
      data-column={column}
      data-row={row}
      data-rank={label}
      data-cheated={cheated || undefined}
      role="button"
      aria-label={props.name}
      data-spot={props.spot}
      tabIndex={props.tabIndex}
      onFocus={props.onFocus}
      onPointerDown={props.onPointerDown}
      onClick={props.onClick}
    >
      <span className="corner">{label}</span>
      <span className="centre" aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
