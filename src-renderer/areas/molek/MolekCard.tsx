import type { CSSProperties, PointerEvent as ReactPointerEvent } from 'react';
import { RANK_LABEL, type Rank } from '../../../src-shared/molek/cards';
import type { spotAttributes } from './keyboard';

/** What makes a card or an empty column a stop of the roving focus. */
export type SpotFocus = ReturnType<typeof spotAttributes> & {
  /** 0 for the one spot in the Tab order, -1 for the others. */
  tabIndex: number;
  onFocus(): void;
};

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
  /** The card as a stop of the keyboard's roving focus (`MolekTable`'s `focusProps`). */
  focus: SpotFocus;
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
      {...props.focus}
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
