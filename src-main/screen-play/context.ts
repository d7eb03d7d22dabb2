/**
 * What the parts of a run share (the waits, the mouse, one game, the run loop): its options,
 * the desktop, the guard that keeps every wait stoppable, the eyes, which game is being
 * played, and the way out for events; and `RunFailure`, the one way a part says it gave up.
 */
import type { Desktop } from './desktop';
import type { AutoEvent, LookPurpose } from './events';
import { Eyes, type GamePlace, type Look } from './eyes';
import { Guard, abortableSleep } from './guard';
import type { AutoDependencies, AutoOptions, SolveFn } from './options';

/**
 * A part of the run gave up. `game`: only the game being played is lost (its deal could not
 * be solved), the run goes on with the next one; `run`: the run ends (no game on screen,
 * lost sync for good). The message is the reason, in words.
 */
export class RunFailure extends Error {
  constructor(
    message: string,
    readonly scope: 'game' | 'run' = 'run',
  ) {
    super(message);
    this.name = 'RunFailure';
  }
}

/** How many of the last moves `ignoredAfterMs()` learns from. */
const RECENT_MOVES = 20;

export class RunContext {
  /** The game being played, 1-based (0 before the first). */
  game = 0;
  /** The screen's size, known once the run has started. */
  screen = { width: 0, height: 0 };
  readonly desktop: Desktop;
  readonly solve: SolveFn;
  /** How long the last moves took to show any change after their release, ms. */
  private readonly firstChanges: number[] = [];
  readonly guard: Guard;
  readonly eyes: Eyes;

  constructor(
    readonly opts: AutoOptions,
    deps: AutoDependencies,
    private readonly onEvent: (event: AutoEvent) => void,
  ) {
    this.desktop = deps.desktop;
    this.solve = deps.solve;
    this.guard = new Guard(deps.desktop, {
      pollMs: opts.pollMs,
      tolerance: opts.tolerance,
      sleep: deps.sleep ?? abortableSleep,
    });
    this.eyes = new Eyes(deps.desktop, deps.vision);
  }

  emit(event: AutoEvent): void {
    try {
      this.onEvent(event);
    } catch {
      // A listener's bug must not break the mouse handling.
    }
  }

  /** Says in words what the run is doing now. */
  step(text: string): void {
    this.emit({ type: 'step', game: this.game, step: text });
  }

  /** One look at the screen, reported as an event. */
  async look(purpose: LookPurpose): Promise<Look> {
    await this.guard.check();
    const seen = await this.eyes.look();
    this.emit({ type: 'look', game: this.game, purpose, look: seen });
    return seen;
  }

  /** Notes how long a move that showed took to change the picture after its release. */
  noteFirstChange(ms: number): void {
    this.firstChanges.push(ms);
    if (this.firstChanges.length > RECENT_MOVES) this.firstChanges.shift();
  }

  /**
   * How long a press must show nothing, the picture still, before it counts as ignored: the
   * pace's `ignoredAfterMs`, or twice the longest any of the last moves took to change the
   * picture, if that is longer. A loaded machine can take the game that long to handle the
   * mouse at all; a press judged ignored too early would be made again on top of the first.
   * At most half the wait for a move's result, so an ignored press is still seen as one.
   */
  ignoredAfterMs(): number {
    const learned = Math.min(2 * Math.max(0, ...this.firstChanges), this.opts.settleTimeoutMs / 2);
    return Math.max(this.opts.ignoredAfterMs, learned);
  }

  /** Where the game is; the run cannot go on without knowing it. */
  place(): GamePlace {
    const found = this.eyes.gamePlace;
    if (!found) throw new RunFailure('lost sight of the game');
    return found;
  }
}
