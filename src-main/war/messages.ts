import type { WarRules } from '../../src-shared/war/rules';
import type { WarTally } from '../../src-shared/war/simulate';

/** A range of games for a worker to play. */
export interface ToWorker {
  chunk: number;
  rules: WarRules;
  seed: number;
  from: number;
  to: number;
}

export type FromWorker =
  /** Games played so far in the current range. */
  { type: 'progress'; played: number } | { type: 'done'; chunk: number; tally: WarTally };
