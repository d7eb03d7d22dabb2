/**
 * The exchange format of seed 001 (and the MOVES section of klondike.md): reading with a
 * precise error for every fault, and writing back.
 *
 * Reading works on tokens that remember their line. The format is free-form except in
 * TABLEAU, where each column is one line, so the tableau groups its tokens by line.
 */
import {
  type Card,
  DECK_SIZE,
  RANK_CHARS,
  SUIT_CHARS,
  SUIT_NAMES,
  cardName,
  fitsOn,
  parseCard,
} from './cards';
import { type Move, formatMove, parseMove } from './moves';
import { type Column, type KlondikeState, type RuleSet, COLUMN_COUNT } from './state';

/** A move as written in the MOVES section, with the line it is on. */
export interface WrittenMove {
  move: Move;
  text: string;
  line: number;
}

export interface ExchangeGame {
  state: KlondikeState;
  moves: WrittenMove[];
}

/**
 * What is wrong with a file. `format` errors carry the line (`Error near line N: …`);
 * `missing` and `duplicated` list the cards (`Missing cards: …`).
 */
export type ExchangeError =
  | { kind: 'format'; line: number; message: string }
  | { kind: 'missing'; cards: Card[] }
  | { kind: 'duplicated'; cards: Card[] };

export type ParseResult = { ok: true; game: ExchangeGame } | { ok: false; errors: ExchangeError[] };

export interface ParseOptions {
  /**
   * Read the MOVES section too (default true). `check` passes false: seed 001 says it
   * stops at the MOVES: keyword, so whatever follows cannot make a file invalid.
   */
  moves?: boolean;
}

/** The one-line message of an error, exactly as the command-line tools print it. */
export function formatExchangeError(error: ExchangeError): string {
  switch (error.kind) {
    case 'format':
      return `Error near line ${error.line}: ${error.message}`;
    case 'missing':
      return `Missing cards: ${error.cards.map(cardName).join(' ')}`;
    case 'duplicated':
      return `Duplicated cards: ${error.cards.map(cardName).join(' ')}`;
  }
}

interface Token {
  text: string;
  line: number;
}

const KEYWORDS = ['RULES:', 'FOUNDATIONS:', 'TABLEAU:', 'STOCK:', 'MOVES:'];

function tokenize(text: string): { tokens: Token[]; lastLine: number } {
  const tokens: Token[] = [];
  let line = 1;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const ch = text[i];
    if (ch === '\n') {
      line++;
      i++;
    } else if (ch === ' ' || ch === '\t' || ch === '\r') {
      i++;
    } else if (ch === '#') {
      while (i < n && text[i] !== '\n') i++;
    } else if (ch === '|') {
      // The separator stands alone even when written against a card (`Td|8d`).
      tokens.push({ text: '|', line });
      i++;
    } else {
      let j = i;
      while (j < n && !' \t\r\n#|'.includes(text[j])) j++;
      tokens.push({ text: text.slice(i, j), line });
      i = j;
    }
  }
  // A final newline ends the last line rather than starting an empty one.
  const lastLine = text.endsWith('\n') && line > 1 ? line - 1 : line;
  return { tokens, lastLine };
}

class FormatError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

function quote(text: string): string {
  return `'${text}'`;
}

/** Reads an exchange file. Never throws: every fault comes back as an ExchangeError. */
export function parseExchange(text: string, options: ParseOptions = {}): ParseResult {
  const { tokens, lastLine } = tokenize(text);
  let pos = 0;

  const peek = (): Token | undefined => tokens[pos];
  const lineHere = (): number => tokens[pos]?.line ?? lastLine;
  const next = (what: string): Token => {
    const token = tokens[pos];
    if (token === undefined)
      throw new FormatError(lastLine, `expecting ${what}, found end of file`);
    pos++;
    return token;
  };
  const expectKeyword = (keyword: string): void => {
    const token = tokens[pos];
    if (token === undefined) {
      throw new FormatError(lastLine, `expecting ${quote(keyword)}, found end of file`);
    }
    if (token.text !== keyword) {
      throw new FormatError(token.line, `expecting ${quote(keyword)}, found ${quote(token.text)}`);
    }
    pos++;
  };
  const card = (token: Token): Card => {
    const parsed = parseCard(token.text);
    if (parsed === null) {
      throw new FormatError(
        token.line,
        KEYWORDS.includes(token.text)
          ? `unexpected ${quote(token.text)}`
          : `invalid card ${quote(token.text)}`,
      );
    }
    return parsed;
  };

  try {
    // RULES: turn 1|3, then unlimited | limit N, then `standard` for the standard rules.
    expectKeyword('RULES:');
    const turnWord = next("'turn 1' or 'turn 3'");
    if (turnWord.text !== 'turn') {
      throw new FormatError(
        turnWord.line,
        `expecting 'turn 1' or 'turn 3', found ${quote(turnWord.text)}`,
      );
    }
    const turnCount = next("'1' or '3' after 'turn'");
    if (turnCount.text !== '1' && turnCount.text !== '3') {
      throw new FormatError(
        turnCount.line,
        `expecting 'turn 1' or 'turn 3', found 'turn ${turnCount.text}'`,
      );
    }
    const limitWord = next("'unlimited' or 'limit N'");
    let resetsLeft: number | null = null;
    if (limitWord.text === 'limit') {
      const count = next('a limit from 0 to 9');
      if (!/^[0-9]$/.test(count.text)) {
        throw new FormatError(
          count.line,
          `expecting a limit from 0 to 9, found ${quote(count.text)}`,
        );
      }
      resetsLeft = Number(count.text);
    } else if (limitWord.text !== 'unlimited') {
      throw new FormatError(
        limitWord.line,
        `expecting 'unlimited' or 'limit N', found ${quote(limitWord.text)}`,
      );
    }
    let rules: RuleSet = 'exchange';
    if (peek()?.text === 'standard') {
      rules = 'standard';
      pos++;
    }

    // FOUNDATIONS: one top card per suit, clubs diamonds hearts spades; `_c` when empty.
    expectKeyword('FOUNDATIONS:');
    const foundations: number[] = [];
    for (let suit = 0; suit < 4; suit++) {
      const what = `the ${SUIT_NAMES[suit]} foundation ('_${SUIT_CHARS[suit]}' or a card of ${SUIT_NAMES[suit]})`;
      const token = next(what);
      const rankIndex = token.text.length === 2 ? ('_' + RANK_CHARS).indexOf(token.text[0]) : -1;
      if (rankIndex < 0 || !SUIT_CHARS.includes(token.text[1])) {
        throw new FormatError(
          token.line,
          KEYWORDS.includes(token.text)
            ? `expecting ${what}, found ${quote(token.text)}`
            : `invalid foundation card ${quote(token.text)}`,
        );
      }
      if (token.text[1] !== SUIT_CHARS[suit]) {
        throw new FormatError(token.line, `expecting ${what}, found ${quote(token.text)}`);
      }
      foundations.push(rankIndex);
    }

    // TABLEAU: seven column lines, column 7 first: covered | face up.
    expectKeyword('TABLEAU:');
    const linesRead: Array<{ line: number; tokens: Token[] }> = [];
    while (pos < tokens.length && tokens[pos].text !== 'STOCK:') {
      const line = tokens[pos].line;
      const group: Token[] = [];
      while (pos < tokens.length && tokens[pos].line === line && tokens[pos].text !== 'STOCK:') {
        group.push(tokens[pos++]);
      }
      if (linesRead.length === COLUMN_COUNT) {
        throw new FormatError(
          line,
          `expecting 'STOCK:' after the 7 tableau columns, found ${quote(group[0].text)}`,
        );
      }
      linesRead.push({ line, tokens: group });
    }
    if (linesRead.length < COLUMN_COUNT) {
      const found = peek() ? quote(peek()!.text) : 'end of file';
      throw new FormatError(
        lineHere(),
        `expecting 7 tableau columns, found ${linesRead.length} before ${found}`,
      );
    }
    const tableau: Column[] = new Array(COLUMN_COUNT);
    linesRead.forEach(({ line, tokens: group }, index) => {
      const number = COLUMN_COUNT - index;
      const bars = group.filter((t) => t.text === '|').length;
      if (bars !== 1) {
        throw new FormatError(
          line,
          bars === 0
            ? `column ${number} has no '|' between covered and face-up cards`
            : `column ${number} has more than one '|'`,
        );
      }
      const bar = group.findIndex((t) => t.text === '|');
      const covered = group.slice(0, bar).map(card);
      const faceUp = group.slice(bar + 1).map(card);
      if (covered.length > 0 && faceUp.length === 0) {
        throw new FormatError(line, `column ${number} has covered cards but no face-up card`);
      }
      for (let i = 1; i < faceUp.length; i++) {
        if (!fitsOn(faceUp[i], faceUp[i - 1])) {
          throw new FormatError(
            line,
            `column ${number} is not a valid pile: ${cardName(faceUp[i])} cannot lie on ${cardName(faceUp[i - 1])}`,
          );
        }
      }
      tableau[number - 1] = { covered, faceUp };
    });

    // STOCK: waste | stock, free-form.
    expectKeyword('STOCK:');
    const waste: Card[] = [];
    const stock: Card[] = [];
    let sawBar = false;
    while (pos < tokens.length && tokens[pos].text !== 'MOVES:') {
      const token = tokens[pos++];
      if (token.text === '|') {
        if (sawBar) throw new FormatError(token.line, "the stock section has more than one '|'");
        sawBar = true;
      } else {
        (sawBar ? stock : waste).push(card(token));
      }
    }
    if (!sawBar) {
      throw new FormatError(lineHere(), "the stock section has no '|' between waste and stock");
    }
    expectKeyword('MOVES:');

    const moves: WrittenMove[] = [];
    if (options.moves !== false) {
      while (pos < tokens.length) {
        const token = tokens[pos++];
        const move = parseMove(token.text, rules);
        if (move === null) throw new FormatError(token.line, `invalid move ${quote(token.text)}`);
        moves.push({ move, text: token.text, line: token.line });
      }
    }

    const state: KlondikeState = {
      rules,
      turn: turnCount.text === '3' ? 3 : 1,
      resetsLeft,
      foundations,
      tableau,
      waste,
      stock,
      score: 0,
    };
    const errors = cardErrors(state);
    if (errors.length > 0) return { ok: false, errors };
    return { ok: true, game: { state, moves } };
  } catch (error) {
    if (error instanceof FormatError) {
      return { ok: false, errors: [{ kind: 'format', line: error.line, message: error.message }] };
    }
    throw error;
  }
}

/**
 * Missing and duplicated cards. The cards under each foundation's top are taken as present.
 * Both lists run suit by suit from spades down to clubs, ace to king within a suit (the
 * order of the expected outputs in shared/klondike/examples).
 */
export function cardErrors(state: KlondikeState): ExchangeError[] {
  const count = new Array<number>(DECK_SIZE).fill(0);
  state.foundations.forEach((top, suit) => {
    for (let rank = 1; rank <= top; rank++) count[(rank - 1) * 4 + suit]++;
  });
  for (const column of state.tableau) {
    for (const c of column.covered) count[c]++;
    for (const c of column.faceUp) count[c]++;
  }
  for (const c of state.waste) count[c]++;
  for (const c of state.stock) count[c]++;
  const missing: Card[] = [];
  const duplicated: Card[] = [];
  for (let suit = 3; suit >= 0; suit--) {
    for (let rank = 1; rank <= 13; rank++) {
      const c = (rank - 1) * 4 + suit;
      if (count[c] === 0) missing.push(c);
      if (count[c] > 1) duplicated.push(c);
    }
  }
  const errors: ExchangeError[] = [];
  if (missing.length > 0) errors.push({ kind: 'missing', cards: missing });
  if (duplicated.length > 0) errors.push({ kind: 'duplicated', cards: duplicated });
  return errors;
}

/**
 * Writes a position in exchange format, laid out like seed 003's game.txt, with the given
 * moves (none by default) after MOVES:. `limit N` is the number of resets still left; the
 * standard rules add the word `standard` to RULES (the exchange rules write nothing new).
 */
export function serializeExchange(state: KlondikeState, moves: readonly Move[] = []): string {
  const foundation = (top: number, suit: number): string =>
    (top === 0 ? '_' : RANK_CHARS[top - 1]) + SUIT_CHARS[suit];
  const cards = (list: Card[]): string[] => list.map(cardName);
  const lines = [
    'RULES:',
    `turn ${state.turn}`,
    state.resetsLeft === null ? 'unlimited' : `limit ${state.resetsLeft}`,
    ...(state.rules === 'standard' ? ['standard'] : []),
    'FOUNDATIONS:',
    ...state.foundations.map(foundation),
    'TABLEAU:',
  ];
  for (let i = COLUMN_COUNT - 1; i >= 0; i--) {
    const column = state.tableau[i];
    lines.push([...cards(column.covered), '|', ...cards(column.faceUp)].join(' '));
  }
  lines.push('STOCK:', [...cards(state.waste), '|', ...cards(state.stock)].join(' '), 'MOVES:');
  if (moves.length > 0) lines.push(moves.map(formatMove).join(' '));
  return lines.join('\n') + '\n';
}
