/** Comparing a board read from the screen with the board automation expects there. */
import type { Board } from '../../src-shared/molek/cards';
import { formatColumn } from '../../src-shared/molek/notation';

export function boardsEqual(a: Board, b: Board): boolean {
  return boardDifference(a, b) === null;
}

/** The first difference in words ("column 2: expected 9K. read 9KD."), or null when equal. */
export function boardDifference(expected: Board, read: Board): string | null {
  if (expected.columns.length !== read.columns.length) {
    return `expected ${expected.columns.length} columns, read ${read.columns.length}`;
  }
  for (let c = 0; c < expected.columns.length; c++) {
    const want = formatColumn(expected.columns[c]);
    const got = formatColumn(read.columns[c]);
    if (want !== got) return `column ${c}: expected ${want} read ${got}`;
  }
  return null;
}
