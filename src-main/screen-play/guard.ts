/**
 * Keeps a run stoppable at every moment. Every wait of the loop goes through the guard,
 * which checks, at least every `pollMs`, whether someone asked to stop and whether the
 * pointer is still where the automation left it. Either throws `StopError`, which unwinds
 * the loop through its `finally` blocks (the mouse button is released there).
 */
import type { Desktop, Point } from './desktop';

/**
 * Why a run stopped before its games were played: the Stop button or Ctrl-C (`user`), the
 * panic hotkey (`hotkey`), the user taking the mouse (`mouse`).
 */
export type StopCause = 'user' | 'hotkey' | 'mouse';

export const STOP_MESSAGES: Record<StopCause, string> = {
  user: 'stopped by the user',
  hotkey: 'stopped: panic hotkey pressed',
  mouse: 'stopped: mouse moved by the user',
};

export class StopError extends Error {
  constructor(
    readonly stopCause: StopCause,
    detail?: string,
  ) {
    super(detail ? `${STOP_MESSAGES[stopCause]} (${detail})` : STOP_MESSAGES[stopCause]);
    this.name = 'StopError';
  }
}

export interface GuardOptions {
  /** How often waits look at the pointer and the stop flag. */
  pollMs: number;
  /** How far (in pixels, either axis) the pointer may drift before it counts as moved. */
  tolerance: number;
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** setTimeout as a promise that ends early (without error) when `signal` aborts. */
export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, Math.max(0, ms));
    signal.addEventListener('abort', done);
  });
}

export class Guard {
  private readonly controller = new AbortController();
  private cause: StopCause | null = null;
  private detail: string | undefined;
  /** Where the automation last put the pointer; null until it has been looked at. */
  private expected: Point | null = null;

  constructor(
    private readonly desktop: Desktop,
    private readonly options: GuardOptions,
  ) {}

  /** Aborted as soon as a stop is asked for: hand it to anything slow (the solver). */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get stopCause(): StopCause | null {
    return this.cause;
  }

  /** Asks the run to stop; the first cause wins. Safe to call at any time, any number of times. */
  stop(cause: StopCause, detail?: string): void {
    if (this.cause) return;
    this.cause = cause;
    this.detail = detail;
    this.controller.abort();
  }

  /** Remembers where the pointer is now as the place the automation left it. */
  async adoptPointer(): Promise<void> {
    this.expected = await this.desktop.pointer();
  }

  /** Moves the pointer, checking first that nobody else moved it. */
  async moveTo(point: Point): Promise<void> {
    await this.check();
    const target = { x: Math.round(point.x), y: Math.round(point.y) };
    await this.desktop.moveTo(target);
    this.expected = target;
  }

  /** Throws `StopError` when a stop was asked for or the pointer is not where it was left. */
  async check(): Promise<void> {
    this.throwIfStopped();
    if (!this.expected) return;
    const now = await this.desktop.pointer();
    const { tolerance } = this.options;
    if (
      Math.abs(now.x - this.expected.x) > tolerance ||
      Math.abs(now.y - this.expected.y) > tolerance
    ) {
      this.stop(
        'mouse',
        `the pointer was at ${now.x},${now.y}, not ${this.expected.x},${this.expected.y}`,
      );
    }
    this.throwIfStopped();
  }

  private throwIfStopped(): void {
    if (this.cause) throw new StopError(this.cause, this.detail);
  }

  /** Waits `ms`, checking every `pollMs`. */
  async sleep(ms: number): Promise<void> {
    const end = performance.now() + ms;
    await this.check();
    for (;;) {
      const left = end - performance.now();
      if (left <= 0) return;
      await this.options.sleep(Math.min(left, this.options.pollMs), this.signal);
      await this.check();
    }
  }

  /**
   * Waits for `work` (a solve, say) while still checking every `pollMs`; a stop throws
   * right away, and `work` is expected to give up through `signal`.
   */
  async during<T>(work: Promise<T>): Promise<T> {
    let settled = false;
    const tracked = work.finally(() => {
      settled = true;
    });
    // A rejection after a stop must not go unhandled.
    tracked.catch(() => {});
    while (!settled) {
      await Promise.race([
        tracked.then(
          () => {},
          () => {},
        ),
        this.options.sleep(this.options.pollMs, this.signal),
      ]);
      if (!settled) await this.check();
    }
    // Work that ended because of a stop (a killed solver) says nothing worth keeping.
    this.throwIfStopped();
    return tracked;
  }
}
