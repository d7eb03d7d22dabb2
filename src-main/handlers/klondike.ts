import type { BridgeHandlers } from '../../src-shared/bridge';
import type {
  KlondikeHintReply,
  KlondikeRequests,
  KlondikeSolveRequest,
} from '../../src-shared/klondike/contract';
import { solveInWorker } from '../klondike/solve';

const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_TIMEOUT_MS = 60_000;

async function search(request: KlondikeSolveRequest): Promise<KlondikeHintReply> {
  if (!request || typeof request.exchange !== 'string') {
    throw new Error('expected { exchange: "<the position in the exchange format>" }');
  }
  const timeout = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!Number.isFinite(timeout) || timeout < 1 || timeout > MAX_TIMEOUT_MS) {
    throw new Error(`timeoutMs must be from 1 to ${MAX_TIMEOUT_MS}, not ${timeout}`);
  }
  const rules = request.rules;
  if (rules !== undefined && rules !== 'exchange' && rules !== 'standard') {
    throw new Error(`rules must be 'exchange' or 'standard', not ${JSON.stringify(rules)}`);
  }
  const answer = await solveInWorker({ exchange: request.exchange, timeLimitMs: timeout, rules });
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
