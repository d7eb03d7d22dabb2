import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../src-shared/molek/notation';
import { applyMove, isWon, parseMoveLine } from '../../src-shared/molek/rules';
import { ROOT } from '../support/browser';

const BIN = path.join(ROOT, 'bin', 'solitaire.cjs');
const NEW_DEAL = '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.';
const CHEAT_FREE = 'TKV98K.68K0D7.V667VD.0T67K8.DTD098.TV0979.';

function solitaire(args: string[], input?: string) {
  const result = spawnSync(process.execPath, [BIN, ...args], { input, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Plays printed moves with the rules alone, independently of the CLI's own replay. */
function playsToWin(board: string, lines: string[]): boolean {
  let position = parseBoard(board);
  for (const line of lines) position = applyMove(position, parseMoveLine(line));
  return isWon(position);
}

describe('the built MOLEK-SYNTEZ commands', () => {
  it('deal-molek prints the same deal for the same seed', () => {
    const first = solitaire(['deal-molek', '42']);
    expect(first).toEqual({
      code: 0,
      stdout: '6V80DT.7D89K7.V9TD90.76076K.V0T6VK.8TD89K.\n',
      stderr: '',
    });
    expect(solitaire(['deal-molek', '42'])).toEqual(first);
  });

  it('solve proves the shortest cheat-free solution and replay accepts it', () => {
    const solved = solitaire(['solve', '-t', '-1', CHEAT_FREE]);
    expect(solved.code).toBe(0);
    const lines = solved.stdout.trim().split('\n');
    expect(lines).toHaveLength(29);
    expect(lines.every((line) => / -> /.test(line))).toBe(true);
    expect(playsToWin(CHEAT_FREE, lines)).toBe(true);
    expect(solitaire(['replay', CHEAT_FREE], solved.stdout)).toEqual({
      code: 0,
      stdout: 'valid, won\n',
      stderr: '',
    });
  });

  it('solve without cheats says when a deal has no solution, and that -c solves it, with exit status 1', () => {
    expect(solitaire(['solve', NEW_DEAL])).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'No solution found in 1024 moves without cheating\n' +
        'With cheats it can be solved (36 moves, 5 cheats): add -c to print that solution\n',
    });
  });

  it('solve -c wins every deal, cheats marked with !>', () => {
    const solved = solitaire(['solve', '-c', '-t', '0', NEW_DEAL]);
    expect(solved.code).toBe(0);
    const lines = solved.stdout.trim().split('\n');
    expect(lines.some((line) => / !> /.test(line))).toBe(true);
    expect(playsToWin(NEW_DEAL, lines)).toBe(true);
  });

  it('solve rejects a bad board with exit status 2 and says where', () => {
    expect(solitaire(['solve', '997VT8.'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'solitaire: bad board: expected 6 columns, each ending with "." or "!", found 1\n',
    });
  });

  it('--batch reports a bad line and goes on with the rest (exit status 2 for the bad input)', () => {
    const result = solitaire(['solve', '-c', '-t', '0', '--batch', '-'], `xyz\n${NEW_DEAL}\n`);
    expect(result.code).toBe(2);
    const [bad, good] = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(bad).toMatchObject({ line: 1, board: 'xyz', outcome: 'invalid' });
    expect(bad.error).toMatch(/^unknown character "x" at character 1 \(column 0\)/);
    expect(good).toMatchObject({ line: 2, board: NEW_DEAL, outcome: 'solved' });
    expect(playsToWin(NEW_DEAL, good.moves)).toBe(true);
  });

  it('replay names the first illegal move', () => {
    expect(solitaire(['replay', NEW_DEAL], '2 5 !> 4 6\n2 4 -> 5 6\n')).toEqual({
      code: 1,
      stdout: 'move 2 is illegal: a V cannot go on a K without a cheat\n',
      stderr: '',
    });
    expect(solitaire(['replay', NEW_DEAL], '2 5 !> 4 6\n').stdout).toBe('valid, not won\n');
  });
});
