import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  DEFAULT_AUTOSOLVE_OPTIONS,
  type AutoSolveOptions,
} from '../../../src-shared/autosolve/options';
import type { Overlay } from '../../../src-shared/autosolve/overlay';
import { tryParseBoard } from '../../../src-shared/molek/notation';
import { formatBoard } from '../../../src-shared/molek/notation';
import { bridge } from '../../bridge-client';
import { useStatus, type StatusState } from '../../shell/status';
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

export function AutoSolveArea() {
  const { say, setFields } = useStatus();
  const [options, changeOptions] = useRememberedOptions(say);
  const { view: run, go, stop } = useAutoSolveRun();
  const offline = useOfflineSolve();
  const [boardText, setBoardText] = useState('');
  const [shot, setShot] = useState<{ name: string; overlay: Overlay } | null>(null);
  const [shotError, setShotError] = useState<string | null>(null);

  // The last real message, so hover help can be shown and then taken away again.
  const lastMessage = useRef<{ text: string; level: StatusState['level'] }>({
    text: HOVER_HINT,
    level: 'info',
  });
  const tell = useCallback(
    (text: string, level: StatusState['level'] = 'info') => {
      lastMessage.current = { text, level };
      say(text, level);
    },
    [say],
  );
  const showHelp = useCallback(
    (help: string | null) => {
      if (help) say(help, 'info');
      else say(lastMessage.current.text, lastMessage.current.level);
    },
    [say],
  );
  useEffect(() => {
    say(HOVER_HINT, 'info');
    return () => setFields([]);
  }, [say, setFields]);

  useEffect(() => {
    if (run.message) tell(run.message.text, run.message.level);
  }, [run.message, tell]);
  useEffect(() => {
    if (offline.message) tell(offline.message.text, offline.message.level);
  }, [offline.message, tell]);

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

  const readScreenshot = (file: { name: string; base64: string }) => {
    setShotError(null);
    tell(`Reading ${file.name}`);
    bridge.invoke('autosolve.readScreenshot', file).then(
      (overlay) => {
        setShot({ name: file.name, overlay });
        if (overlay.board) {
          setBoardText(formatBoard(overlay.board));
          tell(`${file.name}: board read, ${overlay.cards.length} cards`);
        } else
          tell(
            `${file.name}: no board found${overlay.problem ? ` (${overlay.problem})` : ''}`,
            'warn',
          );
      },
      (error: Error) => {
        setShot(null);
        setShotError(`${file.name}: ${error.message}`);
        tell(`${file.name}: ${error.message}`, 'error');
      },
    );
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
          disabled={running}
        />
        <div className="as-actions">
          <button
            type="button"
            className={running ? 'as-button as-go stop' : 'as-button as-go'}
            data-testid="go-stop"
            // An offline solve holds the solver and the CPU: Go waits for it to end.
            disabled={run.phase === 'stopping' || (!running && offline.solving)}
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
              // A board typed or loaded from text is not the screenshot's any more.
              setShot(null);
              setShotError(null);
              offline.clear();
            }}
            onScreenshot={readScreenshot}
            onSolve={() => board && offline.solve(board, options)}
            canSolve={board !== null}
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
          {shot && <OverlayView overlay={shot.overlay} />}
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
        </section>
      </div>
    </section>
  );
}
