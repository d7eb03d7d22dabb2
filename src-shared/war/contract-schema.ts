/**
 * The schemas of the War part of the bridge (contract.ts), with the limits of rules.ts: a
 * simulation request is checked whole before any worker thread starts.
 */
import { z } from 'zod';
import { fields, flag, oneOf, text, wholeNumber } from '../gate';
import type { WarEvents, WarRequests } from './contract';
import { WAR_LIMITS, type WarLimitName } from './rules';

/** Run ids are chosen by the window; they only need to tell runs apart. */
export const MAX_RUN_ID_TEXT = 200;

const limit = (name: WarLimitName) => wholeNumber(WAR_LIMITS[name].min, WAR_LIMITS[name].max);
const runId = text(MAX_RUN_ID_TEXT, 1);

export const WarRulesRequestSchema = fields({
  warSize: limit('warSize'),
  decks: limit('decks'),
  pickup: oneOf(['random', 'ordered']),
  peace: flag(),
  cap: limit('cap'),
}).partial();

export const WarRequestSchemas = {
  'war.simulate': fields({
    games: limit('games'),
    seed: limit('seed'),
    rules: WarRulesRequestSchema,
    runId,
  }),
  'war.cancel': fields({ runId }),
} satisfies { [K in keyof WarRequests]: z.ZodType<WarRequests[K]['request']> };

const count = z.number().int().min(0);

export const WarEventSchemas = {
  'war.progress': z.object({ runId: z.string(), played: count, games: count }),
} satisfies { [E in keyof WarEvents]: z.ZodType<WarEvents[E]> };
