import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/browser';

const BIN = path.join(ROOT, 'bin', 'solitaire.cjs');
const EXAMPLES = path.resolve(ROOT, '..', 'shared', 'klondike', 'examples');
const example = (name: string): string => readFileSync(path.join(EXAMPLES, name), 'utf8');

function solitaire(args: string[], input?: string) {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    input,
    encoding: 'utf8',
    cwd: EXAMPLES,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('solitaire winnable: one exit status per outcome', () => {
  it('0: winnable, with the full solver and the shortest line by default', () => {
    expect(solitaire(['winnable', 'almost-won.txt'])).toEqual({
      code: 0,
      stdout: '# Game is winnable in 1 moves\n7->4\n',
      stderr: '',
    });
    // Proven shortest: no note. Without the search for shorter lines, forcing the safe moves
    // home first takes 13 moves, and a note says it is not proven shortest.
    const first = solitaire(['winnable', '--continue', '0', 'almost-won.txt']);
    expect(first.code).toBe(0);
    expect(first.stdout.split('\n')[0]).toBe('# Game is winnable in 13 moves');
    expect(first.stderr).toBe(
      'winnable: 13 moves, not proven shortest (no shorter line looked for: --continue 0)\n',
    );
  });

  it('1: proven not winnable at any length', () => {
    expect(solitaire(['winnable', 'stuck.txt'])).toEqual({
      code: 1,
      stdout: '# Game is not winnable within 1000 moves\n',
      stderr: '',
    });
  });

  it('3: not winnable within N moves only, or stopped by the time limit', () => {
    // almost-won.txt needs one move: "not within 0" is no proof that it cannot be won.
    expect(solitaire(['winnable', '-m', '0', 'almost-won.txt'])).toEqual({
      code: 3,
      stdout: '# Game is not winnable within 0 moves\n',
      stderr: '',
    });
    // Deal 1849104633 is still undecided after 20 s (12.8 million positions). (Deal 9 was
    // here until a two went home with its ace: now it is lost in about a second.)
    const hard = solitaire(['deal', '-s', '1849104633']).stdout;
    expect(solitaire(['winnable', '-t', '1'], hard)).toEqual({
      code: 3,
      stdout: '',
      stderr: 'solitaire: could not decide within 1000 moves: stopped after 1 s\n',
    });
  });

  it('2: bad input (an invalid file, an illegal move in it, a bad option)', () => {
    expect(solitaire(['winnable', 'missing.txt'])).toEqual({
      code: 2,
      stdout: '',
      stderr: example('missing.expected-stderr'),
    });
    const illegal = solitaire(['winnable'], example('almost-won.txt') + '1->2\n');
    expect(illegal.code).toBe(2);
    expect(illegal.stderr).toMatch(
      /^solitaire: move 1 of the file is illegal: 1->2 \(line \d+\)\n$/,
    );
    expect(solitaire(['winnable', '--continue', 'soon', 'almost-won.txt']).code).toBe(2);
  });

  it('--shortest proves a line no longer than the default one, both replayed by advance', () => {
    const file = solitaire(['deal', '-s', '5001', '-3']).stdout;
    const byDefault = solitaire(['winnable'], file);
    // The default searches on for 1 s of CPU after the first win, 4 s when the line is still
    // long then (STALLED_CONTINUE), so a loaded machine may give it 4 s; the same shortening
    // only gets shorter with more positions, so --shortest gets over twice that.
    const shortest = solitaire(['winnable', '--shortest', '-t', '10'], file);
    for (const answer of [byDefault, shortest]) {
      expect(answer.code).toBe(0);
      const [first, ...moves] = answer.stdout.trimEnd().split('\n');
      expect(first).toBe(`# Game is winnable in ${moves.length} moves`);
      expect(solitaire(['advance', '-x'], file + answer.stdout).stdout.split('\n')[0]).toBe(
        `Processed ${moves.length} moves, all valid`,
      );
    }
    const length = (answer: { stdout: string }) => answer.stdout.trimEnd().split('\n').length;
    expect(length(shortest)).toBeLessThanOrEqual(length(byDefault));
  });
});
