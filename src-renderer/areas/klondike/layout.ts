/**
 * Where every card of a position sits on the table, in pixels, for a table of a given size.
 * All 52 cards are always drawn (each keyed by its card), so a move is just new positions
 * and the cards slide there.
 */
import { makeCard, type Card, type KlondikeState, type Suit } from '../../../src-shared/klondike';

/** Where a card lies, in the game's terms. */
export type Place =
  | { pile: 'stock'; index: number }
  | { pile: 'waste'; index: number }
  | { pile: 'foundation'; suit: Suit; rank: number }
  | { pile: 'column'; column: number; covered: boolean; index: number };

export interface CardSpot {
  card: Card;
  x: number;
  y: number;
  z: number;
  faceUp: boolean;
  /** Hidden under a card at the same spot: drawn without a shadow, which would pile up. */
  buried: boolean;
  place: Place;
}

export interface TableGeometry {
  width: number;
  height: number;
  cardWidth: number;
  cardHeight: number;
  pitch: number;
  /** Left edge of a card in slot 0-6 (stock, waste, -, four foundations / columns 1-7). */
  slotX(slot: number): number;
  topY: number;
  tableauY: number;
  margin: number;
}

export const CARD_RATIO = 1.4;

export function geometry(width: number, height: number): TableGeometry {
  const pitch = width / 7;
  const margin = Math.max(8, Math.min(18, width * 0.012));
  const cardWidth = Math.max(44, Math.min(pitch * 0.86, (height - 2 * margin) / 4.3, 150));
  const cardHeight = cardWidth * CARD_RATIO;
  const topY = margin;
  const tableauY = topY + cardHeight + cardHeight * 0.16;
  return {
    width,
    height,
    cardWidth,
    cardHeight,
    pitch,
    slotX: (slot) => slot * pitch + (pitch - cardWidth) / 2,
    topY,
    tableauY,
    margin,
  };
}

export function layoutCards(state: KlondikeState, g: TableGeometry): CardSpot[] {
  const spots: CardSpot[] = [];
  const stockX = g.slotX(0);
  // The stock looks thicker the more it holds: one pixel step per six cards.
  state.stock.forEach((card, index) => {
    const depth = state.stock.length - 1 - index;
    const lift = Math.min(3, Math.floor(depth / 6));
    spots.push({
      card,
      x: stockX - lift,
      y: g.topY - lift,
      z: 100 - index,
      faceUp: false,
      buried: index > 0,
      place: { pile: 'stock', index },
    });
  });
  // The top `turn` waste cards fan out to the right (three when turning three).
  const fan = state.turn === 3 ? 3 : 1;
  const fanStart = Math.max(0, state.waste.length - fan);
  state.waste.forEach((card, index) => {
    const offset = index >= fanStart ? index - fanStart : 0;
    spots.push({
      card,
      x: g.slotX(1) + offset * g.cardWidth * 0.36,
      y: g.topY,
      z: 200 + index,
      faceUp: true,
      buried: index < fanStart,
      place: { pile: 'waste', index },
    });
  });
  state.foundations.forEach((top, suit) => {
    for (let rank = 1; rank <= 13; rank++) {
      const card = makeCard(rank, suit as Suit);
      if (rank > top) continue;
      spots.push({
        card,
        x: g.slotX(3 + suit),
        y: g.topY,
        z: 300 + rank,
        faceUp: true,
        buried: rank < top,
        place: { pile: 'foundation', suit: suit as Suit, rank },
      });
    }
  });
  state.tableau.forEach((column, c) => {
    const down = g.cardHeight * 0.1;
    let up = g.cardHeight * 0.27;
    // A long column squeezes its face-up cards so it fits the table.
    const room = g.height - g.margin - g.tableauY - g.cardHeight;
    const needed = column.covered.length * down + Math.max(0, column.faceUp.length - 1) * up;
    if (needed > room && column.faceUp.length > 1) {
      up = Math.max(
        g.cardHeight * 0.14,
        (room - column.covered.length * down) / (column.faceUp.length - 1),
      );
    }
    let y = g.tableauY;
    column.covered.forEach((card, index) => {
      spots.push({
        card,
        x: g.slotX(c),
        y,
        z: 400 + index,
        faceUp: false,
        buried: false,
        place: { pile: 'column', column: c + 1, covered: true, index },
      });
      y += down;
    });
    column.faceUp.forEach((card, index) => {
      spots.push({
        card,
        x: g.slotX(c),
        y,
        z: 400 + column.covered.length + index,
        faceUp: true,
        buried: false,
        place: { pile: 'column', column: c + 1, covered: false, index },
      });
      y += up;
    });
  });
  return spots;
}

/** What lies under a point of the table: a foundation, a column, the stock or nothing. */
export type DropTarget = { kind: 'foundation' } | { kind: 'column'; column: number } | null;

export function targetAt(x: number, y: number, g: TableGeometry): DropTarget {
  if (x < 0 || x > g.width || y < 0 || y > g.height) return null;
  const slot = Math.min(6, Math.floor(x / g.pitch));
  if (y < g.tableauY - g.cardHeight * 0.08) return slot >= 3 ? { kind: 'foundation' } : null;
  return { kind: 'column', column: slot + 1 };
}
