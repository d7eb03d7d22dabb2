/**
 * The Auto-solve window's side of a run on screen: at most one run at a time, started with
 * the window's options, its events turned into the window's `autosolve.event`s (the live
 * overlay from each look, throttled so encoding pictures never slows the mouse), and the
 * last run's report kept for the window to show again and to export.
 *
 * The run loop itself is the automation's (src-main/screen-play/run.ts); this file only
 * connects it to the window.
 */
import type {
  AutoSolveEvent,
  AutoSolveState,
  GameRecord,
  RunReport,
} from '../../src-shared/autosolve/contract';
import { PACE_STEPS, type AutoSolveOptions } from '../../src-shared/autosolve/options';
import type { Overlay } from '../../src-shared/autosolve/overlay-data';
import type { Desktop } from '../screen-play/desktop';
import type { VisionFn } from '../screen-play/eyes';
import {
  startAutoRun,
  type AutoEvent,
  type AutoOptions,
  type AutoReport,
  type AutoRun,
} from '../screen-play/run';
import type { RunSolver } from '../screen-play/solve';
import { statsToCsv, statsToJson } from '../screen-play/stats';
import type { BoardReading } from '../vision';
import { overlayOfCapture, overlayOfProblem, captureImage } from './overlay-from-reading';

/**
 * The solver for one run, with the window's solver options (Continue, Cache, …); Cheating
 * and Timeout come with each solve. It stays warm for the whole run and is closed after it.
 */
export type WindowSolverFactory = (options: AutoSolveOptions) => RunSolver;

export interface SessionDependencies {
  openDesktop: () => Promise<Desktop>;
  vision: VisionFn;
  solver: WindowSolverFactory;
  /** Least time between two overlays sent to the window, ms. */
  overlayEveryMs?: number;
  /** Overrides the pace's steps and the loop's waits, for tests against a fake game. */
  tuning?: Partial<AutoOptions>;
}

/** The window's report of a finished run, from the automation's report. */
export function runReportOf(runId: number, planned: number, report: AutoReport): RunReport {
  const seconds = (ms: number | null) => (ms === null ? null : ms / 1000);
  const games: GameRecord[] = report.games.map((g) => ({
    game: g.game,
    won: g.outcome === 'won',
    cheatFree: g.outcome === 'won' && g.cheatFree,
    moves: g.board === '' ? null : g.moves,
    solveSeconds: g.board === '' ? null : g.solveMs / 1000,
    gameSeconds: g.gameMs / 1000,
    retries: g.retries,
    replans: g.replans,
    failure: g.outcome === 'won' ? null : g.reason || g.outcome,
  }));
  const { averageSolveMs, averageGameMs, ...counts } = report.totals;
  return {
    runId,
    planned,
    // The user taking the mouse is an abort, not a Stop press: the window says which.
    ended: report.ended === 'stopped' && report.stopCause === 'mouse' ? 'aborted' : report.ended,
    reason: report.reason,
    games,
    summary: {
      ...counts,
      averageSolveSeconds: seconds(averageSolveMs),
      averageGameSeconds: seconds(averageGameMs),
    },
  };
}

export class AutoSolveSession {
  private run: AutoRun | null = null;
  private runId: number | null = null;
  private lastRunId = 0;
  private last: { runId: number; report: RunReport; auto: AutoReport } | null = null;

  constructor(private readonly deps: SessionDependencies) {}

  state(): AutoSolveState {
    return {
      running: this.run !== null,
      runId: this.runId,
      lastReport: this.last?.report ?? null,
    };
  }

  /**
   * Starts a run and returns its id at once; events follow through `emit`. Fails when a run
   * is going or the desktop cannot be opened (no display), with a message saying so.
   */
  async start(options: AutoSolveOptions, emit: (event: AutoSolveEvent) => void): Promise<number> {
    if (this.run) throw new Error(`run ${this.runId} is still going; stop it first`);
    const runId = ++this.lastRunId;
    // Claimed before the first await, so two quick Go presses cannot start two runs.
    this.runId = runId;
    let desktop: Desktop;
    try {
      desktop = await this.deps.openDesktop();
    } catch (error) {
      this.runId = null;
      throw error;
    }
    const overlays = new OverlayThrottle(this.deps.overlayEveryMs ?? 400, (overlay, game) =>
      emit({ type: 'board-read', runId, game, overlay }),
    );
    const forward = (event: AutoEvent) => {
      const out = windowEvent(runId, options.games, event, overlays);
      if (out) emit(out);
    };
    let solver: RunSolver;
    try {
      solver = this.deps.solver(options);
    } catch (error) {
      this.runId = null;
      await desktop.close().catch(() => {});
      throw error;
    }
    const run = startAutoRun(
      {
        ...PACE_STEPS[options.pace],
        ...this.deps.tuning,
        games: options.games,
        cheats: options.cheating,
        timeoutMs: options.timeoutS * 1000,
      },
      {
        desktop,
        vision: this.deps.vision,
        solve: solver.solve,
      },
      forward,
    );
    this.run = run;
    void run.done.then(async (auto) => {
      solver.close();
      // The last overlay goes out before the run's end, so the window ends on what was seen.
      await overlays.flush();
      this.last = { runId, report: runReportOf(runId, options.games, auto), auto };
      this.run = null;
      this.runId = null;
      emit({ type: 'run-ended', runId, report: this.last.report });
    });
    return runId;
  }

  /**
   * Asks the run to stop; it ends (mouse released) within a moment and says so. `hotkey` is
   * the desktop app's global panic shortcut, which works while the game has the focus.
   */
  stop(cause: 'user' | 'hotkey' = 'user'): AutoSolveState {
    this.run?.stop(cause);
    return this.state();
  }

  /** Waits for the current run, if any, to end. */
  async settled(): Promise<void> {
    await this.run?.done;
  }

  exportReport(format: 'csv' | 'json'): { fileName: string; text: string } {
    if (!this.last) throw new Error('no run has finished yet: there is nothing to export');
    const { runId, auto } = this.last;
    const fileName = `molek-run-${runId}.${format}`;
    if (format === 'csv') return { fileName, text: statsToCsv(auto.games) };
    const ended = auto.reason ? `${auto.ended}: ${auto.reason}` : auto.ended;
    return { fileName, text: statsToJson(auto.games, ended) };
  }
}

/** One automation event as the window's event; `look`s go to the overlay throttle instead. */
function windowEvent(
  runId: number,
  games: number,
  event: AutoEvent,
  overlays: OverlayThrottle,
): AutoSolveEvent | null {
  switch (event.type) {
    case 'run-started':
      return { type: 'run-started', runId, games };
    case 'step':
      return { type: 'step', runId, game: event.game, step: event.step };
    case 'game-started':
      return { type: 'game-started', runId, game: event.game, games: event.games };
    case 'look':
      overlays.offer(event.game, event.look);
      return null;
    case 'solved':
      return {
        type: 'solved',
        runId,
        game: event.game,
        board: event.board,
        moves: event.moves,
        seconds: event.solveMs / 1000,
      };
    case 'move':
      return { type: 'move', runId, game: event.game, index: event.index, done: event.done };
    case 'desync':
      return { type: 'desync', runId, game: event.game, message: event.message };
    case 'retry':
      // The step that follows says it in words; the report counts retries.
      return null;
    case 'game-ended':
      return {
        type: 'game-ended',
        runId,
        game: event.game,
        won: event.stats.outcome === 'won',
        failure: event.stats.outcome === 'won' ? null : event.stats.reason || event.stats.outcome,
        wins: event.wins,
      };
    case 'run-ended':
      // Sent by the session once the last overlay is out (see `start`).
      return null;
  }
}

type LookOf = Extract<AutoEvent, { type: 'look' }>['look'];

/**
 * Keeps the newest look and turns it into an overlay at most every `everyMs`. A look's
 * picture is the grabbed buffer itself, so it is copied when kept.
 */
class OverlayThrottle {
  private pending: { game: number; look: LookOf } | null = null;
  private lastSent = 0;
  private busy: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly everyMs: number,
    private readonly send: (overlay: Overlay, game: number) => void,
  ) {}

  offer(game: number, look: LookOf): void {
    const shot = { ...look.shot, data: Uint8Array.from(look.shot.data) };
    this.pending = { game, look: { ...look, shot } };
    this.schedule();
  }

  private schedule(): void {
    if (this.busy || this.timer || !this.pending) return;
    const wait = Math.max(0, this.lastSent + this.everyMs - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.sendPending();
    }, wait);
  }

  private sendPending(): Promise<void> {
    const item = this.pending;
    if (!item) return Promise.resolve();
    this.pending = null;
    this.lastSent = Date.now();
    this.busy = overlayOf(item.look)
      .then((overlay) => this.send(overlay, item.game))
      .catch(() => undefined)
      .finally(() => {
        this.busy = null;
        this.schedule();
      });
    return this.busy;
  }

  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.busy;
    await this.sendPending();
  }
}

function isReading(detail: unknown): detail is BoardReading {
  return typeof detail === 'object' && detail !== null && 'cards' in detail && 'scale' in detail;
}

async function overlayOf(look: LookOf): Promise<Overlay> {
  if (look.board && isReading(look.detail)) return overlayOfCapture(look.shot, look.detail);
  const image = await captureImage(look.shot);
  if (!look.board) return overlayOfProblem(look.problem ?? 'no board read', image);
  // A board read by a vision that gives no boxes: the picture and the board alone.
  return {
    ...overlayOfProblem('', image),
    board: look.board,
    problem: null,
    scale: look.place?.scale ?? null,
    origin: look.place?.origin ?? null,
  };
}
