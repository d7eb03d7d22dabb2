/**
 * The schemas of the Auto-solve window's part of the bridge (contract.ts). The options a run
 * starts with are built from the option table (options.ts), field by field, so a field added
 * there is checked here with its own range; and every event a run sends has its shape here.
 */
import { z } from 'zod';
import type { Board, Rank } from '../molek/cards';
import { strictOptionsShape } from '../molek/options';
import type { Move } from '../molek/rules';
import { fields, nothing, oneOf, text } from '../gate';
import type { AutoSolveEvents, AutoSolveRequests } from './contract';
import { AUTOSOLVE_FIELDS, type AutoSolveOptions } from './options';

/** A screenshot's PNG as base64: as much as the web host takes in one request. */
export const MAX_SCREENSHOT_BASE64 = 32 * 1024 * 1024;
export const MAX_FILE_NAME = 1000;

/** Every option of the panel, each in its range; none may be missing or unknown. */
export const AutoSolveOptionsRequestSchema = fields(
  strictOptionsShape(AUTOSOLVE_FIELDS),
) as unknown as z.ZodType<AutoSolveOptions>;

export const AutoSolveRequestSchemas = {
  'autosolve.readScreenshot': fields({
    base64: text(MAX_SCREENSHOT_BASE64, 1),
    name: text(MAX_FILE_NAME),
  }),
  'autosolve.start': AutoSolveOptionsRequestSchema,
  'autosolve.stop': nothing(),
  'autosolve.state': nothing(),
  'autosolve.exportReport': fields({ format: oneOf(['csv', 'json']) }),
} satisfies { [K in keyof AutoSolveRequests]: z.ZodType<AutoSolveRequests[K]['request']> };

const count = z.number().int().min(0);
const RankSchema = z.number().int().min(6).max(14) as unknown as z.ZodType<Rank>;
export const BoardSchema: z.ZodType<Board> = z.object({
  columns: z.array(z.object({ cards: z.array(RankSchema), cheated: z.boolean() })),
});
export const MoveSchema: z.ZodType<Move> = z.object({
  from: count,
  row: count,
  to: count,
  cheat: z.boolean(),
});
const Box = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

export const OverlaySchema = z.object({
  image: z.string(),
  width: z.number(),
  height: z.number(),
  board: BoardSchema.nullable(),
  cards: z.array(
    z.object({
      column: count,
      row: count,
      rank: RankSchema,
      box: Box,
      glyphBox: Box,
      distance: z.number(),
      confidence: z.number(),
      cheated: z.boolean(),
      settled: z.string().nullable(),
    }),
  ),
  columns: z.array(
    z.object({ column: count, state: z.enum(['cards', 'empty', 'locked']), box: Box }),
  ),
  rect: Box.nullable(),
  scale: z.number().nullable(),
  origin: z.object({ x: z.number(), y: z.number() }).nullable(),
  confidence: z.number().nullable(),
  problem: z.string().nullable(),
});

const GameRecordSchema = z.object({
  game: count,
  won: z.boolean(),
  cheatFree: z.boolean(),
  moves: count.nullable(),
  solveSeconds: z.number().nullable(),
  gameSeconds: z.number(),
  failure: z.string().nullable(),
});

const RunReportSchema = z.object({
  runId: count,
  planned: count,
  ended: z.enum(['completed', 'stopped', 'aborted', 'failed']),
  reason: z.string().nullable(),
  games: z.array(GameRecordSchema),
  summary: z.object({
    games: count,
    wins: count,
    failures: count,
    cheatFreeWins: count,
    averageMoves: z.number().nullable(),
    averageSolveSeconds: z.number().nullable(),
    averageGameSeconds: z.number().nullable(),
  }),
});

const level = z.enum(['info', 'warn', 'error']);
const inGame = { runId: count, game: count };

export const AutoSolveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('run-started'), runId: count, games: count }),
  z.object({ type: z.literal('step'), ...inGame, step: z.string() }),
  z.object({ type: z.literal('game-started'), ...inGame, games: count }),
  z.object({ type: z.literal('board-read'), ...inGame, overlay: OverlaySchema }),
  z.object({
    type: z.literal('solved'),
    ...inGame,
    board: BoardSchema,
    moves: z.array(MoveSchema),
    seconds: z.number(),
  }),
  z.object({ type: z.literal('move'), ...inGame, index: count, done: z.boolean() }),
  z.object({ type: z.literal('desync'), ...inGame, message: z.string() }),
  z.object({
    type: z.literal('game-ended'),
    ...inGame,
    won: z.boolean(),
    failure: z.string().nullable(),
    wins: count,
  }),
  z.object({ type: z.literal('message'), runId: count, level, message: z.string() }),
  z.object({ type: z.literal('run-ended'), runId: count, report: RunReportSchema }),
]);

export const AutoSolveEventSchemas = {
  'autosolve.event': AutoSolveEventSchema,
} satisfies { [E in keyof AutoSolveEvents]: z.ZodType<AutoSolveEvents[E]> };
