import { useEffect, useRef, useState, type DragEvent } from 'react';
import { serializeExchange } from '../../../src-shared/klondike';
import { bridge } from '../../bridge-client';
import type { StatusState } from '../../shell/status';
import { fileGame, stateOf, type TableGame } from './game';
import { textOf } from './game-files';

type Say = (message: string, level?: StatusState['level'], details?: string) => void;

/**
 * The table's files: Open… (the file input), a file dropped on the area, the desktop menu's
 * File › Open…, and Save…. An opened game replaces the one shown through `begin` once
 * `mayLeave` agrees.
 */
export function useGameFiles(
  game: TableGame,
  say: Say,
  mayLeave: (action: string) => Promise<boolean>,
  begin: (game: TableGame, message: string, level: 'info' | 'warn') => void,
) {
  const [dropping, setDropping] = useState(false);

  const openText = async (name: string, text: string | null) => {
    if (text === null) {
      say(
        `${name} is not a text file: a Klondike game file is text in the exchange format`,
        'error',
      );
      return;
    }
    const opened = fileGame(name, text);
    if (!opened.ok) {
      say(`${name} is not a Klondike game file`, 'error', opened.error);
      return;
    }
    if (!(await mayLeave('Open the game'))) return;
    begin(
      opened.game,
      opened.note ? `Opened ${name}. ${opened.note}` : `Opened ${name}`,
      opened.note ? 'warn' : 'info',
    );
  };
  const openLatest = useRef(openText);
  useEffect(() => {
    openLatest.current = openText;
  });

  // Electron's File › Open… sends the file to the window; take it when it is an exchange file.
  useEffect(
    () =>
      bridge.on('file.opened', (file) => {
        const text = textOf(Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0)));
        if (text !== null && /^\s*(#[^\n]*\n\s*)*RULES:/.test(text)) {
          void openLatest.current(file.name, text);
        }
      }),
    [],
  );

  const openFiles = async (files: FileList | null) => {
    const file = files?.[0];
    if (file) await openText(file.name, textOf(new Uint8Array(await file.arrayBuffer())));
  };

  const saveFile = () => {
    const name =
      game.source.kind === 'seed'
        ? `klondike-seed-${game.source.seed}.txt`
        : game.source.name.replace(/(\.txt)?$/, '-saved.txt');
    const url = URL.createObjectURL(
      new Blob([serializeExchange(stateOf(game))], { type: 'text/plain' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    say(`Saved the position as ${name}`);
  };

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDropping(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropping(false);
    void openFiles(event.dataTransfer.files);
  };

  return {
    dropping,
    openFiles,
    saveFile,
    dropProps: { onDragOver, onDragLeave: () => setDropping(false), onDrop },
  };
}
