import { forwardRef, useMemo, type KeyboardEvent, type PointerEvent } from 'react';
import { formatBoard } from '../../../src-shared/molek/notation';
import { isLocked } from '../../../src-shared/molek/rules';
import { cardName, emptyColumnName, spotAttributes, type Spot } from './keyboard';
import type { Layout } from './layout';
import { MolekCard, type SpotFocus } from './MolekCard';
import type { Position } from './table';
import type { Hint, Pickup } from './table-state';
import { bannerWords } from './words';

export interface MolekTableProps {
  position: Position;
  /** Different for every game, so a new deal is drawn afresh. */
  deal: number;
  layout: Layout | null;
  selected: Pickup | null;
  hint: Hint | null;
  /** The cards being dragged and how far. */
  drag: { payload: Pickup; dx: number; dy: number } | null;
  /** 0 for the spot in the Tab order (the roving focus), -1 for the others. */
  tabIndexOf(spot: Spot): number;
  won: boolean;
  moves: number;
  cheats: number;
  onFocusSpot(spot: Spot): void;
  onKeyDown(event: KeyboardEvent): void;
  onCardPointerDown(column: number, row: number, event: PointerEvent): void;
  onCardClick(column: number, row: number): void;
  onColumnClick(column: number): void;
  onNewGame(): void;
}

/**
 * The six columns and their cards, drawn at the layout's places. Each card (and an empty
 * column's outline) is a focusable button with a name; only the focused spot is in the Tab
 * order.
 */
export const MolekTable = forwardRef<HTMLDivElement, MolekTableProps>(
  function MolekTable(props, ref) {
    const { position, layout, selected, hint, drag, won } = props;
    const { board } = position;
    const cards = useMemo(() => {
      const out: Array<{ id: number; column: number; row: number }> = [];
      position.ids.forEach((ids, column) =>
        ids.forEach((id, row) => out.push({ id, column, row })),
      );
      return out.sort((a, b) => a.id - b.id);
    }, [position.ids]);
    const carried = drag?.payload ?? null;
    const focusProps = (spot: Spot): SpotFocus => ({
      ...spotAttributes(spot),
      tabIndex: props.tabIndexOf(spot),
      onFocus: () => props.onFocusSpot(spot),
    });

    return (
      <div
        className="molek-table"
        ref={ref}
        role="group"
        aria-label="MOLEK-SYNTEZ table: arrow keys move between cards and columns, Enter or Space picks up and drops"
        data-testid="molek-table"
        data-board={formatBoard(board)}
        data-won={won || undefined}
        data-hint={hint?.line}
        onKeyDown={props.onKeyDown}
      >
        {layout &&
          board.columns.map((column, c) => {
            const locked = isLocked(column);
            const empty = column.cards.length === 0;
            return (
              <div
                key={c}
                className={`molek-slot${locked ? ' locked' : ''}${column.cheated ? ' cheated' : ''}${hint?.move.to === c ? ' hint' : ''}`}
                data-testid={`molek-column-${c}`}
                data-locked={locked || undefined}
                // An empty column is a place to focus and drop on; a full one is its cards.
                {...(empty
                  ? {
                      role: 'button',
                      'aria-label': emptyColumnName(c, selected),
                      ...focusProps({ column: c, row: 0 }),
                    }
                  : { 'aria-hidden': true })}
                style={{
                  left: c * layout.pitch + layout.left,
                  top: layout.top,
                  width: layout.cardWidth,
                  height: layout.cardHeight,
                }}
                onClick={() => props.onColumnClick(c)}
              />
            );
          })}
        {layout &&
          board.columns.map((_, c) => (
            <div
              key={`hit-${c}`}
              className="molek-column-hit"
              style={{ left: c * layout.pitch, width: layout.pitch }}
              onClick={() => props.onColumnClick(c)}
            />
          ))}
        {layout &&
          cards.map(({ id, column, row }) => {
            const col = board.columns[column];
            const inCarried = carried !== null && carried.column === column && row >= carried.row;
            const inSelected =
              selected !== null && selected.column === column && row >= selected.row;
            const x = column * layout.pitch + layout.left + (inCarried ? drag!.dx : 0);
            const y = layout.top + row * layout.strip(column) + (inCarried ? drag!.dy : 0);
            return (
              <MolekCard
                key={`${props.deal}-${id}`}
                rank={col.cards[row]}
                column={column}
                row={row}
                cheated={col.cheated && row === col.cards.length - 1}
                locked={isLocked(col)}
                selected={inSelected}
                hinted={hint !== null && hint.move.from === column && row >= hint.move.row}
                dragging={inCarried}
                name={cardName(board, column, row, selected)}
                focus={focusProps({ column, row })}
                style={{
                  width: layout.cardWidth,
                  height: layout.cardHeight,
                  transform: `translate(${x}px, ${y}px)`,
                  zIndex: (inCarried ? 1000 : 10) + row,
                  fontSize: layout.cardWidth / 5,
                }}
                onPointerDown={(event) => props.onCardPointerDown(column, row, event)}
                onClick={() => props.onCardClick(column, row)}
              />
            );
          })}
        {layout &&
          board.columns.map((column, c) => (
            <div
              key={`label-${c}`}
              className="molek-column-label"
              style={{ left: c * layout.pitch, width: layout.pitch }}
              aria-hidden="true"
            >
              {c}
              {isLocked(column) && <span className="molek-lock-tag">LOCKED</span>}
            </div>
          ))}
        {won && (
          <div className="molek-win" role="alert" data-testid="molek-win">
            <div className="molek-win-title">SOLVED</div>
            <div className="molek-win-detail" data-testid="molek-win-detail">
              {bannerWords(props.moves, props.cheats)}
            </div>
            <button onClick={props.onNewGame}>New game</button>
          </div>
        )}
      </div>
    );
  },
);
