import { useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import {
  cardName,
  makeCard,
  SUIT_CHARS,
  type KlondikeState,
  type Suit,
} from '../../../src-shared/klondike';
import { PlayingCard } from '../../cards/PlayingCard';
import { SUIT_SYMBOLS } from '../../cards/playingCards';
import { isFocusKey, stopKey } from '../../cards/roving-focus';
import { useElementSize } from '../../cards/useElementSize';
import { usePointerDrag } from '../../cards/usePointerDrag';
import { useRovingFocus } from '../../cards/useRovingFocus';
import type { StatusState } from '../../shell/status';
import { cameFrom, pickupAt, pileName, tableStops, targetOfPile, type Stop } from './focus';
import { geometry, layoutCards, targetAt, type CardSpot, type TableGeometry } from './layout';
import { carried, hinted, pickupOf, samePickup, samePile } from './card-spots';
import { pickupWords, type Pickup, type Target } from './placing';
import type { Hint } from './table-state';

export interface TableViewProps {
  state: KlondikeState;
  selection: Pickup | null;
  hint: Hint | null;
  finished: boolean;
  onDraw(): void;
  /** Plays `pickup` onto `target`, or says why not; whether a move was played. */
  onPlace(pickup: Pickup, target: Target): boolean;
  onSelect(pickup: Pickup | null): void;
  say(message: string, level?: StatusState['level']): void;
  /** Drawn over the table (the win banner). */
  children?: ReactNode;
}

/**
 * The table itself: every card where the layout puts it, played with the mouse (click to pick
 * up and place, drag, double-click home) or the keyboard (a roving focus over the piles:
 * arrows move, Enter or Space picks up and drops, Escape puts back).
 */
export function TableView(props: TableViewProps) {
  const { state, selection, hint, finished, say } = props;
  const tableRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(tableRef);
  const g = useMemo(() => geometry(size.width, size.height), [size.width, size.height]);
  const spots = useMemo(() => layoutCards(state, g), [state, g]);
  const { grid, stops } = useMemo(() => tableStops(state), [state]);
  const roving = useRovingFocus(grid, tableRef);
  const stopOfCard = new Map(stops.filter((s) => !s.onSlot).map((s) => [s.card!, s]));
  const slotStop = (match: (s: Stop) => boolean) => stops.find((s) => s.onSlot && match(s));

  const {
    drag,
    begin: beginDrag,
    wasDrag,
  } = usePointerDrag<Pickup>((pickup, x, y) => {
    const rect = tableRef.current?.getBoundingClientRect();
    if (!rect) return;
    const target = targetAt(x - rect.left, y - rect.top, g);
    if (target) props.onPlace(pickup, target);
    else say(`The ${pickupWords(state, pickup)} went back: no pile takes cards there`, 'warn');
  });

  /** Enter or Space on a stop: draw, pick up, drop, or put back. */
  const activate = (stop: Stop) => {
    if (selection) {
      const words = pickupWords(state, selection);
      if (cameFrom(selection, stop.pile)) {
        props.onSelect(null);
        say(`Put the ${words} back`);
        return;
      }
      const target = targetOfPile(stop.pile);
      if (!target) {
        say(`Not allowed: cards cannot be put on the ${pileName(stop.pile)}`, 'warn');
        return;
      }
      // Focus follows the cards to the top of the pile they land on.
      if (props.onPlace(selection, target)) roving.focus({ ...stop.spot, stop: Infinity });
      return;
    }
    if (stop.pile.pile === 'stock') {
      props.onDraw();
      return;
    }
    const pickup = pickupAt(stop);
    if (!pickup) {
      say(`Nothing to pick up: ${stop.label}`, 'warn');
      return;
    }
    props.onSelect(pickup);
    say(
      `Picked up the ${pickupWords(state, pickup)} from the ${pileName(stop.pile)}: ` +
        'arrow keys to a pile, then Enter (Esc puts it back)',
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = (event.target as HTMLElement).dataset.stop;
    const stop = key === undefined ? undefined : stops.find((s) => stopKey(s.spot) === key);
    if (isFocusKey(event.key)) {
      // From the table itself (after a click), the arrows step onto its cards.
      if (stop) roving.move(event.key);
      else if (roving.spot) roving.focus(roving.spot);
    } else if (stop && (event.key === 'Enter' || event.key === ' ')) {
      activate(stop);
    } else if (event.key === 'Escape' && selection) {
      props.onSelect(null);
      say(`Put the ${pickupWords(state, selection)} back`);
    } else return;
    event.preventDefault();
  };

  const stopProps = (stop: Stop | undefined) =>
    stop && {
      key: stopKey(stop.spot),
      tabIndex: roving.tabIndexOf(stop.spot),
      label: stop.label + (selection && carries(stop, selection) ? ', picked up' : ''),
      onFocus: () => roving.focused(stop.spot),
    };

  const slotAttributes = (stop: Stop | undefined) => {
    const s = stopProps(stop);
    return s
      ? { 'data-stop': s.key, tabIndex: s.tabIndex, onFocus: s.onFocus, 'aria-label': s.label }
      : {};
  };

  const onCardClick = (spot: CardSpot) => {
    if (wasDrag()) return;
    const p = spot.place;
    if (p.pile === 'stock') return props.onDraw();
    const target: Target | null =
      p.pile === 'foundation'
        ? { kind: 'foundation' }
        : p.pile === 'column'
          ? { kind: 'column', column: p.column }
          : null;
    if (selection && target && !samePile(selection, spot)) {
      props.onPlace(selection, target);
      return;
    }
    const pickup = pickupOf(state, spot);
    props.onSelect(pickup && !(selection && samePickup(selection, pickup)) ? pickup : null);
  };

  const onCardDoubleClick = (spot: CardSpot) => {
    const pickup = pickupOf(state, spot);
    if (!pickup || pickup.from === 'foundation') return;
    if (
      pickup.from === 'column' &&
      pickup.index !== state.tableau[pickup.column - 1].faceUp.length - 1
    ) {
      return;
    }
    props.onPlace(pickup, { kind: 'foundation' });
  };

  const onSlotClick = (target: Target) => {
    if (!wasDrag() && selection) props.onPlace(selection, target);
  };

  const carries = (stop: Stop, pickup: Pickup) => {
    const spot = spots.find((s) => s.card === stop.card);
    return spot !== undefined && carried(state, spot, pickup);
  };

  const fanned = state.waste.slice(Math.max(0, state.waste.length - (state.turn === 3 ? 3 : 1)));
  const hintStock = hint && (hint.move.kind === 'turn' || hint.move.kind === 'reset');

  return (
    <div
      className="klondike-table"
      ref={tableRef}
      role="group"
      aria-label="Klondike table: arrow keys move between the piles, Enter or Space picks up and drops"
      tabIndex={-1}
      data-testid="klondike-table"
      data-hint={hint?.text}
      data-won={finished || undefined}
      onKeyDown={onKeyDown}
      onMouseDown={(event) => {
        // A click leaves the keyboard on the table (Space draws), not on a card.
        event.preventDefault();
        tableRef.current?.focus({ preventScroll: true });
      }}
    >
      {size.width > 0 && (
        <>
          <div
            className={`klondike-slot stock${hintStock ? ' hint' : ''}`}
            data-testid="klondike-stock"
            data-count={state.stock.length}
            aria-label={stops[0].label}
            style={slotStyle(g, 0, g.topY)}
            onClick={() => !wasDrag() && props.onDraw()}
            {...slotAttributes(slotStop((s) => s.pile.pile === 'stock'))}
          >
            {state.stock.length === 0 && (
              <span className="klondike-slot-mark">{state.resetsLeft === 0 ? '✕' : '↻'}</span>
            )}
          </div>
          <div
            className="klondike-slot waste"
            data-testid="klondike-waste"
            data-count={state.waste.length}
            data-top={fanned.map(cardName).join(' ')}
            aria-label={stops[1].label}
            style={slotStyle(g, 1, g.topY)}
            {...slotAttributes(slotStop((s) => s.pile.pile === 'waste'))}
          />
          {([0, 1, 2, 3] as Suit[]).map((suit) => (
            <div
              key={suit}
              className={`klondike-slot foundation${suit === 1 || suit === 2 ? ' red' : ''}`}
              data-testid={`klondike-foundation-${SUIT_CHARS[suit]}`}
              data-top={
                state.foundations[suit] === 0
                  ? undefined
                  : cardName(makeCard(state.foundations[suit], suit))
              }
              aria-label={stops[2 + suit].label}
              style={slotStyle(g, 3 + suit, g.topY)}
              onClick={() => onSlotClick({ kind: 'foundation' })}
              {...slotAttributes(
                slotStop((s) => s.pile.pile === 'foundation' && s.pile.suit === suit),
              )}
            >
              <span className="klondike-slot-mark">{SUIT_SYMBOLS[suit]}</span>
            </div>
          ))}
          {state.tableau.map((column, c) => (
            <div
              key={c}
              className="klondike-slot column"
              data-testid={`klondike-column-${c + 1}`}
              data-covered={column.covered.length}
              data-face-up={column.faceUp.map(cardName).join(' ')}
              aria-label={`column ${c + 1}`}
              style={slotStyle(g, c, g.tableauY)}
              onClick={() => onSlotClick({ kind: 'column', column: c + 1 })}
              {...slotAttributes(
                slotStop((s) => s.pile.pile === 'column' && s.pile.column === c + 1),
              )}
            >
              <span className="klondike-slot-mark">K</span>
            </div>
          ))}
          {state.tableau.map((_, c) => (
            <div
              key={`hit-${c}`}
              className="klondike-column-hit"
              style={{ left: c * g.pitch, width: g.pitch, top: g.tableauY + g.cardHeight }}
              onClick={() => onSlotClick({ kind: 'column', column: c + 1 })}
            />
          ))}
          {spots.map((spot) => {
            const inDrag = drag !== null && carried(state, spot, drag.payload);
            const p = spot.place;
            return (
              <PlayingCard
                key={spot.card}
                card={spot.card}
                faceUp={spot.faceUp}
                stop={stopProps(stopOfCard.get(spot.card))}
                className={[
                  spot.buried && !inDrag ? 'buried' : '',
                  inDrag ? 'dragging' : '',
                  carried(state, spot, selection) ? 'selected' : '',
                  hinted(state, hint, spot) ? 'hint' : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
                style={{
                  width: g.cardWidth,
                  height: g.cardHeight,
                  fontSize: g.cardWidth * 0.2,
                  transform: `translate(${spot.x + (inDrag ? drag!.dx : 0)}px, ${spot.y + (inDrag ? drag!.dy : 0)}px)`,
                  zIndex: inDrag ? 2000 + spot.z : spot.z,
                }}
                data={{
                  testid: 'klondike-card',
                  pile: p.pile,
                  column: p.pile === 'column' ? p.column : undefined,
                  index: p.pile === 'foundation' ? undefined : p.index,
                }}
                onPointerDown={(event) => {
                  const pickup = pickupOf(state, spot);
                  if (pickup && !finished) beginDrag(pickup, event);
                }}
                onClick={() => onCardClick(spot)}
                onDoubleClick={() => onCardDoubleClick(spot)}
              />
            );
          })}
        </>
      )}
      {props.children}
    </div>
  );
}

function slotStyle(g: TableGeometry, slot: number, y: number) {
  return { left: g.slotX(slot), top: y, width: g.cardWidth, height: g.cardHeight };
}
