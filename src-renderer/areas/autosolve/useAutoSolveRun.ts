import { useCallback, useEffect, useReducer } from 'react';
import type { AutoSolveOptions } from '../../../src-shared/autosolve/options';
import { bridge } from '../../bridge-client';
import { IDLE_RUN, reduceRun } from './run-view';

/** The run on screen: its view, and Go/Stop that always reflect what the main process does. */
export function useAutoSolveRun() {
  const [view, dispatch] = useReducer(reduceRun, IDLE_RUN);

  useEffect(() => {
    const off = bridge.on('autosolve.event', (event) => dispatch({ type: 'event', event }));
    // A reloaded window (or one that switched areas) asks whether a run is still going.
    bridge.invoke('autosolve.state', undefined).then(
      (state) => dispatch({ type: 'state', ...state }),
      () => undefined,
    );
    return off;
  }, []);

  const go = useCallback(async (options: AutoSolveOptions) => {
    dispatch({ type: 'go', games: options.games });
    try {
      const { runId } = await bridge.invoke('autosolve.start', options);
      dispatch({ type: 'state', running: true, runId, lastReport: null });
    } catch (error) {
      dispatch({ type: 'go-failed', message: `Cannot start: ${(error as Error).message}` });
    }
  }, []);

  const stop = useCallback(async () => {
    dispatch({ type: 'stop' });
    try {
      const state = await bridge.invoke('autosolve.stop', undefined);
      if (!state.running) dispatch({ type: 'state', ...state });
    } catch (error) {
      dispatch({ type: 'go-failed', message: `Cannot stop: ${(error as Error).message}` });
    }
  }, []);

  return { view, go, stop };
}
