/**
 * `solitaire auto` refusing bad input before it touches the screen (the runs themselves are
 * tested on a real X display in test/screen).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/browser';

const BIN = path.join(ROOT, 'bin', 'solitaire.cjs');
const run = promisify(execFile);

async function auto(args: string[], env: NodeJS.ProcessEnv = process.env) {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, 'auto', ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('solitaire auto: bad input', () => {
  it('says which option is wrong and how, in one line, exit 2', async () => {
    expect(await auto(['--games', '0'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'solitaire: --games must be a whole number from 1 to 10,000 (got "0")\n',
    });
    expect(await auto(['--timeout', '2.5'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'solitaire: --timeout must be a whole number from 1 to 3,600 (got "2.5")\n',
    });
    expect(await auto(['--delay', 'fast'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'solitaire: --delay must be a whole number from 0 to 1,000 (got "fast")\n',
    });
    expect(await auto(['--stats', 'run.txt'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'solitaire: --stats: "run.txt" must end in .csv or .json, which says the format\n',
    });
  });

  it('says there is no screen to automate when DISPLAY is not set, exit 1', async () => {
    const env = { ...process.env };
    delete env.DISPLAY;
    delete env.WAYLAND_DISPLAY;
    expect(await auto(['--games', '1'], env)).toEqual({
      code: 1,
      stdout: '',
      stderr: 'solitaire: cannot use the screen: no display to automate: DISPLAY is not set\n',
    });
  });
});
