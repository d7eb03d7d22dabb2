import type { BridgeHandlers } from '../../src-shared/bridge';
import type {
  KlondikeHintReply,
  KlondikeRequests,
  KlondikeSolveRequest,
} from '../../src-shared/klondike/contract';
import { KLONDIKE_TIMEOUT_MS } from '../../src-shared/klondike/contract-schema';
import { solveInWorker } from '../klondike/solve';

/** The request arrives checked by the dispatcher (src-shared/klondike/contract-schema.ts). */
async function search(request: KlondikeSolveRequest): Promise<KlondikeHintReply> {
  const timeout = request.timeoutMs ?? KLONDIKE_TIMEOUT_MS.default;
  const answer = await solveInWorker({
    exchange: request.exchange,
    timeLimitMs: timeout,
    rules: request.rules,
  });
  const verdict =
    answer.outcome === 'won' ? 'winnable' : answer.outcome === 'not-winnable' ? 'stuck' : 'timeout';
  return {
    move: verdict === 'winnable' ? (answer.moves[0] ?? null) : null,
    verdict,
    moves: verdict === 'winnable' ? answer.moves.length : null,
    elapsedMs: answer.elapsedMs,
  };
}

/** Hints and "is this winnable?" for the Klondike table, each search on a worker thread. */
export function klondikeHandlers(): Pick<BridgeHandlers, keyof KlondikeRequests> {
  return {
    'klondike.hint': search,
    'klondike.winnable': search,
  };
}
