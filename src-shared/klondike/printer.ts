import { cardName } from './cards';
import { type KlondikeState, COLUMN_COUNT } from './state';

/**
 * The human-readable position that `advance` prints (klondike.md), e.g.
 *
 *     Foundations
 *     Ac 3d 3h 3s
 *     Tableau
 *     Ks .. ## ## Kc ## ##
 *     Qh .. Qs ## Qd 7s ##
 *     Waste top
 *     8s
 *
 * Rows run from the deepest card; `##` is a covered card, `..` no card. The waste shows its
 * top 1 or 3 cards (the turn count), oldest first, or `(empty)`.
 */
export function formatState(state: KlondikeState): string {
  const lines = ['Foundations'];
  lines.push(
    state.foundations
      .map((top, suit) => (top === 0 ? `_${'cdhs'[suit]}` : cardName((top - 1) * 4 + suit)))
      .join(' '),
  );
  lines.push('Tableau');
  const depth = Math.max(...state.tableau.map((c) => c.covered.length + c.faceUp.length));
  for (let row = 0; row < depth; row++) {
    const cells: string[] = [];
    for (let i = 0; i < COLUMN_COUNT; i++) {
      const { covered, faceUp } = state.tableau[i];
      if (row < covered.length) cells.push('##');
      else if (row < covered.length + faceUp.length)
        cells.push(cardName(faceUp[row - covered.length]));
      else cells.push('..');
    }
    lines.push(cells.join(' '));
  }
  lines.push('Waste top');
  const shown = state.waste.slice(Math.max(0, state.waste.length - state.turn));
  lines.push(shown.length > 0 ? shown.map(cardName).join(' ') : '(empty)');
  return lines.join('\n') + '\n';
}
