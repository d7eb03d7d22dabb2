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
 *    Arrows+Enter move · Space draw · u undo · h hint · Tab plays it · q quit
 *    Commands, then Enter: s · w c4 · c3 f1 · 3c4 c5 · f all home · Esc clears
 *    > c3 f1█
 *    message
 *
 * Below MIN_WIDTH×MIN_HEIGHT the title would run into the score and the key lines be cut, so
 * the screen says only how big to make the terminal (q still quits).
 * The frame is one line shorter than the terminal (Ink redraws a frame as tall as the screen
 * by clearing it, which flickers). When the tallest column does not fit, covered cards are
 * shown as one "#N" cell per column.
 */
import { SUIT_SYMBOLS } from '../../src-shared/cards/suits';
import { rankOf, suitOf, isRed, type Card } from '../../src-shared/klondike';
import { samePile, type Pile } from './cursor';
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

/** A pile's label, marked when the cursor is on it (yellow) or its cards are held (green). */
function pileLabel(session: TableSession, pile: Pile, text: string): Segment {
  if (session.held && samePile(session.held, pile))
    return { text, fg: 'black', bg: 'green', bold: true };
  if (samePile(session.cursor, pile)) return { text, fg: 'black', bg: 'yellow', bold: true };
  return { text, fg: 'gray' };
}

/** Box-drawing characters, or plain ASCII when the terminal is not UTF-8. */
function boxChars(unicode: boolean) {
  return unicode
    ? { tl: '┌', tr: '┐', bl: '└', br: '┘', h: '─', v: '│', back: '░' }
    : { tl: '+', tr: '+', bl: '+', br: '+', h: '-', v: '|', back: '#' };
}

type CardLook = { kind: 'up'; card: Card } | { kind: 'down' } | { kind: 'empty'; mark: string };

/**
 * A card `width` characters wide as `lines` rows of text: its top edge (with the index, so a
 * card under another still shows what it is), then, for a whole card, its body with the suit
 * large in the middle and the bottom edge with the index again.
 */
function cardRows(look: CardLook, width: number, whole: boolean, unicode: boolean): Segment[] {
  const b = boxChars(unicode);
  const inner = width - 2;
  const colours: Pick<Segment, 'fg' | 'bg'> =
    look.kind === 'up'
      ? { fg: isRed(look.card) ? 'red' : 'black', bg: 'white' }
      : look.kind === 'down'
        ? { fg: 'white', bg: 'blue' }
        : { fg: 'gray' };
  const index =
    look.kind === 'up' ? cardText(look.card, unicode) : look.kind === 'empty' ? look.mark : '';
  const fill = (text: string, pad: string) =>
    text + pad.repeat(Math.max(0, inner - [...text].length));
  const top = b.tl + (look.kind === 'down' ? b.back.repeat(inner) : fill(index, b.h)) + b.tr;
  if (!whole) return [{ text: top, ...colours }];
  const suit = look.kind === 'up' ? (unicode ? SYMBOLS : LETTERS)[suitOf(look.card)] : '';
  const middle = look.kind === 'down' ? b.back.repeat(inner) : ' '.repeat(inner);
  const centred =
    look.kind !== 'up'
      ? middle
      : ' '.repeat(Math.floor((inner - 1) / 2)) + suit + ' '.repeat(Math.ceil((inner - 1) / 2));
  const bottomIndex = look.kind === 'up' ? index : '';
  const bottom =
    b.bl +
    (look.kind === 'down'
      ? b.back.repeat(inner)
      : b.h.repeat(Math.max(0, inner - [...bottomIndex].length)) + bottomIndex) +
    b.br;
  return [top, b.v + middle + b.v, b.v + centred + b.v, bottom].map((text) => ({
    text,
    ...colours,
  }));
}

/** The big layout's sizes for a terminal `width` wide: a slot per pile, cards inside it. */
function bigLayout(width: number): { pitch: number; cardWidth: number } {
  const pitch = Math.min(14, Math.floor((width - 2) / 7));
  return { pitch, cardWidth: Math.min(10, pitch - 2) };
}

/** Terminals at least this wide get the big cards with borders (when they are tall enough). */
export const BIG_WIDTH = 100;

/** Each column's rows in the big layout; covered cards squeezed to one row when `squeeze`. */
function bigColumns(
  state: TableSession['state'],
  cardWidth: number,
  unicode: boolean,
  squeeze: boolean,
): Segment[][] {
  return state.tableau.map((column) => {
    const looks: CardLook[] = [];
    if (squeeze && column.covered.length)
      looks.push({ kind: 'empty', mark: `#${column.covered.length}` });
    else column.covered.forEach(() => looks.push({ kind: 'down' }));
    column.faceUp.forEach((card) => looks.push({ kind: 'up', card }));
    if (looks.length === 0) return cardRows({ kind: 'empty', mark: 'K' }, cardWidth, true, unicode);
    return looks.flatMap((look, i) => {
      const rows = cardRows(look, cardWidth, i === looks.length - 1, unicode);
      // A squeezed stack of covered cards is drawn as face-down colours with its count.
      return look.kind === 'empty'
        ? rows.map((r) => ({ ...r, fg: 'white', bg: 'blue' }) as Segment)
        : rows;
    });
  });
}

/**
 * The smallest terminal the table is drawn in: the key lines and the title with its score
 * need 80 columns; 16 rows leave 6 for the columns (covered cards folded into one `#N` cell).
 */
export const MIN_WIDTH = 80;
export const MIN_HEIGHT = 16;

/** Whether a terminal of this size shows the table. */
export function fitsTable(size: { width: number; height: number }): boolean {
  return size.width >= MIN_WIDTH && size.height >= MIN_HEIGHT;
}

/** Words wrapped into lines at most `width` characters long. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line].map((l) => [...l].slice(0, width).join(''));
}

/** The screen of a terminal too small for the table: how big to make it, and how to quit. */
function tooSmall(options: DrawOptions): Line[] {
  const width = Math.max(options.width - 1, 1);
  const ask = `Klondike: make the terminal at least ${MIN_WIDTH}×${MIN_HEIGHT} (it is ${options.width}×${options.height}).`;
  return [
    ...wrap(ask, width).map((text) => [{ text, bold: true }]),
    ...wrap('q quits.', width).map((text) => [{ text, fg: 'yellow' as Colour }]),
  ];
}

export function drawTable(session: TableSession, options: DrawOptions): Line[] {
  if (!fitsTable(options)) return tooSmall(options);
  const { unicode } = options;
  const width = Math.max(options.width, 20);
  const frame = Math.max(options.height - 1, 12);
  const state = session.state;
  const dot = unicode ? '·' : '-';
  // Big cards with borders when the terminal is wide enough and the tallest column fits.
  const big = bigLayout(width);
  const footerRows = 4;
  const tableauRoom = frame - (1 + 1 + 4 + 1 + 1) - footerRows;
  let bigCells: Segment[][] | null = null;
  if (width >= BIG_WIDTH) {
    for (const squeeze of [false, true]) {
      const cells = bigColumns(state, big.cardWidth, unicode, squeeze);
      if (Math.max(...cells.map((c) => c.length)) <= tableauRoom) {
        bigCells = cells;
        break;
      }
    }
  }
  const colWidth = bigCells ? big.pitch : Math.min(10, Math.max(6, Math.floor((width - 2) / 11)));
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
    [x(0), [pileLabel(session, { kind: 'stock' }, 'Stock')]],
    [x(1), [pileLabel(session, { kind: 'waste' }, 'Waste')]],
  ];
  for (let f = 0; f < 4; f++)
    labels.push([
      x(3 + f),
      [pileLabel(session, { kind: 'foundation', index: f as 0 | 1 | 2 | 3 }, `f${f + 1}`)],
    ]);
  // In the big layout the waste's box shows its top card; the cards under it (turn 3) are named.
  const under = state.waste.slice(-state.turn, -1);
  if (bigCells && under.length)
    labels.push([
      x(1) + 6,
      under.map((card) => ({ ...faceUp(card, unicode), text: ` ${cardText(card, unicode)}` })),
    ]);
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
  if (bigCells) {
    const w = big.cardWidth;
    const boxes: Segment[][] = [
      state.stock.length
        ? cardRows({ kind: 'down' }, w, true, unicode).map((row, i) =>
            i === 2 ? { ...row, text: centre(row.text, `${state.stock.length}`) } : row,
          )
        : cardRows({ kind: 'empty', mark: state.resetsLeft === 0 ? 'x' : 'r' }, w, true, unicode),
      state.waste.length
        ? cardRows({ kind: 'up', card: state.waste[state.waste.length - 1] }, w, true, unicode)
        : cardRows({ kind: 'empty', mark: '' }, w, true, unicode),
    ];
    for (let f = 0; f < 4; f++) {
      const top = state.foundations[f];
      const suit = (unicode ? SYMBOLS : LETTERS)[f];
      boxes.push(
        top
          ? cardRows({ kind: 'up', card: (top - 1) * 4 + f }, w, true, unicode)
          : cardRows({ kind: 'empty', mark: suit }, w, true, unicode),
      );
    }
    const slots = [0, 1, 3, 4, 5, 6];
    for (let r = 0; r < 4; r++)
      lines.push(
        place(
          width - 1,
          boxes.map((box, i) => [x(slots[i]), [box[r]]] as [number, Segment[]]),
        ),
      );
  } else lines.push(place(width - 1, piles));
  lines.push([]);

  // The tableau, column 1 on the left.
  lines.push(
    place(
      width - 1,
      state.tableau.map(
        (_, c) =>
          [x(c), [pileLabel(session, { kind: 'column', number: c + 1 }, `c${c + 1}`)]] as [
            number,
            Segment[],
          ],
      ),
    ),
  );
  const footer = 4;
  const rows = frame - lines.length - footer;
  const full = state.tableau.map((column) => [
    ...column.covered.map(() => COVERED),
    ...column.faceUp.map((card) => faceUp(card, unicode)),
  ]);
  const cells = bigCells
    ? bigCells
    : Math.max(...full.map((cells) => cells.length)) <= rows
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
              'Arrows+Enter move',
              'Space draw',
              'u undo',
              'h hint',
              'Tab plays it',
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
            text: `Commands, then Enter: ${['s', 'w c4', 'c3 f1', '3c4 c5'].join(` ${dot} `)} ${dot} f all home ${dot} Esc clears`,
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

/** `text` with `mark` written over its middle (the stock's count on its back). */
function centre(text: string, mark: string): string {
  const chars = [...text];
  const start = Math.max(1, Math.floor((chars.length - mark.length) / 2));
  chars.splice(start, mark.length, ...mark);
  return chars.join('');
}
