import { render } from 'ink';
import { createElement } from 'react';
import type { KlondikeState } from '../../src-shared/klondike';
import { App } from './App';
import { TableSession, type GameSource } from './session';

const ENTER_ALTERNATE_SCREEN = '\x1b[?1049h\x1b[H';
const LEAVE_ALTERNATE_SCREEN = '\x1b[?1049l';
const SHOW_CURSOR = '\x1b[?25h';

/** Whether the terminal's locale is UTF-8, so suit symbols show (else letters c d h s). */
export function localeIsUtf8(env: NodeJS.ProcessEnv = process.env): boolean {
  const locale = env.LC_ALL || env.LC_CTYPE || env.LANG || '';
  return /utf-?8/i.test(locale);
}

/**
 * Plays a game full-screen until the player quits. The table lives on the terminal's
 * alternate screen, so quitting (q, Ctrl-C, a signal or an error) gives back the shell's
 * screen as it was, with the cursor shown.
 */
export async function runTerminalGame(
  initial: KlondikeState,
  source: GameSource,
  options: { unicode: boolean },
): Promise<void> {
  const stdout = process.stdout;
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    stdout.write(SHOW_CURSOR + LEAVE_ALTERNATE_SCREEN);
  };
  // The last resort: whatever ends the process, the terminal comes back.
  process.once('exit', restore);
  stdout.write(ENTER_ALTERNATE_SCREEN);

  const session = new TableSession(initial, source);
  const instance = render(createElement(App, { session, unicode: options.unicode }), {
    exitOnCtrlC: false,
    patchConsole: false,
  });
  const stop = () => instance.unmount();
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.on(signal, stop);
  try {
    await instance.waitUntilExit();
  } finally {
    for (const signal of signals) process.off(signal, stop);
    instance.cleanup();
    restore();
    process.off('exit', restore);
  }
}
