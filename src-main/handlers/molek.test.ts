import { describe, expect, it } from 'vitest';
import type { BridgeEvents, EventName, HandlerContext } from '../../src-shared/bridge';
import { parseBoard } from '../../src-shared/molek/notation';
import { solve } from '../../src-shared/molek/solver';
import type { LaunchSolver } from '../solver/client';
import type { FromSolver } from '../solver/protocol';
import { molekHandlers } from './molek';

const DEAL = '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.';

/** A stand-in for the solver process: solves in this process, or never answers. */
function inProcess(answer: boolean): LaunchSolver {
  return () => {
    let listener: (message: FromSolver) => void = () => {};
    return {
      send: (message) =>
        setImmediate(() => {
          if (!answer) return;
          const result = solve(parseBoard(message.board), message.options, {
            onProgress: (progress) => listener({ type: 'progress', progress }),
          });
          listener({ type: 'result', result });
        }),
      onMessage: (l) => (listener = l),
      onExit: () => {},
      kill: () => {},
    };
  };
}

function recorder(): { context: HandlerContext; events: Array<[string, unknown]> } {
  const events: Array<[string, unknown]> = [];
  return {
    events,
    context: {
      emit<E extends EventName>(event: E, payload: BridgeEvents[E]) {
        events.push([event, payload]);
      },
    },
  };
}

describe('molek handlers', () => {
  it('solves and sends progress events under the solve id', async () => {
    const handlers = molekHandlers({ launchSolver: inProcess(true) });
    const { context, events } = recorder();
    const reply = await handlers['molek.solve'](
      { board: DEAL, options: { cheating: true, continueMs: 0 }, id: 'a' },
      context,
    );
    expect(reply).toMatchObject({ id: 'a', outcome: 'solved' });
    expect(reply.lines.length).toBe(reply.moves.length);
    expect(events.length).toBeGreaterThan(0);
    expect(
      events.every(
        ([name, p]) => name === 'molek.solveProgress' && (p as { id: string }).id === 'a',
      ),
    ).toBe(true);
  });

  it('cancels a running solve by id', async () => {
    const handlers = molekHandlers({ launchSolver: inProcess(false) });
    const { context } = recorder();
    const pending = handlers['molek.solve']({ board: DEAL, options: {}, id: 'b' }, context);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await handlers['molek.cancelSolve']({ id: 'b' }, context)).toEqual({ cancelled: 1 });
    expect(await pending).toMatchObject({ id: 'b', outcome: 'cancelled', message: 'Cancelled' });
    expect(await handlers['molek.cancelSolve']({}, context)).toEqual({ cancelled: 0 });
  });

  it('times out with the request timeout', async () => {
    const handlers = molekHandlers({ launchSolver: inProcess(false) });
    const { context } = recorder();
    const reply = await handlers['molek.solve'](
      { board: DEAL, options: {}, timeoutS: 0.2 },
      context,
    );
    expect(reply).toMatchObject({
      id: 'solve-1',
      outcome: 'timeout',
      message: 'timed out after 0.2 s',
    });
  });
});
