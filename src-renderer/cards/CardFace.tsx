import { FACE_HEIGHT, FACE_WIDTH, pipLayout, SUIT_PATHS } from './card-face';

/** A suit outline of `size` units centred on (x, y), upside down when `flipped`. */
export function SuitShape({
  suit,
  x,
  y,
  size,
  flipped = false,
}: {
  suit: number;
  x: number;
  y: number;
  size: number;
  flipped?: boolean;
}) {
  const scale = size / 20;
  const turn = flipped ? ' rotate(180)' : '';
  return (
    <path
      d={SUIT_PATHS[suit]}
      transform={`translate(${x} ${y})${turn} scale(${scale}) translate(-10 -10)`}
      fill="currentColor"
    />
  );
}

/**
 * Half of a court figure, head at the top, drawn twice (the second turned round) as on
 * double-headed cards. Each rank has its own headwear: a jack's cap with a feather, a
 * queen's tiara, a king's crown; the robe takes the suit's colour.
 */
function CourtHalf({ rank, suit }: { rank: 11 | 12 | 13; suit: number }) {
  const gold = '#d8a31a';
  return (
    <g>
      {/* Robe and shoulders. */}
      <path d="M31 70 L33 61 Q35 57 42 56 L58 56 Q65 57 67 61 L69 70 Z" fill="currentColor" />
      <path d="M42 56 L50 65 L58 56 Z" fill="#fdfdfb" />
      <path d="M36 70 L38 62 M64 70 L62 62" stroke={gold} strokeWidth="1.6" />
      <rect x="48" y="62" width="4" height="8" fill={gold} />
      {/* Face. */}
      <circle cx="50" cy="47" r="9" fill="#f4d6b4" stroke="#3a2a1a" strokeWidth="0.8" />
      <circle cx="46.8" cy="46" r="1" fill="#222" />
      <circle cx="53.2" cy="46" r="1" fill="#222" />
      <path d="M47.5 51 Q50 52.6 52.5 51" stroke="#7a3a2a" strokeWidth="0.8" fill="none" />
      {rank === 13 && (
        <>
          {/* King: a crown of three points, and a beard. */}
          <path
            d="M40 38 L40 27 L45 32 L50 24 L55 32 L60 27 L60 38 Z"
            fill={gold}
            stroke="#7a5a00"
            strokeWidth="0.8"
          />
          <path d="M43 48 Q50 58 57 48 Q50 52 43 48 Z" fill="#6b4a2a" />
        </>
      )}
      {rank === 12 && (
        <>
          {/* Queen: a rounded tiara with jewels, and long hair. */}
          <path d="M41 38 Q50 27 59 38 Z" fill={gold} stroke="#7a5a00" strokeWidth="0.8" />
          <circle cx="45" cy="33" r="1.6" fill="currentColor" />
          <circle cx="50" cy="30.5" r="1.8" fill="currentColor" />
          <circle cx="55" cy="33" r="1.6" fill="currentColor" />
          <path
            d="M42 40 Q39 50 42 56 L45 54 Q43 48 44 41 Z M58 40 Q61 50 58 56 L55 54 Q57 48 56 41 Z"
            fill="#8a5a20"
          />
        </>
      )}
      {rank === 11 && (
        <>
          {/* Jack: a flat cap with a feather. */}
          <path d="M39 39 Q40 30 50 30 Q60 30 61 39 Z" fill="currentColor" />
          <path
            d="M58 32 Q66 24 70 20 Q66 30 60 35 Z"
            fill={gold}
            stroke="#7a5a00"
            strokeWidth="0.6"
          />
        </>
      )}
      <SuitShape suit={suit} x={31} y={36} size={10} />
    </g>
  );
}

/**
 * The middle of a French card's face as SVG: the standard pip layout for A–10 (a large pip
 * for the ace) or a framed double-headed figure for J, Q and K. Rank is 1 (ace) to 13.
 */
export function CardFace({ rank, suit }: { rank: number; suit: number }) {
  return (
    <svg
      className="pc-face"
      viewBox={`0 0 ${FACE_WIDTH} ${FACE_HEIGHT}`}
      aria-hidden="true"
      focusable="false"
    >
      {rank === 1 && <SuitShape suit={suit} x={50} y={70} size={44} />}
      {rank >= 2 &&
        rank <= 10 &&
        pipLayout(rank).map((p, i) => (
          <SuitShape key={i} suit={suit} x={p.x} y={p.y} size={17} flipped={p.flipped} />
        ))}
      {rank >= 11 && (
        <g>
          <rect
            x="20"
            y="26"
            width="60"
            height="88"
            rx="3"
            fill="#fbf3dc"
            stroke="currentColor"
            strokeWidth="1.4"
          />
          <svg x="20" y="26" width="60" height="88" viewBox="20 26 60 88">
            <CourtHalf rank={rank as 11 | 12 | 13} suit={suit} />
            <g transform="rotate(180 50 70)">
              <CourtHalf rank={rank as 11 | 12 | 13} suit={suit} />
            </g>
          </svg>
          <line x1="20" y1="70" x2="80" y2="70" stroke="currentColor" strokeWidth="0.8" />
        </g>
      )}
    </svg>
  );
}
