import type { AutoSolveRequests } from '../../src-shared/autosolve/contract';
import type { BridgeHandlers } from '../../src-shared/bridge';
import { AutoSolveStartSchema } from '../../src-shared/autosolve/options';
import { openNutDesktop } from '../automation/desktop';
import { createSolve } from '../automation/solve';
import { visionForAutomation } from '../automation/vision';
import { overlayOfPicture } from '../autosolve/overlay';
import { AutoSolveSession, type SessionDependencies } from '../autosolve/session';
import type { LaunchSolver } from '../solver/client';

export interface AutoSolveDependencies {
  /** How to start the solver process (Electron starts it its own way). */
  launchSolver?: LaunchSolver;
  /** Replaces parts of the run's machinery (tests use a fake desktop). */
  autosolve?: Partial<SessionDependencies>;
  /**
   * Hands the host a way to stop the run from outside the window: the desktop app binds it to
   * a global panic shortcut.
   */
  onPanicStop?: (stop: () => void) => void;
}

/** The window's options checked strictly: a bad value is refused, not replaced. */
function checkedOptions(request: unknown) {
  const parsed = AutoSolveStartSchema.safeParse(request);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`option ${issue.path.join('.') || '(all)'}: ${issue.message}`);
}

/**
 * The Auto-solve window's requests: read a saved screenshot, and start, stop, follow and
 * export runs on this screen. The desktop is opened per run (nut-js needs a display; a run
 * without one fails with a message), the solver runs in its own process with the window's
 * options and Timeout, and vision is the same reader `solitaire read` uses.
 */
export function autosolveHandlers(
  deps: AutoSolveDependencies = {},
): Pick<BridgeHandlers, keyof AutoSolveRequests> {
  const session = new AutoSolveSession({
    openDesktop: openNutDesktop,
    vision: visionForAutomation(),
    solver: (options) =>
      createSolve(
        {
          continueMs: options.continueMs,
          cache: options.cache,
          maxMoves: options.maxMoves,
          minDepth: options.minDepth,
        },
        deps.launchSolver,
      ),
    ...deps.autosolve,
  });
  deps.onPanicStop?.(() => session.stop('hotkey'));
  return {
    'autosolve.readScreenshot': async ({ base64, name }) => {
      if (typeof base64 !== 'string' || base64.length === 0) {
        throw new Error(`${name || 'the file'} is empty`);
      }
      return overlayOfPicture(base64, name || 'picture');
    },
    'autosolve.start': async (request, context) => {
      const runId = await session.start(checkedOptions(request), (event) =>
        context.emit('autosolve.event', event),
      );
      return { runId };
    },
    'autosolve.stop': async () => session.stop(),
    'autosolve.state': async () => session.state(),
    'autosolve.exportReport': async ({ format }) => {
      if (format !== 'csv' && format !== 'json') {
        throw new Error(`export format must be csv or json (got ${String(format)})`);
      }
      return session.exportReport(format);
    },
  };
}
