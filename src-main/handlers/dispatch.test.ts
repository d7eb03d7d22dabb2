import { describe, expect, it } from 'vitest';
import type {
  BridgeEvents,
  BridgeHandlers,
  EventName,
  HandlerContext,
} from '../../src-shared/bridge';
import { DEFAULT_AUTOSOLVE_OPTIONS } from '../../src-shared/autosolve/options';
import { REQUEST_SCHEMAS } from '../../src-shared/bridge-schema';
import { dispatch } from './dispatch';

const DEAL = '997VT8.076VD6.879DV6.T00KD8.09T6K8.VTK7DK.';

/** Handlers that record what reaches them: the gate must stop every bad payload first. */
function recording() {
  const reached: Array<[string, unknown]> = [];
  const handler =
    (name: string) =>
    async (request: unknown, context: HandlerContext): Promise<unknown> => {
      reached.push([name, request]);
      if (name === 'molek.cancelSolve') {
        // Sends one good and one bad event, to show events pass the gate too.
        context.emit('molek.solveProgress', {
          id: 'a',
          progress: { phase: 'cheat-free', states: 1, ms: 2, best: null, bestCheats: 0 },
        });
        context.emit('molek.solveProgress', { id: 'a', progress: { phase: 'nope' } } as never);
      }
      return 'handled';
    };
  const handlers = Object.fromEntries(
    Object.keys(REQUEST_SCHEMAS).map((name) => [name, handler(name)]),
  ) as unknown as BridgeHandlers;
  const events: Array<[string, unknown]> = [];
  const context: HandlerContext = {
    emit<E extends EventName>(event: E, payload: BridgeEvents[E]) {
      events.push([event, payload]);
    },
  };
  const run = (name: string, request: unknown) => dispatch(handlers, name, request, context);
  return { reached, events, run };
}

describe('the gate at the dispatcher', () => {
  it('refuses minDepth 0, which would make the solver loop, before any handler runs', async () => {
    const { reached, run } = recording();
    expect(await run('molek.solve', { board: DEAL, options: { minDepth: 0 } })).toEqual({
      ok: false,
      error: 'molek.solve: options.minDepth must be a whole number from 1 to 1,024 (got 0)',
    });
    expect(reached).toEqual([]);
  });

  it('refuses a timeout past the limit (setTimeout would not wait at all)', async () => {
    const { reached, run } = recording();
    expect(await run('molek.solve', { board: DEAL, options: {}, timeoutS: 2 ** 31 })).toEqual({
      ok: false,
      error: 'molek.solve: timeoutS must be a number from 0.1 to 3,600 (got 2147483648)',
    });
    expect(await run('klondike.hint', { exchange: 'x', timeoutMs: 1e12 })).toEqual({
      ok: false,
      error: 'klondike.hint: timeoutMs must be a whole number from 1 to 60,000 (got 1000000000000)',
    });
    expect(reached).toEqual([]);
  });

  it('refuses numbers given as strings, NaN and Infinity', async () => {
    const { reached, run } = recording();
    expect(await run('molek.solve', { board: DEAL, options: { maxMoves: 'abc' } })).toEqual({
      ok: false,
      error: 'molek.solve: options.maxMoves must be a whole number from 1 to 1,024 (got "abc")',
    });
    expect(await run('molek.solve', { board: DEAL, options: { cache: '64' } })).toEqual({
      ok: false,
      error: 'molek.solve: options.cache must be a whole number from 1 to 2,048 (got "64")',
    });
    expect(await run('war.simulate', { games: NaN, seed: 1, rules: {}, runId: 'r' })).toEqual({
      ok: false,
      error: 'war.simulate: games must be a whole number from 1 to 1,000,000,000 (got NaN)',
    });
    expect(
      await run('war.simulate', { games: 10, seed: 1, rules: { cap: Infinity }, runId: 'r' }),
    ).toEqual({
      ok: false,
      error: 'war.simulate: rules.cap must be a whole number from 1 to 10,000,000 (got Infinity)',
    });
    expect(reached).toEqual([]);
  });

  it('names a missing field, an unknown field and a word outside its choices', async () => {
    const { reached, run } = recording();
    expect(await run('molek.solve', { options: {} })).toEqual({
      ok: false,
      error: 'molek.solve: board must be text of 1 to 1,000 characters (got nothing)',
    });
    expect(await run('molek.solve', { board: DEAL, options: { minDepht: 3 } })).toEqual({
      ok: false,
      error: 'molek.solve: unknown field "minDepht" in options',
    });
    expect(await run('klondike.winnable', { exchange: 'x', rules: 'vegas' })).toEqual({
      ok: false,
      error: 'klondike.winnable: rules must be one of "exchange", "standard" (got "vegas")',
    });
    expect(await run('autosolve.exportReport', { format: 'xml' })).toEqual({
      ok: false,
      error: 'autosolve.exportReport: format must be one of "csv", "json" (got "xml")',
    });
    expect(await run('app.info', { please: true })).toEqual({
      ok: false,
      error: 'app.info: the payload must be left out: this request takes none (got an object)',
    });
    expect(await run('war.cancel', 'r1')).toEqual({
      ok: false,
      error: 'war.cancel: the payload must be an object (got "r1")',
    });
    expect(await run('no.such', {})).toEqual({ ok: false, error: 'unknown request "no.such"' });
    expect(await run('toString', undefined)).toEqual({
      ok: false,
      error: 'unknown request "toString"',
    });
    expect(reached).toEqual([]);
  });

  it('checks every Auto-solve option against the option table, and wants them all', async () => {
    const { reached, run } = recording();
    const options = { ...DEFAULT_AUTOSOLVE_OPTIONS, cheating: true };
    expect(await run('autosolve.start', { ...options, games: 0 })).toEqual({
      ok: false,
      error: 'autosolve.start: games must be a whole number from 1 to 10,000 (got 0)',
    });
    const { timeoutS: _dropped, ...withoutTimeout } = options;
    expect(await run('autosolve.start', withoutTimeout)).toEqual({
      ok: false,
      error: 'autosolve.start: timeoutS must be a whole number from 1 to 3,600 (got nothing)',
    });
    expect(await run('autosolve.start', options)).toEqual({ ok: true, reply: 'handled' });
    expect(reached).toEqual([['autosolve.start', options]]);
  });

  it('hands a good payload on, and gates the events its handler sends', async () => {
    const { reached, events, run } = recording();
    expect(await run('molek.cancelSolve', { id: 'a' })).toEqual({ ok: true, reply: 'handled' });
    expect(reached).toEqual([['molek.cancelSolve', { id: 'a' }]]);
    expect(events).toEqual([
      [
        'molek.solveProgress',
        {
          id: 'a',
          progress: { phase: 'cheat-free', states: 1, ms: 2, best: null, bestCheats: 0 },
        },
      ],
      [
        'status',
        {
          source: 'bridge',
          level: 'error',
          message:
            'event molek.solveProgress not sent: progress.phase must be one of "cheat-free", "shortest cheat-free", "with cheats", "shorter with cheats" (got "nope")',
        },
      ],
    ]);
  });

  it('answers a payload too deep to read with an error, not a crash', async () => {
    const { reached, run } = recording();
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { options: deep };
    const answer = await run('molek.solve', { board: DEAL, options: deep });
    expect(answer.ok).toBe(false);
    expect(reached).toEqual([]);
  });
});
