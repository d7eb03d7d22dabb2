import { Box, Text, useApp, useInput, useStdout } from 'ink';
import { useEffect, useReducer, useRef, useState } from 'react';
import { drawTable, fitsTable } from './draw';
import type { TableSession } from './session';

interface AppProps {
  session: TableSession;
  unicode: boolean;
}

function useTerminalSize(): { width: number; height: number } {
  const { stdout } = useStdout();
  const [size, setSize] = useState(() => sizeOf(stdout));
  useEffect(() => {
    const onResize = () => setSize(sizeOf(stdout));
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout]);
  return size;
}

function sizeOf(stdout: NodeJS.WriteStream): { width: number; height: number } {
  return { width: stdout.columns || 80, height: stdout.rows || 25 };
}

/**
 * The terminal table: paints `drawTable` and turns keys into session actions. Hotkeys (Space,
 * u, h, ?, Tab, q) and the arrow-key cursor act when nothing is typed at the prompt (no command
 * starts with one of them); otherwise keys edit the command, and Enter runs it (`f` is a
 * command: `f` Enter sends every card home it can, `f2 c5` takes one back).
 */
export function App({ session, unicode }: AppProps) {
  const { exit } = useApp();
  const size = useTerminalSize();
  const [input, setInput] = useState('');
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const typed = useRef('');

  const setTyped = (text: string) => {
    typed.current = text;
    setInput(text);
  };

  /** The hint can take the solver a second: say so first, then think. */
  const think = (action: () => void) => {
    session.message = { text: 'Thinking…', level: 'info' };
    redraw();
    setTimeout(() => {
      action();
      redraw();
    }, 20);
  };

  const hotkey = (key: string): boolean => {
    switch (key) {
      case ' ':
        // A draw wherever the cursor is (Enter is the cursor's pick up and drop).
        session.spaceBar();
        return true;
      case 'u':
        session.undo();
        return true;
      case 'h':
      case '?':
        think(() => session.showHint());
        return true;
      case '\t':
        think(() => session.playHint());
        return true;
      case 'q':
        exit();
        return true;
      default:
        return false;
    }
  };

  const submit = () => {
    const text = typed.current;
    setTyped('');
    // Enter with nothing typed is the cursor's pick up / drop.
    if (text.trim() === '') session.select();
    else if (session.command(text)) exit();
    redraw();
  };

  const arrows = {
    upArrow: 'up',
    downArrow: 'down',
    leftArrow: 'left',
    rightArrow: 'right',
  } as const;

  useInput((chunk, key) => {
    if (key.ctrl && chunk === 'c') return exit();
    // Too small a terminal shows only how big to make it: nothing but quitting is played blind.
    if (!fitsTable(size)) {
      if (chunk === 'q') exit();
      return;
    }
    if (key.escape) {
      session.putBack();
      setTyped('');
      return redraw();
    }
    if (key.return) return submit();
    for (const [name, direction] of Object.entries(arrows)) {
      if (key[name as keyof typeof arrows] && typed.current === '') {
        session.moveCursor(direction);
        return redraw();
      }
    }
    if (key.tab) {
      if (typed.current === '') hotkey('\t');
      return redraw();
    }
    if (key.backspace || key.delete) return setTyped(typed.current.slice(0, -1));
    if (key.upArrow || key.downArrow || key.leftArrow || key.rightArrow || key.ctrl || key.meta)
      return;
    // A chunk may hold several keys when they arrive together (pasted text, tmux send-keys).
    for (const char of chunk) {
      if (char === '\r' || char === '\n') submit();
      else if (char === '\x7f' || char === '\b') setTyped(typed.current.slice(0, -1));
      else if (typed.current === '' && hotkey(char)) continue;
      else if (char >= ' ') setTyped(typed.current + char);
    }
    redraw();
  });

  const lines = drawTable(session, { ...size, unicode, input });
  return (
    <Box flexDirection="column">
      {lines.map((line, i) => (
        <Text key={i} wrap="truncate">
          {line.length === 0
            ? ' '
            : line.map((segment, j) => (
                <Text key={j} color={segment.fg} backgroundColor={segment.bg} bold={segment.bold}>
                  {segment.text}
                </Text>
              ))}
        </Text>
      ))}
    </Box>
  );
}
