import type { AutoSolveRequests } from '../../src-shared/autosolve/contract';
import type { BridgeHandlers } from '../../src-shared/bridge';
import { openNutDesktop } from '../screen-play/desktop';
import { createSolve } from '../screen-play/solve';
import { visionForAutomation } from '../screen-play/vision';
import { overlayOfPicture } from '../autosolve-window/overlay-from-reading';
import { PictureSlots } from '../autosolve-window/picture-slots';
import { AutoSolveSession, type SessionDependencies } from '../autosolve-window/session';
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

/**
 * The Auto-solve window's requests: read a saved screenshot (PNG, JPEG or WebP of at most 50
 * million pixels, two at a time at most), and start, stop, follow and
 * export runs on this screen. The desktop is opened per run (nut-js needs a display; a run
 * without one fails with a message), the solver runs in its own process with the window's
 * options and Timeout, and vision is the same reader `solitaire read` uses. Payloads arrive
 * checked by the dispatcher (src-shared/autosolve/contract-schema.ts).
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
  // Two saved pictures read at once at most; a third request is refused until one is done.
  const pictures = new PictureSlots(2);
  return {
    'autosolve.readScreenshot': async ({ base64, name }) =>
      pictures.run(() => overlayOfPicture(base64, name || 'picture')),
    'autosolve.start': async (request, context) => {
      const runId = await session.start(request, (event) => context.emit('autosolve.event', event));
      return { runId };
    },
    'autosolve.stop': async () => session.stop(),
    'autosolve.state': async () => session.state(),
    'autosolve.exportReport': async ({ format }) => session.exportReport(format),
  };
}
