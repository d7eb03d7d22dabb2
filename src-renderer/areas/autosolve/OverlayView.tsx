import { withoutRepeats } from './words';
import { useState } from 'react';
import type { Overlay } from '../../../src-shared/autosolve/overlay-data';
import { RANK_LABEL } from '../../../src-shared/molek/cards';
import type { Move } from '../../../src-shared/molek/rules';
import { MoveArrow } from './BoardView';

/**
 * Where the rank glyph of column c, row r sits in the capture, from the game's geometry
 * (docs/molek.md: (244 + 82c, 149 + 16r) at 1×, 8×9 pixels, scaled by k from the origin).
 */
function glyphCentre(overlay: Overlay, column: number, row: number): { x: number; y: number } {
  const k = overlay.scale ?? 1;
  const origin = overlay.origin ?? { x: 0, y: 0 };
  return { x: origin.x + k * (244 + 82 * column + 4), y: origin.y + k * (149 + 16 * row + 4.5) };
}

/**
 * The latest capture scaled to fit, with every recognised card boxed and labelled, cheated
 * cards marked, the move being played drawn as an arrow, and vision's confidence; or a
 * clear message when no board is on screen. Colours mean what they mean in the overlay
 * picture of `solitaire read --overlay`: green a clear match, magenta a cheated card (also
 * "!"), orange a card settled by the count of four ("?"), blue a locked column, grey
 * dashes an empty column.
 */
/**
 * The part of the capture the cards and the NEW GAME button are in (x 225-755, y 128-540
 * of the game at 1×), so a live view in a narrow window still shows readable cards.
 */
function cardsView(overlay: Overlay): string | null {
  if (overlay.scale === null || overlay.origin === null) return null;
  const k = overlay.scale;
  const x = Math.max(0, overlay.origin.x + 225 * k);
  const y = Math.max(0, overlay.origin.y + 128 * k);
  const width = Math.min(overlay.width - x, 530 * k);
  const height = Math.min(overlay.height - y, 412 * k);
  return width > 0 && height > 0 ? `${x} ${y} ${width} ${height}` : null;
}

export function OverlayView({ overlay, move }: { overlay: Overlay; move?: Move | null }) {
  const [whole, setWhole] = useState(false);
  const zoomed = whole ? null : cardsView(overlay);
  const k = overlay.scale ?? Math.max(1, overlay.width / 960);
  // Labels stay readable when a 1× capture is shown smaller than its pixels.
  const font = Math.max(13, 9 * k + 3);
  let arrow = null;
  if (move && overlay.board) {
    const from = glyphCentre(overlay, move.from, move.row);
    const to = glyphCentre(overlay, move.to, overlay.board.columns[move.to].cards.length);
    arrow = (
      <MoveArrow
        fromX={from.x}
        fromY={from.y}
        toX={to.x}
        toY={to.y}
        cheat={move.cheat}
        strokeWidth={Math.max(2, 2.5 * k)}
      />
    );
  }
  return (
    <figure className="as-overlay" data-testid="overlay" style={{ margin: 0 }}>
      <svg
        viewBox={zoomed ?? `0 0 ${overlay.width} ${overlay.height}`}
        role="img"
        aria-label={
          overlay.board
            ? `Capture with ${overlay.cards.length} recognised cards`
            : 'Capture with no board recognised'
        }
      >
        <image href={overlay.image} x={0} y={0} width={overlay.width} height={overlay.height} />
        {overlay.rect && (
          <rect
            x={overlay.rect.x + 0.5}
            y={overlay.rect.y + 0.5}
            width={overlay.rect.width - 1}
            height={overlay.rect.height - 1}
            className="as-game-rect"
          />
        )}
        {overlay.columns
          .filter((c) => c.state !== 'cards')
          .map((c) => (
            <g key={`column-${c.column}`} data-testid="overlay-column" data-state={c.state}>
              <rect
                x={c.box.x}
                y={c.box.y}
                width={c.box.width}
                height={c.box.height}
                className={`as-column-box ${c.state}`}
              />
              {c.state === 'locked' && (
                <text
                  x={c.box.x + c.box.width / 2}
                  y={c.box.y + c.box.height / 2}
                  textAnchor="middle"
                  fontSize={font}
                  className="as-box-label locked"
                >
                  LOCKED
                </text>
              )}
            </g>
          ))}
        {overlay.cards.map((card) => {
          const cls = card.settled ? ' settled' : card.cheated ? ' cheated' : '';
          const inset = Math.max(1, k / 2) / 2;
          const label =
            RANK_LABEL[card.rank] + (card.cheated ? '!' : '') + (card.settled ? '?' : '');
          return (
            <g
              key={`${card.column}-${card.row}`}
              data-testid="overlay-card"
              data-column={card.column}
              data-row={card.row}
              data-rank={RANK_LABEL[card.rank]}
              data-cheated={card.cheated ? 'true' : undefined}
            >
              <rect
                x={card.box.x + inset}
                y={card.box.y + inset}
                width={card.box.width - 2 * inset}
                height={card.box.height - 2 * inset}
                strokeWidth={Math.max(1, k / 2)}
                className={`as-box${cls}`}
              >
                <title>{`column ${card.column}, row ${card.row}: ${RANK_LABEL[card.rank]}${
                  card.cheated ? ' (cheated)' : ''
                }, confidence ${Math.round(card.confidence * 100)}%${
                  card.settled ? ` (${card.settled})` : ''
                }`}</title>
              </rect>
              <text
                x={card.glyphBox.x + card.glyphBox.width + 3 * k}
                y={card.glyphBox.y + card.glyphBox.height}
                fontSize={font}
                className={`as-box-label${cls}`}
              >
                {label}
              </text>
            </g>
          );
        })}
        {arrow}
      </svg>
      <figcaption className="as-overlay-caption">
        {overlay.board ? (
          <>
            {cardsView(overlay) && (
              <button
                type="button"
                className="as-link"
                onClick={() => setWhole((w) => !w)}
                aria-pressed={whole}
              >
                {whole ? 'Zoom to the cards' : 'Show the whole capture'}
              </button>
            )}
            <span data-testid="overlay-cards">{overlay.cards.length} cards recognised</span>
            {overlay.scale !== null && (
              <span data-testid="overlay-scale">
                scale {Number.isInteger(overlay.scale) ? overlay.scale : overlay.scale.toFixed(3)}×
              </span>
            )}
            {overlay.origin && (
              <span>
                at ({Math.round(overlay.origin.x)}, {Math.round(overlay.origin.y)})
              </span>
            )}
            {overlay.confidence !== null && (
              <span data-testid="overlay-confidence">
                confidence {Math.round(overlay.confidence * 100)}%
              </span>
            )}
            {overlay.cards.some((c) => c.cheated) && (
              <span>{overlay.cards.filter((c) => c.cheated).length} cheated</span>
            )}
            {overlay.columns.some((c) => c.state === 'locked') && (
              <span>
                {overlay.columns.filter((c) => c.state === 'locked').length} locked columns
              </span>
            )}
            {overlay.cards.some((c) => c.settled) && (
              <span>
                {overlay.cards.filter((c) => c.settled).length} settled by the count of four
              </span>
            )}
          </>
        ) : (
          <span className="as-no-board" role="alert" data-testid="no-board">
            <strong>No MOLEK-SYNTEZ board in this picture.</strong>
            {overlay.problem && (
              <details className="as-no-board-why">
                <summary>details</summary>
                {withoutRepeats(overlay.problem)}
              </details>
            )}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
