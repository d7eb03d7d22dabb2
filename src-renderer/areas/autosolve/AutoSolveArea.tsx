import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  DEFAULT_AUTOSOLVE_OPTIONS,
  type AutoSolveOptions,
} from '../../../src-shared/autosolve/options';
import type { Overlay } from '../../../src-shared/autosolve/overlay-data';
import { tryParseBoard } from '../../../src-shared/molek/notation';
import { formatBoard } from '../../../src-shared/molek/notation';
import { bridge } from '../../bridge-client';
import { useStatus, type StatusState } from '../../shell/status';
import { readStored, writeStored } from '../../shell/storage';
import { loadOffline, saveOffline } from './offline-state';
import { inUserWords } from './words';
import { BoardView } from './BoardView';
import { OfflineInput } from './OfflineInput';
import { HOVER_HINT, OptionsPanel } from './OptionsPanel';
import { OverlayView } from './OverlayView';
import { RunReportView } from './RunReport';
import { formatSeconds } from './SolveTimeChart';
import { replay, SolutionList, SolutionStepper } from './SolutionView';
import { useAutoSolveRun } from './useAutoSolveRun';
import { useOfflineSolve } from './useOfflineSolve';
import './autosolve.css';

/** Saves a text as a file through the browser's download (works in Electron too). */
function download(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The remembered options, loaded once and saved on every valid change. */
function useRememberedOptions(say: (m: string, l?: StatusState['level']) => void) {
  const [options, setOptions] = useState<AutoSolveOptions>(DEFAULT_AUTOSOLVE_OPTIONS);
  useEffect(() => {
    bridge.invoke('settings.get', undefined).then(
      (settings) => setOptions(settings.autosolve),
      (e: Error) => say(`settings: ${e.message}`, 'error'),
    );
  }, [say]);
  const change = useCallback(
    (patch: Partial<AutoSolveOptions>) => {
      setOptions((current) => {
        const next = { ...current, ...patch };
        bridge
          .invoke('settings.update', { autosolve: next })
          .catch((e: Error) => say(`settings: ${e.message}`, 'error'));
        return next;
      });
    },
    [say],
  );
  return [options, change] as const;
}

const OFFLINE_KEY = 'solitaire.autosolve.offline';

export function AutoSolveArea() {
  const { say, setFields, withdraw } = useStatus();
  const [options, changeOptions] = useRememberedOptions(say);
  const [optionsValid, setOptionsValid] = useState(true);
  const { view: run, go, stop } = useAutoSolveRun();
  // The pasted board, its solution and the step shown survive area switches and reloads.
  const [stored] = useState(() => loadOffline(readStored(OFFLINE_KEY)));
  const offline = useOfflineSolve(stored);
  const [boardText, setBoardText] = useState(stored.boardText);
  useEffect(
    () =>
      writeStored(
        OFFLINE_KEY,
        saveOffline({ boardText, solution: offline.solution, step: offline.step }),
      ),
    [boardText, offline.solution, offline.step],
  );
  const resultRef = useRef<HTMLDivElement>(null);
  const [shot, setShot] = useState<{ name: string; overlay: Overlay } | null>(null);
  const [shotError, setShotError] = useState<string | null>(null);

  // The last real message, so hover help can be shown and then taken away again.
  const lastMessage = useRef<{ text: string; level: StatusState['level']; details?: string }>({
    text: HOVER_HINT,
    level: 'info',
  });
  const tell = useCallback(
    (text: string, level: StatusState['level'] = 'info', details?: string) => {
      lastMessage.current = { text, level, details };
      say(text, level, details);
    },
    [say],
  );
  const showHelp = useCallback(
    (help: string | null) => {
      if (help) say(help, 'info');
      else say(lastMessage.current.text, lastMessage.current.level, lastMessage.current.details);
    },
    [say],
  );
  // Leaving the area cancels a solve still searching (useOfflineSolve), and says so.
  const solvingRef = useRef(false);
  solvingRef.current = offline.solving;
  useEffect(() => {
    say(HOVER_HINT, 'info');
    return () => {
      setFields([]);
      // The hint is about this area's labels: it does not stay behind in another area.
      withdraw(HOVER_HINT);
      if (solvingRef.current) say('Auto-solve: cancelled the solve when you left the area', 'warn');
    };
  }, [say, setFields, withdraw]);

  useEffect(() => {
    if (run.message) tell(run.message.text, run.message.level, run.message.details);
  }, [run.message, tell]);
  useEffect(() => {
    if (!offline.message) return;
    tell(offline.message.text, offline.message.level, offline.message.details);
    // The answer shows in its panel, brought into view.
    if (!offline.solving)
      resultRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [offline.message, offline.solving, tell]);

  const running = run.phase !== 'idle';
  useEffect(() => {
    if (run.games === 0 && !running) {
      setFields([]);
      return;
    }
    const fields = [
      `Game ${run.game} of ${run.games}`,
      `Wins ${run.wins}`,
      `Last solve ${run.lastSolveSeconds === null ? '—' : formatSeconds(run.lastSolveSeconds)}`,
    ];
    if (run.step) fields.push(run.step);
    setFields(fields);
  }, [run.game, run.games, run.wins, run.lastSolveSeconds, run.step, running, setFields]);

  const parsed = useMemo(() => (boardText.trim() ? tryParseBoard(boardText) : null), [boardText]);
  const board = parsed?.ok ? parsed.board : null;

  /** A new read replaces everything the last board said: its text, solution and messages. */
  const forgetBoard = () => {
    setBoardText('');
    setShot(null);
    setShotError(null);
    offline.clear();
  };

  const readScreenshot = (file: { name: string; base64: string }) => {
    forgetBoard();
    tell(`Reading ${file.name}…`);
    bridge.invoke('autosolve.readScreenshot', file).then(
      (overlay) => {
        setShot({ name: file.name, overlay });
        if (overlay.board) {
          setBoardText(formatBoard(overlay.board));
          tell(`${file.name}: board read, ${overlay.cards.length} cards; press Solve this board`);
        } else
          tell(
            `${file.name}: no MOLEK-SYNTEZ board found in the picture`,
            'warn',
            overlay.problem ?? undefined,
          );
      },
      (error: Error) => {
        const worded = inUserWords(error.message);
        setShotError(worded.text);
        tell(worded.text, 'error', worded.details);
      },
    );
  };

  /** A board file replaces everything the last board said, and says what it holds. */
  const openBoardFile = (name: string, text: string) => {
    forgetBoard();
    setBoardText(text);
    const read = tryParseBoard(text);
    if (read.ok) tell(`${name}: board loaded; press Solve this board`);
    else tell(`${name} holds no board the solver can read: ${read.error}`, 'error');
  };

  const refuseFile = (text: string) => {
    forgetBoard();
    setShotError(text);
    tell(text, 'error');
  };

  const runBoards = useMemo(
    () => (run.board ? replay(run.board, run.moves) : []),
    [run.board, run.moves],
  );

  return (
    <section className="area as-area" aria-labelledby="autosolve-title">
      <h1 id="autosolve-title">Auto-solve MOLEK-SYNTEZ</h1>
      <p className="as-lead">
        Reads the game off the screen, solves it and plays it with the mouse; or try a saved
        screenshot or a pasted board.
      </p>

      <aside className="as-panel" aria-labelledby="as-options-title">
        <h2 id="as-options-title">Options</h2>
        <OptionsPanel
          options={options}
          onChange={changeOptions}
          onHelp={showHelp}
          onValidity={setOptionsValid}
          disabled={running}
        />
        <div className="as-actions">
          <button
            type="button"
            className={running ? 'as-button as-go stop' : 'as-button as-go'}
            data-testid="go-stop"
            // An offline solve holds the solver and the CPU: Go waits for it to end.
            disabled={run.phase === 'stopping' || (!running && (offline.solving || !optionsValid))}
            title={!running && !optionsValid ? 'Fix the option marked in red first' : undefined}
            onClick={() => (running ? void stop() : void go(options))}
          >
            {running ? (run.phase === 'stopping' ? 'Stopping…' : 'Stop') : 'Go'}
          </button>
        </div>
        <p className="as-hint">
          Open MOLEK-SYNTEZ on its solitaire screen first. Moving the mouse during a run aborts it.
        </p>
      </aside>

      <div className="as-main">
        <section className="as-panel" aria-labelledby="as-live-title" data-testid="live-panel">
          <h2 id="as-live-title">On screen</h2>
          {run.overlay ? (
            <OverlayView
              overlay={run.overlay}
              move={running && run.current < run.moves.length ? run.moves[run.current] : null}
            />
          ) : (
            <p className="as-hint">
              {running ? 'Waiting for the first capture…' : 'Press Go to start playing.'}
            </p>
          )}
          {run.moves.length > 0 && (
            <SolutionList boards={runBoards} moves={run.moves} current={run.current} />
          )}
        </section>

        {run.report && (
          <RunReportView
            report={run.report}
            onExport={(format) =>
              bridge.invoke('autosolve.exportReport', { format }).then(
                (file) =>
                  download(
                    file.fileName,
                    file.text,
                    format === 'csv' ? 'text/csv' : 'application/json',
                  ),
                (e: Error) => tell(`Export: ${e.message}`, 'error'),
              )
            }
          />
        )}

        <section
          className="as-panel"
          aria-labelledby="as-offline-title"
          data-testid="offline-panel"
        >
          <h2 id="as-offline-title">Try a board</h2>
          <OfflineInput
            text={boardText}
            onText={(text) => {
              setBoardText(text);
              // A board typed is not the screenshot's any more: what was said about that goes.
              if (shot || shotError) tell('');
              setShot(null);
              setShotError(null);
              offline.clear();
            }}
            onBoardFile={openBoardFile}
            onScreenshot={readScreenshot}
            onRefused={refuseFile}
            onSolve={() => board && optionsValid && offline.solve(board, options)}
            canSolve={board !== null && optionsValid}
            solving={offline.solving}
          />
          {parsed && !parsed.ok && (
            <p className="as-error" role="alert" data-testid="board-error">
              {parsed.error}
            </p>
          )}
          {shotError && (
            <p className="as-error" role="alert" data-testid="screenshot-error">
              {shotError}
            </p>
          )}
          {offline.solving && (
            <div className="as-progress" data-testid="solve-progress">
              <span>{offline.progressText}</span>
              <progress
                max={offline.timeoutS}
                value={Math.min(offline.elapsedS, offline.timeoutS)}
                aria-label="Time used of the Timeout"
              />
              <button type="button" className="as-button" onClick={offline.cancel}>
                Cancel
              </button>
            </div>
          )}
          <div ref={resultRef} className="as-result-anchor">
            {offline.message && !offline.solving && (
              <div
                className={`as-result as-result-${offline.message.level}`}
                role="status"
                data-testid="solve-result"
              >
                {offline.message.text}
                {offline.message.details && (
                  <details>
                    <summary>details</summary>
                    {offline.message.details}
                  </details>
                )}
              </div>
            )}
          </div>
          {offline.solution && offline.solution.moves.length > 0 ? (
            <SolutionStepper
              start={offline.solution.board}
              moves={offline.solution.moves}
              step={offline.step}
              onStep={offline.setStep}
            />
          ) : (
            board && <BoardView board={board} label="The pasted board" />
          )}
          {shot && (
            <div className="as-shot" data-testid="screenshot-overlay">
              <h3>What was read from {shot.name}</h3>
              <OverlayView overlay={shot.overlay} />
            </div>
          )}
        </section>
      </div>
    </section>
  );
}
