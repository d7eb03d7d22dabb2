import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  dealFromSeed,
  firstWinnableDeal,
  serializeExchange,
  solve,
} from '../../src-shared/klondike';
import { ROOT } from '../support/browser';

const BIN = path.join(ROOT, 'bin', 'solitaire.cjs');
const EXAMPLES = path.resolve(ROOT, '..', 'shared', 'klondike', 'examples');
const example = (name: string): string => readFileSync(path.join(EXAMPLES, name), 'utf8');
const scratch = mkdtempSync(path.join(tmpdir(), 'klondike-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function solitaire(args: string[], input?: string) {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    input,
    encoding: 'utf8',
    cwd: EXAMPLES,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('a reader that goes away', () => {
  it('stops quietly when standard output is closed (solitaire deal -s 7 | head -1)', async () => {
    const child = spawn(process.execPath, [BIN, 'deal', '-s', '7'], { cwd: EXAMPLES });
    // The read end is closed before the command writes anything: every write fails (EPIPE).
    child.stdout.destroy();
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  });
});

describe('solitaire check on shared/klondike/examples', () => {
  it.each(['almost-won', 'screenshot', 'stuck'])('%s.txt gives %s.expected', (name) => {
    const expected = { code: 0, stdout: example(`${name}.expected`), stderr: '' };
    expect(solitaire(['check', `${name}.txt`])).toEqual(expected);
    expect(solitaire(['check'], example(`${name}.txt`))).toEqual(expected);
  });

  it.each(['missing', 'duplicated'])('%s.txt fails with %s.expected-stderr', (name) => {
    expect(solitaire(['check', `${name}.txt`])).toEqual({
      code: 2,
      stdout: '',
      stderr: example(`${name}.expected-stderr`),
    });
  });

  it('reports a formatting error with its line', () => {
    const text = example('game.txt').replace('Td | Qc', 'Td | Qx');
    expect(solitaire(['check'], text)).toEqual({
      code: 2,
      stdout: '',
      stderr: "Error near line 14: invalid card 'Qx'\n",
    });
  });

  it('says which file it cannot read', () => {
    const result = solitaire(['check', 'no-such-file.txt']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('solitaire: cannot read no-such-file.txt: no such file\n');
  });
});

describe('exit statuses', () => {
  it('check: 0 valid, 2 not valid or unreadable, as --help says', () => {
    expect(solitaire(['check', '--help']).stdout).toMatch(
      /\nExit status: 0 the file is valid; 2 it is not .*, or it cannot be read; 70 internal error\.\n$/s,
    );
    expect(solitaire(['check', 'screenshot.txt']).code).toBe(0);
    expect(solitaire(['check', 'missing.txt']).code).toBe(2);
    expect(solitaire(['check', 'nowhere.txt']).code).toBe(2);
  });

  it('advance: 0 all valid, 1 an illegal move, 2 bad input, as --help says', () => {
    expect(solitaire(['advance', '--help']).stdout).toMatch(
      /\nExit status: 0 every move played was valid; 1 a move is illegal .*; 2 the file is not valid or cannot be read, or bad usage; 70 internal error\.\n$/s,
    );
    expect(solitaire(['advance', 'moves.txt']).code).toBe(1);
    expect(solitaire(['advance', '-m', '10', 'moves.txt']).code).toBe(0);
    expect(solitaire(['advance', 'duplicated.txt']).code).toBe(2);
  });

  it('deal: 0, 2 bad usage, 3 no winnable deal found, as --help says', () => {
    expect(solitaire(['deal', '--help']).stdout).toMatch(
      /\nExit status: 0 the deal printed; 2 bad usage; 3 with -w, no deal among 1000 seeds from SEED was proven winnable in time; 70 internal error\.\n$/,
    );
  });
});

describe('solitaire advance', () => {
  it('-m 0 on moves.txt gives moves.m0.expected', () => {
    expect(solitaire(['advance', '-m', '0', 'moves.txt'])).toEqual({
      code: 0,
      stdout: example('moves.m0.expected'),
      stderr: '',
    });
  });

  it('stops before the illegal 11th move of moves.txt, with exit status 1', () => {
    const { code, stdout } = solitaire(['advance'], example('moves.txt'));
    expect(code).toBe(1);
    expect(stdout).toBe(
      [
        'Move 11 is illegal: 4->3',
        'Foundations',
        'Ac 3d 3h 3s',
        'Tableau',
        'Ks Kh .. ## Kc ## ##',
        'Qh Qs .. ## Qd 7s ##',
        'Jc Jd .. Qc Js 6d Ts',
        'Th Tc .. .. Td 5c ..',
        '9c 9d .. .. 9s 4d ..',
        '.. 8c .. .. 8d .. ..',
        '.. 7d .. .. 7c .. ..',
        '.. 6c .. .. 6h .. ..',
        '.. 5d .. .. 5s .. ..',
        '.. 4s .. .. 4h .. ..',
        '.. .. .. .. 3c .. ..',
        'Waste top',
        '(empty)',
        '',
      ].join('\n'),
    );
  });

  it('-x output read back with -m 0 shows the same position; -o writes to a file', () => {
    const direct = solitaire(['advance', '-m', '4', 'moves.txt']);
    expect(direct.stdout.split('\n')[0]).toBe('Processed 4 moves, all valid');
    const exchange = solitaire(['advance', '-m', '4', '-x', 'moves.txt']);
    expect(exchange.stdout).toMatch(/\nMOVES:\n$/);
    const again = solitaire(
      ['advance', '-m', '0'],
      exchange.stdout.split('\n').slice(1).join('\n'),
    );
    expect(again.stdout.split('\n').slice(1)).toEqual(direct.stdout.split('\n').slice(1));
    const out = path.join(scratch, 'state.txt');
    const written = solitaire(['advance', '-m', '4', '-o', out, 'moves.txt']);
    expect(written.stdout).toBe('Processed 4 moves, all valid\n');
    expect(readFileSync(out, 'utf8')).toBe(direct.stdout.split('\n').slice(1).join('\n'));
  });

  it('shows the top three waste cards when turning three', () => {
    const { stdout } = solitaire(['advance', 'game.txt']);
    expect(stdout.split('\n').slice(-3)).toEqual(['Waste top', 'Jd 3d Ac', '']);
  });

  it('rejects a malformed move with its line and a bad -m', () => {
    expect(solitaire(['advance'], example('moves.txt') + '3-> 4\n')).toEqual({
      code: 2,
      stdout: '',
      stderr: "Error near line 18: invalid move '3->'\n",
    });
    expect(solitaire(['advance', '-m', 'x', 'moves.txt']).stderr).toBe(
      `solitaire: --moves must be a whole number ≥ 0 (got "x")\n`,
    );
  });
});

describe('solitaire deal', () => {
  it.each([1, 7, 2147483646])(
    'deal -s %i checks valid with 21 covered, 24 stock, 0 waste',
    (seed) => {
      const deal = solitaire(['deal', '-s', String(seed)]);
      expect(deal.code).toBe(0);
      expect(solitaire(['check'], deal.stdout).stdout).toBe(
        'Input file is valid\n21 covered cards\n24 stock cards\n0 waste cards\n',
      );
    },
  );

  it('prints the exchange file of seed 7 (turn 3, limit 2)', () => {
    expect(solitaire(['deal', '-s', '7', '-3', '-l', '2']).stdout).toBe(
      [
        'RULES:',
        'turn 3',
        'limit 2',
        'FOUNDATIONS:',
        '_c',
        '_d',
        '_h',
        '_s',
        'TABLEAU:',
        '9d 4s Kh Ks 9c 8d | 7s',
        '6c Kc 2d 6h 4d | As',
        'Jd Tc 3h 3c | 8h',
        '4h 5d 5s | 5c',
        '4c Qc | Ts',
        '8s | Jh',
        '| Ac',
        'STOCK:',
        '| Ah 5h 2s Kd 9s 7d Qs Js Ad 8c Jc 9h 7c 2c Th 6d 6s 2h Td 3s 3d Qd 7h Qh',
        'MOVES:',
        '',
      ].join('\n'),
    );
  });

  it('rejects bad seeds and limits', () => {
    expect(solitaire(['deal', '-s', '0']).stderr).toBe(
      `solitaire: --seed must be a whole number from 1 to 2147483646 (got "0")\n`,
    );
    // The one seed rule (src-shared/cards/seed.ts): plain digits, nothing else.
    for (const seed of ['1e3', '2147483647', '7.0', '0x10']) {
      expect(solitaire(['deal', '-s', seed])).toEqual({
        code: 2,
        stdout: '',
        stderr: `solitaire: --seed must be a whole number from 1 to 2147483646 (got "${seed}")\n`,
      });
    }
    expect(solitaire(['deal', '-s', '5', '-l', '10']).code).toBe(2);
  });
});

describe('solitaire winnable', () => {
  it('finds the one move of almost-won.txt', () => {
    expect(solitaire(['winnable', 'almost-won.txt'])).toEqual({
      code: 0,
      stdout: '# Game is winnable in 1 moves\n7->4\n',
      stderr: '',
    });
    expect(solitaire(['winnable', '-m', '0', 'almost-won.txt']).stdout).toBe(
      '# Game is not winnable within 0 moves\n',
    );
  });

  it('proves stuck.txt not winnable, with and without -c and -f', () => {
    for (const flags of [[], ['-c'], ['-f'], ['-c', '-f']]) {
      expect(solitaire(['winnable', ...flags, 'stuck.txt']).stdout).toBe(
        '# Game is not winnable within 1000 moves\n',
      );
    }
  });

  it('gives answers that advance plays through to a won position', () => {
    const files = [
      example('game.txt'),
      solitaire(['deal', '-s', '1']).stdout,
      solitaire(['deal', '-s', '6', '-3', '-l', '3']).stdout,
    ];
    for (const file of files) {
      const answer = solitaire(['winnable', '-c', '-f'], file);
      expect(answer.code).toBe(0);
      const [first, ...moves] = answer.stdout.trimEnd().split('\n');
      expect(first).toBe(`# Game is winnable in ${moves.length} moves`);
      const played = solitaire(['advance', '-x'], file + answer.stdout);
      expect(played.stdout.split('\n')[0]).toBe(`Processed ${moves.length} moves, all valid`);
      const checked = solitaire(['check'], played.stdout.split('\n').slice(1).join('\n'));
      expect(checked.stdout).toMatch(
        /^Input file is valid\n0 covered cards\n0 stock cards\n[01] waste cards\n$/,
      );
    }
  });

  it('reports progress with -v', () => {
    const verbose = solitaire(['winnable', '-c', '-f', '-v', 'almost-won.txt']);
    expect(verbose.stderr).toMatch(
      /^winnable: [0-9.]+ s, \d+ positions, \d+ in the table, deepest \d+ moves \(done\)\n$/,
    );
  });
});

describe('the standard rules on the command line', () => {
  // almost-won.txt under the standard rules: 2c and 3d go home, then 3d comes back onto 4c.
  const standard = example('almost-won.txt').replace('limit 1 #', 'limit 1 standard #');
  const moves = '1->f 1->f f->1\n';

  it('round-trips a move off a foundation through check, advance -x and -o', () => {
    expect(solitaire(['check'], standard + moves).stdout).toBe(example('almost-won.expected'));
    const exchange = solitaire(['advance', '-x'], standard + moves);
    const [summary, ...rest] = exchange.stdout.split('\n');
    expect(summary).toBe('Processed 3 moves, all valid');
    const written = rest.join('\n');
    expect(written.split('\n').slice(0, 5)).toEqual([
      'RULES:',
      'turn 1',
      'limit 1',
      'standard',
      'FOUNDATIONS:',
    ]);
    expect(written).toMatch(/\nFOUNDATIONS:\n2c\n2d\nJh\nTs\n/);
    const direct = solitaire(['advance'], standard + moves);
    expect(direct.stdout.split('\n')[2]).toBe('2c 2d Jh Ts');
    const again = solitaire(['advance', '-m', '0'], written);
    expect(again.stdout.split('\n').slice(1)).toEqual(direct.stdout.split('\n').slice(1));
    const out = path.join(scratch, 'standard.txt');
    expect(solitaire(['advance', '-x', '-o', out], standard + moves).stdout).toBe(
      'Processed 3 moves, all valid\n',
    );
    expect(readFileSync(out, 'utf8')).toBe(written);
    // The moves written back keep the notation.
    expect(solitaire(['advance', '-m', '0', '-x'], written + 'f->1\n').stdout).toMatch(
      /\nMOVES:\n$/,
    );
  });

  it('keeps files of the exchange rules exactly as before: no move off a foundation', () => {
    expect(solitaire(['advance'], example('almost-won.txt') + moves)).toEqual({
      code: 2,
      stdout: '',
      stderr: "Error near line 24: invalid move 'f->1'\n",
    });
    // With `standard`, a move the position does not allow is an illegal move, as any other.
    expect(solitaire(['advance', '-m', '0'], standard + 'f->2\n').stdout.split('\n')[0]).toBe(
      'Processed 0 moves, all valid',
    );
    expect(solitaire(['advance'], standard + 'f->2\n').stdout.split('\n')[0]).toBe(
      'Move 1 is illegal: f->2',
    );
  });

  it('winnable --rules standard answers with moves advance plays to a win', () => {
    const deal = solitaire(['deal', '-s', '3', '-r', 'standard']).stdout;
    expect(deal.split('\n').slice(0, 5)).toEqual([
      'RULES:',
      'turn 1',
      'unlimited',
      'standard',
      'FOUNDATIONS:',
    ]);
    const plain = solitaire(['deal', '-s', '3']).stdout;
    const answer = solitaire(['winnable', '-c', '-f', '--rules', 'standard'], plain);
    expect(answer.code).toBe(0);
    const [first, ...lines] = answer.stdout.trimEnd().split('\n');
    expect(first).toBe(`# Game is winnable in ${lines.length} moves`);
    const played = solitaire(['advance', '-x'], deal + answer.stdout);
    expect(played.stdout.split('\n')[0]).toBe(`Processed ${lines.length} moves, all valid`);
    expect(solitaire(['check'], played.stdout.split('\n').slice(1).join('\n')).stdout).toMatch(
      /^Input file is valid\n0 covered cards\n0 stock cards\n[01] waste cards\n$/,
    );
    expect(solitaire(['winnable', '--rules', 'windows', 'almost-won.txt'])).toEqual({
      code: 2,
      stdout: '',
      stderr: "solitaire: --rules must be exchange or standard (got 'windows')\n",
    });
  });
});

describe('solitaire deal --winnable', () => {
  // The first seed the solver proves lost cheaply, found here rather than written down.
  function firstLostSeed(turn: 1 | 3): number {
    for (let seed = 1; ; seed++) {
      if (solve(dealFromSeed(seed, { turn }), { nodeLimit: 100_000 }).outcome === 'not-winnable')
        return seed;
    }
  }

  it.each([1, 3] as const)(
    'turn %i: skips to the first proven-winnable deal and names its seed',
    (turn) => {
      const lost = firstLostSeed(turn);
      const expected = firstWinnableDeal(lost, { turn })!;
      expect(expected.seed).toBeGreaterThan(lost);
      const args = ['deal', '--winnable', '-s', String(lost), ...(turn === 3 ? ['-3'] : [])];
      const result = solitaire(args);
      expect(result.code).toBe(0);
      const [comment, ...file] = result.stdout.split('\n');
      // The length is the shortest found in 1 s more: at most the first win's.
      const header = comment.match(
        /^# seed (\d+): winnable in (\d+) moves, (the shortest found|proven shortest) \(turn (\d), unlimited, exchange rules\)$/,
      );
      expect(header, comment).not.toBeNull();
      expect(Number(header![1])).toBe(expected.seed);
      expect(Number(header![2])).toBeLessThanOrEqual(expected.result.moves.length);
      expect(Number(header![4])).toBe(turn);
      // Without the extra second, the first win's length exactly.
      const firstOnly = solitaire([...args, '--continue', '0']);
      expect(firstOnly.stdout.split('\n')[0]).toBe(
        `# seed ${expected.seed}: winnable in ${expected.result.moves.length} moves, the first found (turn ${turn}, unlimited, exchange rules)`,
      );
      expect(file.join('\n')).toBe(serializeExchange(dealFromSeed(expected.seed, { turn })));
      // The deal it printed is won by the solver, and the win replays through advance.
      const answer = solitaire(['winnable', '-c', '-f'], result.stdout);
      const played = solitaire(['advance', '-x'], result.stdout + answer.stdout);
      expect(solitaire(['check'], played.stdout.split('\n').slice(1).join('\n')).stdout).toMatch(
        /^Input file is valid\n0 covered cards\n0 stock cards\n[01] waste cards\n$/,
      );
    },
    300_000,
  );

  it('says -t goes with -w', () => {
    expect(solitaire(['deal', '-s', '1', '-t', '3']).stderr).toBe(
      'solitaire: -t goes with -w (--winnable)\n',
    );
  });

  it('says --continue goes with -w', () => {
    const result = solitaire(['deal', '-s', '1', '--continue', '2']);
    expect(result.stderr).toBe('solitaire: --continue goes with -w (--winnable)\n');
    expect(result.code).toBe(2);
  });
});
