import { useCallback, useEffect, useRef, useState } from 'react';
import {
  parseMove,
  serializeExchange,
  formatMove,
  type KlondikeState,
} from '../../../src-shared/klondike';
import { promisingMove } from '../../../src-shared/klondike/promising';
import { bridge } from '../../bridge-client';
import type { StatusState } from '../../shell/status';
import { TABLE_RULES } from './game';
import { describeMove } from './placing';
import type { Hint } from './table-state';
import type { Verdict } from './winnability';

/** How long Hint lets the solver look for a sure win before it falls back on a rule. */
export const HINT_BUDGET_MS = 5000;

type Say = (message: string, level?: StatusState['level'], details?: string) => void;

/**
 * Hint and Winnable? on the position shown. Hint gives the first move of a win the solver
 * finds; on a position proven lost (or undecided in time) it gives the most promising move by
 * a rule and says it is no sure win. An answer about a position the player has since left is
 * not shown.
 */
export function useSolver(
  state: KlondikeState,
  verdict: Verdict | null,
  canUndo: boolean,
  onHint: (hint: Hint) => void,
  say: Say,
) {
  const [busy, setBusy] = useState<'hint' | 'winnable' | null>(null);
  const shown = useRef(state);
  useEffect(() => {
    shown.current = state;
  }, [state]);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const fallBack = useCallback(
    (position: KlondikeState, why: string) => {
      const move = promisingMove(position);
      if (!move) {
        say(`No move is left: the game is lost${canUndo ? '; undo to play on' : ''}`, 'warn');
        return;
      }
      const text = formatMove(move);
      onHint({ move, text });
      say(`Hint, no sure win (${why}): ${describeMove(position, move)} (${text})`, 'warn');
    },
    [canUndo, onHint, say],
  );

  const ask = useCallback(
    async (kind: 'hint' | 'winnable') => {
      if (busy) return;
      const position = state;
      if (kind === 'hint' && verdict === 'lost') {
        fallBack(position, 'the solver proved this position lost');
        return;
      }
      setBusy(kind);
      say(kind === 'hint' ? 'Looking for a hint…' : 'Searching for a win…');
      try {
        const reply = await bridge.invoke(kind === 'hint' ? 'klondike.hint' : 'klondike.winnable', {
          exchange: serializeExchange(position),
          rules: TABLE_RULES,
          ...(kind === 'hint' ? { timeoutMs: HINT_BUDGET_MS } : {}),
        });
        const seconds = (reply.elapsedMs / 1000).toFixed(1);
        if (!alive.current) return;
        if (shown.current !== position) {
          say('The position changed while the solver was thinking; ask again', 'warn');
        } else if (kind === 'hint') {
          const move = reply.move ? parseMove(reply.move, TABLE_RULES) : null;
          if (reply.verdict === 'winnable' && move) {
            onHint({ move, text: reply.move! });
            say(`Hint: ${describeMove(position, move)} (${reply.move})`);
          } else if (reply.verdict === 'stuck') {
            fallBack(position, 'the solver proved this position lost');
          } else fallBack(position, `the solver found no win in ${seconds} s`);
        } else if (reply.verdict === 'timeout') {
          say(`The solver found no answer within its time limit (${seconds} s)`, 'warn');
        } else if (reply.verdict === 'stuck') {
          say(`This position cannot be won (${seconds} s)`, 'warn');
        } else {
          say(`Winnable: the solver found a win in ${reply.moves} moves (${seconds} s)`);
        }
      } catch (error) {
        if (alive.current)
          say('The solver stopped unexpectedly', 'error', (error as Error).message);
      } finally {
        if (alive.current) setBusy(null);
      }
    },
    [busy, state, verdict, fallBack, onHint, say],
  );

  return { busy, ask };
}
