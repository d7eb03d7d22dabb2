/**
 * "Winnable deals only" for the table's New game: the first seed at or after the one asked
 * for whose deal the solver proves winnable under the table's rules. The solver runs in the
 * main process (the bridge's `klondike.winnable`), so `ask` is that request; a deal the
 * solver proves lost or cannot decide in time is skipped.
 */
import { dealFromSeed, serializeExchange, type TurnCount } from '../../../src-shared/klondike';
import type { KlondikeHintReply } from '../../../src-shared/klondike/contract';
import { SEED_MAX } from '../../../src-shared/cards/seed';
import { TABLE_RULES } from './game';

/** Seeds tried before giving up. */
export const WINNABLE_TRIES = 200;

export type AskWinnable = (exchange: string) => Promise<KlondikeHintReply>;

/** The first proven-winnable seed at or after `seed`, or null after WINNABLE_TRIES seeds. */
export async function firstWinnableSeed(
  seed: number,
  turn: TurnCount,
  limit: number | null,
  ask: AskWinnable,
  shouldStop: () => boolean = () => false,
): Promise<number | null> {
  for (let s = seed; s < seed + WINNABLE_TRIES && s <= SEED_MAX; s++) {
    if (shouldStop()) return null;
    const deal = dealFromSeed(s, { turn, limit, rules: TABLE_RULES });
    const reply = await ask(serializeExchange(deal));
    if (reply.verdict === 'winnable') return s;
  }
  return null;
}
