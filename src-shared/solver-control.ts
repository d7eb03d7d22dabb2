/**
 * How a caller steers a long search, the same for every game's solver: the search asks
 * `shouldStop` now and then (a deadline, a cancel button, a killed request), reads the
 * clock through `now` (CPU time in benchmarks, wall time elsewhere) and reports through
 * `onProgress`. Every field is optional; a solver with none of them runs to its own limits.
 */
export interface SolverControl<Progress> {
  shouldStop?: () => boolean;
  now?: () => number;
  onProgress?: (progress: Progress) => void;
}
