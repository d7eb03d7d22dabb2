/**
 * The schemas of the MOLEK-SYNTEZ part of the bridge (contract.ts): what a request must hold
 * before a handler sees it, and what a progress event carries. Option ranges come from the
 * option table (options.ts), so the window, the CLI and the gate cannot disagree.
 */
import { z } from 'zod';
import { fields, numberBetween, oneOf, text, wholeNumber } from '../gate';
import type { MolekEvents, MolekRequests } from './contract';
import { SolverOptionsRequestSchema, TIMEOUT_FIELD } from './options';

/** Notation is about 42 characters; anything far longer is not a board. */
export const MAX_BOARD_TEXT = 1000;
/** Solve and run ids are chosen by the window; they only need to tell runs apart. */
export const MAX_ID_TEXT = 200;

/** Fractions of a second are allowed (tests and the offline table use them). */
export const MolekTimeoutSchema = numberBetween(0.1, TIMEOUT_FIELD.max);

export const MolekSolveRequestSchema = fields({
  board: text(MAX_BOARD_TEXT, 1),
  options: SolverOptionsRequestSchema,
  timeoutS: MolekTimeoutSchema.optional(),
  id: text(MAX_ID_TEXT, 1).optional(),
});

export const MolekRequestSchemas = {
  'molek.solve': MolekSolveRequestSchema,
  'molek.cancelSolve': fields({ id: text(MAX_ID_TEXT, 1).optional() }),
} satisfies { [K in keyof MolekRequests]: z.ZodType<MolekRequests[K]['request']> };

const count = wholeNumber(0, Number.MAX_SAFE_INTEGER);

export const SolveProgressSchema = z.object({
  phase: oneOf(['cheat-free', 'shortest cheat-free', 'with cheats', 'shorter with cheats']),
  states: count,
  ms: z.number(),
  best: z.array(z.string()).nullable(),
  bestCheats: count,
});

export const MolekEventSchemas = {
  'molek.solveProgress': z.object({ id: z.string(), progress: SolveProgressSchema }),
} satisfies { [E in keyof MolekEvents]: z.ZodType<MolekEvents[E]> };
