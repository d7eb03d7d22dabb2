import '../../cards/molek-palette.css';
import { RANK_LABEL, type Board } from '../../../src-shared/molek/cards';
import { isLocked, type Move } from '../../../src-shared/molek/rules';

const CARD_W = 64;
const CARD_H = 88;
/** How much of a covered card shows, as in the game (16 of 95 pixels there). */
const STRIP = 22;
const GAP = 14;
const PAD = 12;

function columnX(column: number): number {
  return PAD + column * (CARD_W + GAP);
}

function cardY(row: number): number {
  return PAD + row * STRIP;
}

/**
 * A MOLEK-SYNTEZ board drawn as the game lays it out: six columns, row 0 highest, covered
 * cards showing a strip with their rank, cheated cards inverted, locked columns shaded.
 * The height follows the longest column so a long mid-game column never gets cut off.
 */
export function BoardView({
  board,
  mark,
  label,
}: {
  board: Board;
  /** The move about to be played: its cards outlined and an arrow to the target column. */
  mark?: Move | null;
  label: string;
}) {
  const locked = board.columns.map(isLocked);
  const longest = Math.max(1, ...board.columns.map((c) => c.cards.length + 1));
  const width = PAD * 2 + 6 * CARD_W + 5 * GAP;
  const height = PAD * 2 + (longest - 1) * STRIP + CARD_H;
  const target = mark ? board.columns[mark.to] : null;
  return (
    <svg
      className="as-molek-board molek-palette"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      data-testid="board-view"
    >
      <rect x={0} y={0} width={width} height={height} rx={8} className="as-board-felt" />
      {board.columns.map((column, c) => (
        <g
          key={c}
          data-column={c}
          className={locked[c] ? 'as-board-column locked' : 'as-board-column'}
          aria-label={`column ${c}`}
        >
          {column.cards.length === 0 && (
            <rect
              x={columnX(c)}
              y={cardY(0)}
              width={CARD_W}
              height={CARD_H}
              rx={6}
              className="as-card-slot"
            />
          )}
          {column.cards.map((rank, r) => {
            const top = r === column.cards.length - 1;
            const cheated = top && column.cheated;
            const picked = mark && mark.from === c && r >= mark.row;
            const classes = ['as-card', rank >= 11 ? 'face' : 'pip'];
            if (cheated) classes.push('cheated');
            if (picked) classes.push(mark.cheat ? 'picked cheat' : 'picked');
            if (locked[c]) classes.push('locked');
            return (
              <g key={r} className={classes.join(' ')} data-rank={RANK_LABEL[rank]}>
                <rect
                  x={columnX(c)}
                  y={cardY(r)}
                  width={CARD_W}
                  height={CARD_H}
                  rx={6}
                  className="as-card-face"
                />
                <text x={columnX(c) + 7} y={cardY(r) + 16} className="as-card-rank">
                  {RANK_LABEL[rank]}
                </text>
                {top && (
                  <text
                    x={columnX(c) + CARD_W / 2}
                    y={cardY(r) + CARD_H / 2 + 14}
                    textAnchor="middle"
                    className="as-card-rank big"
                  >
                    {RANK_LABEL[rank]}
                  </text>
                )}
                {cheated && (
                  <text
                    x={columnX(c) + CARD_W - 7}
                    y={cardY(r) + 16}
                    textAnchor="end"
                    className="as-card-rank"
                  >
                    !
                  </text>
                )}
              </g>
            );
          })}
          {locked[c] && (
            <text
              x={columnX(c) + CARD_W / 2}
              y={height - PAD + 2}
              textAnchor="middle"
              className="as-column-note"
            >
              locked
            </text>
          )}
        </g>
      ))}
      {mark && target && (
        <MoveArrow
          fromX={columnX(mark.from) + CARD_W / 2}
          fromY={cardY(mark.row) + STRIP / 2 + 4}
          toX={columnX(mark.to) + CARD_W / 2}
          toY={cardY(target.cards.length) + STRIP / 2 + 4}
          cheat={mark.cheat}
        />
      )}
    </svg>
  );
}

/** A curved arrow; cheats are drawn dashed so they stand out from legal moves. */
export function MoveArrow({
  fromX,
  fromY,
  toX,
  toY,
  cheat,
  strokeWidth = 4,
}: {
  fromX: number;
  fromY: number;
  toX: number;
  toY: number;
  cheat: boolean;
  strokeWidth?: number;
}) {
  const lift = Math.max(30, Math.abs(toX - fromX) / 3);
  const midX = (fromX + toX) / 2;
  const midY = Math.min(fromY, toY) - lift;
  const head = strokeWidth * 3;
  // The arrowhead points along the curve's last tangent (control point → end).
  const angle = Math.atan2(toY - midY, toX - midX);
  const left = angle + Math.PI - 0.45;
  const right = angle + Math.PI + 0.45;
  return (
    <g className={cheat ? 'as-move-arrow cheat' : 'as-move-arrow'} data-testid="move-arrow">
      <path
        d={`M ${fromX} ${fromY} Q ${midX} ${midY} ${toX} ${toY}`}
        fill="none"
        strokeWidth={strokeWidth}
        strokeDasharray={cheat ? `${strokeWidth * 2} ${strokeWidth * 1.5}` : undefined}
        strokeLinecap="round"
      />
      <polygon
        points={[
          `${toX},${toY}`,
          `${toX + head * Math.cos(left)},${toY + head * Math.sin(left)}`,
          `${toX + head * Math.cos(right)},${toY + head * Math.sin(right)}`,
        ].join(' ')}
      />
    </g>
  );
}
