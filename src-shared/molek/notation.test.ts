import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boardKey, formatBoard, parseBoard, tryParseBoard } from './notation';
import { dealBoard } from './deal';

const DEAL = '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.';

describe('board notation', () => {
  it('reads a deal column by column, row 0 first', () => {
    const board = parseBoard(DEAL);
    expect(board.columns[0]).toEqual({ cards: [9, 9, 7, 11, 14, 8], cheated: false });
    expect(board.columns[3]).toEqual({ cards: [14, 10, 10, 13, 12, 8], cheated: false });
    expect(formatBoard(board)).toBe(DEAL);
  });

  it('round-trips cheats, empty columns and tall columns', () => {
    for (const text of [
      'TKDV09876.TKDV0987.TKDV097!TKDV.668.09876.',
      '6TKDV09876.TKDV0987.TKDV098.TKDV.7609876..',
      'TKDV09876.TKDV09876..TKDV09876..TKDV09876.',
      '8887VTKDV09876K!TTTKKD.DDVV00.0999.7766.6.',
    ]) {
      expect(formatBoard(parseBoard(text))).toBe(text);
    }
    expect(formatBoard(parseBoard(`  ${DEAL}\n`))).toBe(DEAL);
  });

  it('round-trips every seeded deal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 2 }), (seed) => {
        const board = dealBoard(seed);
        expect(parseBoard(formatBoard(board))).toEqual(board);
      }),
      { numRuns: 200 },
    );
  });

  it('accepts the tallest reachable column: 6 dealt cards ending in T, K … 6, a cheat', () => {
    const tallest = '8887VTKDV09876K!TTTKKD.DDVV00.0999.7766.6.';
    expect(parseBoard(tallest).columns[0].cards).toHaveLength(15);
    // A dealt 9 9 8 8 7 7 and a 6 played on the 7: seven cards, still reachable.
    expect(tryParseBoard('9988776.TTTTKK.KKDDDD.VVVV00.009988.77666.').ok).toBe(true);
  });

  it.each([
    [
      '997VT8.076VD6.879DV6.T00KD8.09T6K8.',
      'expected 6 columns, each ending with "." or "!", found 5',
    ],
    [
      '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK..',
      'more than 6 columns: a seventh column ends at character 43',
    ],
    [
      '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK',
      'column 5 (from character 36) does not end with "." or "!"',
    ],
    [
      '997VT8.076VD6.879DX6.T00KD8.09T6K8.VTK7DK.',
      'unknown character "X" at character 19 (column 2): cards are 6 7 8 9 0 V D K T and each column ends with "." or "!"',
    ],
    [
      '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7D K.',
      'a space at character 41 (column 5): spaces are not part of a board; write the cards of the six columns one after another, each column ending with "." or "!"',
    ],
    [
      '997VT8.076VD6.\n879DV6.T00KD8.09T6K8.VTK7DK.',
      'a line break at character 15 (column 2): line breaks are not part of a board; write the cards of the six columns one after another, each column ending with "." or "!"',
    ],
    [
      '997VT8.\t076VD6.879DV6.T00KD8.09T6K8.VTK7DK.',
      'a tab at character 8 (column 1): tabs are not part of a board; write the cards of the six columns one after another, each column ending with "." or "!"',
    ],
    [
      '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7KK.',
      'more than 4 cards of rank K: a fifth one at character 41 (column 5)',
    ],
    ['997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7D.', 'expected 36 cards, found 35 (short of: K×1)'],
    [
      '997VT8.076VD6.879DV6.T00KD8.09T6K8.!VTK7DK.',
      'column 5 (from character 36) is empty but marked "!" (cheated)',
    ],
    ['997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.', null],
  ])('rejects %s', (text, message) => {
    const result = tryParseBoard(text);
    if (message === null) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, error: message });
  });

  it('rejects cheated cards that could not be there', () => {
    expect(tryParseBoard('T!KDV09876.TKDV0987.TKDV097.TKDV.668.09876.')).toEqual({
      ok: false,
      error:
        'column 0 (from character 1) holds one card marked cheated, but a cheat only goes onto another card',
    });
    expect(tryParseBoard('TKDV09876.TKDV0987.TKDV098!TKDV.667.09876.')).toEqual({
      ok: false,
      error:
        'column 2 (from character 20) the cheated 8 lies on a 9, where it fits legally, so it cannot be a cheat'.replace(
          ') the',
          '): the',
        ),
    });
  });

  it('rejects columns too long to be reached in play', () => {
    // Seven cards that are no run: a seventh card can only arrive continuing a run.
    expect(tryParseBoard('9988767.TTTTKK.KKDDDD.VVVV00.009988.77666.')).toEqual({
      ok: false,
      error:
        'column 0 (from character 1) is too long to be reached in play: it holds 7 cards, but only a run continuing from the first 6 dealt cards can grow past them (rows 6-6 would need to continue a run from row 5)',
    });
  });

  it('gives one key to boards that differ only in column order', () => {
    const a = parseBoard('TKDV09876.TKDV0987.TKDV097!TKDV.668.09876.');
    const b = parseBoard('09876.TKDV.668.TKDV097!TKDV09876.TKDV0987.');
    expect(boardKey(a)).toBe(boardKey(b));
    expect(boardKey(a)).not.toBe(
      boardKey(parseBoard('TKDV09876.TKDV0987.TKDV09.TKDV.6687.09876.')),
    );
  });
});
