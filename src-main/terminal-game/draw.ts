/**
 * The terminal table as lines of coloured text, computed from the session and the terminal's
 * size. Pure, so the exact screen is tested without a terminal; `App.tsx` only paints it.
 *
 *   Klondike · seed 7 · turn 1 · resets left: unlimited            Score 0 · Moves 0
 *    Stock  Waste         f1     f2     f3     f4
 *    [24]                 _♣     _♦     _♥     _♠
 *
 *    c1     c2     c3     c4     c5     c6     c7
 *    A♣     ##     ##     ##     ##     ##     ##
 *           J♥     ##     ##     ##     ##     ##
 *    …
 *    Space draw · u undo · h hint · Tab play hint · f to foundations · q quit
 *    Commands, then Enter: s · w c4 · w f · c3 f1 · c7 c2 · 3c4 c5 · Esc clears
 *    > c3 f1█
 *    message
 *
 * The frame is one line shorter than the terminal (Ink redraws a frame as tall as the screen
 * by clearing it, which flickers). When the tallest column does not fit, covered cards are
 * shown as one "#N" cell per column.
 */
import { SUIT_SYMBOLS } from '../../src-shared/cards/suits';
import { rankOf, suitOf, isRed, type Card } from '../../src-shared/klondike';
import type { Message, TableSession } from './session';

export type Colour = 'red' | 'black' | 'white' | 'gray' | 'green' | 'blue' | 'yellow';

export interface Segment {
  text: string;
  fg?: Colour;
  bg?: Colour;
  bold?: boolean;
}
export type Line = Segment[];

export interface DrawOptions {
  width: number;
  height: number;
  /** Suit symbols ♣♦♥♠ and box characters; letters c d h s when false. */
  unicode: boolean;
  /** The command being typed. */
  input: string;
}

/** The smallest terminal the table is laid out for (seed 003: 80 columns, 25 rows). */
export const MIN_WIDTH = 80;
export const MIN_HEIGHT = 25;

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SYMBOLS = SUIT_SYMBOLS;
const LETTERS = ['c', 'd', 'h', 's'];

export function cardText(card: Card, unicode: boolean): string {
  return RANKS[rankOf(card)] + (unicode ? SYMBOLS : LETTERS)[suitOf(card)];
}

function faceUp(card: Card, unicode: boolean): Segment {
  return { text: cardText(card, unicode), fg: isRed(card) ? 'red' : 'black', bg: 'white' };
}

const COVERED: Segment = { text: '##', fg: 'white', bg: 'blue' };

/** Plain text of a line, as a terminal shows it. */
export function lineText(line: Line): string {
  return line.map((s) => s.text).join('');
}

/** Places segments at columns, padding with spaces; nothing goes past `width`. */
function place(width: number, items: Array<[number, Segment[]]>): Line {
  const line: Line = [];
  let x = 0;
  for (const [at, segments] of [...items].sort((a, b) => a[0] - b[0])) {
    if (at > x) {
      line.push({ text: ' '.repeat(at - x) });
      x = at;
    }
    for (const segment of segments) {
      const room = width - x;
      if (room <= 0) break;
      const text = [...segment.text].slice(0, room).join('');
      line.push({ ...segment, text });
      x += [...text].length;
    }
  }
  return line;
}

function messageColour(message: Message): Colour | undefined {
  return message.level === 'error' ? 'red' : message.level === 'win' ? 'green' : undefined;
}

export function drawTable(session: TableSession, options: DrawOptions): Line[] {
  const { unicode } = options;
  const width = Math.max(options.width, 20);
  const frame = Math.max(options.height - 1, 12);
  const state = session.state;
  const dot = unicode ? '·' : '-';
  const colWidth = Math.min(10, Math.max(6, Math.floor((width - 2) / 11)));
  const x = (column: number) => 1 + column * colWidth;
  const lines: Line[] = [];

  // Title: what is being played, and how it goes.
  const resets = state.resetsLeft === null ? 'unlimited' : String(state.resetsLeft);
  const right = `Score ${state.score} ${dot} Moves ${session.moves}`;
  const rules = ` ${dot} turn ${state.turn} ${dot} resets left: ${resets}`;
  // A long file name gives way (its start is cut) so the rules always show.
  const room = width - 1 - right.length - 2 - `Klondike ${dot} `.length - rules.length;
  let source = session.source.kind === 'seed' ? `seed ${session.source.seed}` : session.source.name;
  if ([...source].length > room) source = '…' + [...source].slice(-Math.max(room - 1, 1)).join('');
  const left = `Klondike ${dot} ${source}${rules}`;
  lines.push(
    place(width - 1, [
      [0, [{ text: left, bold: true }]],
      [width - 1 - right.length, [{ text: right, bold: true }]],
    ]),
  );

  // Stock, waste (the top 1 to 3 cards, oldest first), foundations f1..f4.
  const labels: Array<[number, Segment[]]> = [
    [x(0), [{ text: 'Stock', fg: 'gray' }]],
    [x(1), [{ text: 'Waste', fg: 'gray' }]],
  ];
  for (let f = 0; f < 4; f++) labels.push([x(3 + f), [{ text: `f${f + 1}`, fg: 'gray' }]]);
  lines.push(place(width - 1, labels));
  const waste = state.waste.slice(-state.turn);
  const wasteSegments: Segment[] = waste.length
    ? waste.flatMap((card, i) =>
        i ? [{ text: ' ' }, faceUp(card, unicode)] : [faceUp(card, unicode)],
      )
    : [{ text: '(empty)', fg: 'gray' }];
  const piles: Array<[number, Segment[]]> = [
    [x(0), [{ text: `[${state.stock.length}]`, bold: true }]],
    [x(1), wasteSegments],
  ];
  for (let f = 0; f < 4; f++) {
    const top = state.foundations[f];
    const suit = (unicode ? SYMBOLS : LETTERS)[f];
    piles.push([
      x(3 + f),
      [top ? faceUp((top - 1) * 4 + f, unicode) : { text: `_${suit}`, fg: 'gray' }],
    ]);
  }
  lines.push(place(width - 1, piles));
  lines.push([]);

  // The tableau, column 1 on the left.
  lines.push(
    place(
      width - 1,
      state.tableau.map(
        (_, c) => [x(c), [{ text: `c${c + 1}`, fg: 'gray' }]] as [number, Segment[]],
      ),
    ),
  );
  const footer = 4;
  const rows = frame - lines.length - footer;
  const full = state.tableau.map((column) => [
    ...column.covered.map(() => COVERED),
    ...column.faceUp.map((card) => faceUp(card, unicode)),
  ]);
  const cells =
    Math.max(...full.map((cells) => cells.length)) <= rows
      ? full
      : state.tableau.map((column) => [
          ...(column.covered.length ? [{ ...COVERED, text: `#${column.covered.length}` }] : []),
          ...column.faceUp.map((card) => faceUp(card, unicode)),
        ]);
  for (let r = 0; r < rows; r++) {
    const items: Array<[number, Segment[]]> = [];
    cells.forEach((column, c) => {
      if (r >= column.length) return;
      // A column still too tall for the screen ends in "+N" for the cards not shown.
      const hidden = column.length - rows;
      if (hidden > 0 && r === rows - 1)
        items.push([x(c), [{ text: `+${hidden + 1}`, fg: 'yellow' }]]);
      else items.push([x(c), [column[r]]]);
    });
    lines.push(place(width - 1, items));
  }

  // Keys, the command being typed, the last message.
  lines.push(
    place(width - 1, [
      [
        1,
        [
          {
            text: [
              'Space draw',
              'u undo',
              'h hint',
              'Tab play hint',
              'f to foundations',
              'q quit',
            ].join(` ${dot} `),
            fg: 'yellow',
          },
        ],
      ],
    ]),
  );
  lines.push(
    place(width - 1, [
      [
        1,
        [
          {
            text: `Commands, then Enter: ${['s', 'w c4', 'w f', 'c3 f1', 'c7 c2', '3c4 c5'].join(` ${dot} `)} ${dot} Esc clears`,
            fg: 'yellow',
          },
        ],
      ],
    ]),
  );
  lines.push(
    place(width - 1, [
      [1, [{ text: '> ', bold: true }, { text: options.input }, { text: unicode ? '█' : '_' }]],
    ]),
  );
  lines.push(
    place(width - 1, [[1, [{ text: session.message.text, fg: messageColour(session.message) }]]]),
  );
  return lines;
}
