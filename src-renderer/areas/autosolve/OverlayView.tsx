import type { Overlay } from '../../../src-shared/autosolve/overlay';
import { RANK_LABEL } from '../../../src-shared/molek/cards';
import type { Move } from '../../../src-shared/molek/rules';
import { MoveArrow } from './BoardView';

/** Below this a card's box is drawn as doubtful: still read, but worth a look. */
const DOUBTFUL = 0.8;

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
 * clear message when no board is on screen.
 */
export function OverlayView({ overlay, move }: { overlay: Overlay; move?: Move | null }) {
  const k = overlay.scale ?? Math.max(1, overlay.width / 960);
  const font = Math.max(10, 9 * k);
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
        viewBox={`0 0 ${overlay.width} ${overlay.height}`}
        role="img"
        aria-label={
          overlay.board
            ? `Capture with ${overlay.cards.length} recognised cards`
            : 'Capture with no board recognised'
        }
      >
        <image href={overlay.image} x={0} y={0} width={overlay.width} height={overlay.height} />
        {overlay.cards.map((card) => {
          const doubtful = card.confidence < DOUBTFUL;
          const cls = card.cheated ? ' cheated' : doubtful ? ' doubtful' : '';
          const pad = Math.max(1, k);
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
                x={card.box.x - pad}
                y={card.box.y - pad}
                width={card.box.width + 2 * pad}
                height={card.box.height + 2 * pad}
                className={`as-box${cls}`}
              >
                <title>{`column ${card.column}, row ${card.row}: ${RANK_LABEL[card.rank]}${
                  card.cheated ? ' (cheated)' : ''
                }, confidence ${Math.round(card.confidence * 100)}%`}</title>
              </rect>
              <text
                x={card.box.x + card.box.width + 3 * pad}
                y={card.box.y + card.box.height}
                fontSize={font}
                className={`as-box-label${cls}`}
              >
                {RANK_LABEL[card.rank]}
                {card.cheated ? '!' : ''}
              </text>
            </g>
          );
        })}
        {arrow}
      </svg>
      <figcaption className="as-overlay-caption">
        {overlay.board ? (
          <>
            <span data-testid="overlay-cards">{overlay.cards.length} cards recognised</span>
            {overlay.scale !== null && <span>scale {overlay.scale}×</span>}
            {overlay.origin && (
              <span>
                at ({overlay.origin.x}, {overlay.origin.y})
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
          </>
        ) : (
          <span className="as-no-board" role="alert" data-testid="no-board">
            No MOLEK-SYNTEZ board on screen{overlay.problem ? `: ${overlay.problem}` : ''}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
