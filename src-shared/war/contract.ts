/**
 * The War area's part of the bridge: run a simulation in the main process (on worker threads),
 * watch its progress, cancel it.
 */
import type { WarRules } from './rules';
import type { WarReport } from './report';

export interface WarSimulateRequest {
  games: number;
  seed: number;
  rules: Partial<WarRules>;
  /** Chosen by the window so progress events and cancels name the run they belong to. */
  runId: string;
}

export interface WarRequests {
  /** Plays the games and answers the report; fails with "cancelled" when cancelled. */
  'war.simulate': { request: WarSimulateRequest; reply: WarReport & { seconds: number } };
  /** Stops the run with that id, if it is still going; says whether it was. */
  'war.cancel': { request: { runId: string }; reply: { cancelled: boolean } };
}

export interface WarProgress {
  runId: string;
  played: number;
  games: number;
}

export interface WarEvents {
  'war.progress': WarProgress;
}
