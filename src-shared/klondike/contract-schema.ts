/**
 * The schemas of the Klondike part of the bridge (contract.ts): what a hint or winnable
 * request must hold before the solver thread is started.
 */
import type { z } from 'zod';
import { fields, oneOf, text, wholeNumber } from '../gate';
import type { KlondikeRequests } from './contract';

/** An exchange file is a few hundred characters; this leaves room for long MOVES sections. */
export const MAX_EXCHANGE_TEXT = 100_000;
export const KLONDIKE_TIMEOUT_MS = { default: 10_000, min: 1, max: 60_000 } as const;
/** The rule sets a position may be searched under; 'exchange' when none is named. */
export const KLONDIKE_RULE_SETS = ['exchange', 'standard'] as const;

export const KlondikeSolveRequestSchema = fields({
  exchange: text(MAX_EXCHANGE_TEXT, 1),
  timeoutMs: wholeNumber(KLONDIKE_TIMEOUT_MS.min, KLONDIKE_TIMEOUT_MS.max).optional(),
  rules: oneOf(KLONDIKE_RULE_SETS).default('exchange'),
});

export const KlondikeRequestSchemas = {
  'klondike.hint': KlondikeSolveRequestSchema,
  'klondike.winnable': KlondikeSolveRequestSchema,
} satisfies { [K in keyof KlondikeRequests]: z.ZodType<KlondikeRequests[K]['request']> };
