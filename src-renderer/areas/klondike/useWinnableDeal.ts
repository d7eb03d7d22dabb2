import { useCallback, useEffect, useRef, useState } from 'react';
import type { TurnCount } from '../../../src-shared/klondike';
import { bridge } from '../../bridge-client';
import type { StatusState } from '../../shell/status';
import { TABLE_RULES } from './game';
import { firstWinnableSeed } from './winnable-deal';

type Say = (message: string, level?: StatusState['level'], details?: string) => void;

/** "Winnable deals only": the search for the first proven-winnable seed, with its progress. */
export function useWinnableDeal(say: Say) {
  const [busy, setBusy] = useState(false);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  /** The seed found, or null (said why) when none was or the area was left. */
  const find = useCallback(
    async (seed: number, turn: TurnCount, limit: number | null): Promise<number | null> => {
      setBusy(true);
      say(`Looking for a winnable deal from seed ${seed}…`);
      const ask = (exchange: string) =>
        bridge.invoke('klondike.winnable', { exchange, rules: TABLE_RULES, timeoutMs: 5000 });
      try {
        const found = await firstWinnableSeed(seed, turn, limit, ask, () => !alive.current);
        // An answer arriving after the area was left is dropped.
        if (!alive.current) return null;
        if (found === null) {
          say(`No deal from seed ${seed} on was proven winnable; try another seed`, 'warn');
        }
        return found;
      } catch (error) {
        if (alive.current)
          say('The solver stopped unexpectedly', 'error', (error as Error).message);
        return null;
      } finally {
        if (alive.current) setBusy(false);
      }
    },
    [say],
  );

  return { busy, find };
}
