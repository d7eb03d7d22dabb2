/** Where the MOLEK-SYNTEZ table draws its columns and cards, in pixels, for its drawn size. */
import { COLUMN_COUNT } from '../../../src-shared/molek/cards';

/** Card proportions of the game (71 × 95) and the share of a covered card left showing. */
const CARD_RATIO = 95 / 71;
const STRIP = 0.22;
/** Columns are laid out for at least this many cards so the cards keep one size in play. */
const PLANNED_ROWS = 14;

export interface Layout {
  pitch: number;
  cardWidth: number;
  cardHeight: number;
  top: number;
  left: number;
  strip(column: number): number;
}

export function computeLayout(width: number, height: number, lengths: number[]): Layout {
  const pitch = width / COLUMN_COUNT;
  // The column numbers (and LOCKED tags) sit in a band just above the cards.
  const top = 30;
  const usable = Math.max(120, height - top - 12);
  const byWidth = pitch * 0.84;
  const byHeight = usable / (CARD_RATIO * (1 + STRIP * (PLANNED_ROWS - 1)));
  const cardWidth = Math.max(40, Math.min(byWidth, byHeight, 150));
  const cardHeight = cardWidth * CARD_RATIO;
  const stripHeight = cardHeight * STRIP;
  return {
    pitch,
    cardWidth,
    cardHeight,
    top,
    left: (pitch - cardWidth) / 2,
    // A column taller than planned squeezes its strips so it still fits.
    strip(column) {
      const n = lengths[column];
      if (n <= 1) return stripHeight;
      return Math.min(stripHeight, (usable - cardHeight) / (n - 1));
    },
  };
}
