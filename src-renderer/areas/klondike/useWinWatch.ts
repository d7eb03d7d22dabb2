import { useEffect, useMemo, useRef, useState } from 'react';
import { serializeExchange } from '../../../src-shared/klondike';
import { bridge } from '../../bridge-client';
import { TABLE_RULES, type TableGame } from './game';
import { nextToCheck, whereLost, type LossPoint, type Verdict } from './winnability';

/** The solver's time for one position: short, so the watch keeps up with play. */
export const WATCH_BUDGET_MS = 1500;
/** Positions remembered (by their exchange text) across moves, undos and games. */
const REMEMBERED = 5000;

export interface WinWatch {
  /** The position shown: winnable, lost, undecided, or null while not yet known. */
  verdict: Verdict | null;
  /** The move that lost the game, once the position shown is proven lost. */
  lost: LossPoint | null;
  checking: boolean;
}

/**
 * Keeps track, in the background, of whether the position shown can still be won: the solver
 * is asked about one position at a time with a short budget (the position shown first, then
 * back along the line while it is lost; see winnability.ts). Turned off, no new question is
 * asked and an answer still on its way is only remembered.
 */
export function useWinWatch(game: TableGame, on: boolean): WinWatch {
  const { states, index } = game.history;
  const line = useMemo(
    () => states.slice(0, index + 1).map((step) => serializeExchange(step.state)),
    [states, index],
  );
  const [verdicts, setVerdicts] = useState<ReadonlyMap<string, Verdict>>(new Map());
  const [asking, setAsking] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  useEffect(() => {
    if (!on || asking !== null) return;
    const next = nextToCheck(line, verdicts);
    if (next === null) return;
    const exchange = line[next];
    setAsking(exchange);
    const remember = (verdict: Verdict) => {
      if (!alive.current) return;
      setVerdicts((known) => {
        const updated = new Map(known);
        if (updated.size >= REMEMBERED) updated.delete(updated.keys().next().value!);
        updated.set(exchange, verdict);
        return updated;
      });
      setAsking(null);
    };
    bridge
      .invoke('klondike.winnable', { exchange, rules: TABLE_RULES, timeoutMs: WATCH_BUDGET_MS })
      .then((reply) =>
        remember(
          reply.verdict === 'winnable'
            ? 'winnable'
            : reply.verdict === 'stuck'
              ? 'lost'
              : 'undecided',
        ),
      )
      // A solver that failed decided nothing.
      .catch(() => remember('undecided'));
  }, [on, asking, line, verdicts]);

  const current = line[line.length - 1];
  return {
    verdict: verdicts.get(current) ?? null,
    lost: whereLost(line, verdicts),
    checking: on && asking !== null,
  };
}
