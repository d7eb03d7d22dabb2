/**
 * What the War area keeps across area switches, reloads and restarts: the form as typed, the
 * last run's figures and the last comparison of war sizes. Read back with a schema: anything
 * that does not fit is dropped, and the area starts from its defaults.
 */
import { z } from 'zod';
import type { WarReport } from '../../../src-shared/war/report';
import type { WarSizePoint } from './WarSizeChart';

export interface WarForm {
  games: string;
  seed: string;
  warSize: string;
  decks: string;
  randomPickup: boolean;
  peace: boolean;
  compareGames: string;
}

export type WarResult = WarReport & { seconds: number };

export interface WarKept {
  form: WarForm;
  result: WarResult | null;
  points: WarSizePoint[];
}

const count = z.number().finite();

const FormSchema = z.object({
  games: z.string(),
  seed: z.string(),
  warSize: z.string(),
  decks: z.string(),
  randomPickup: z.boolean(),
  peace: z.boolean(),
  compareGames: z.string(),
});

// The figures the area draws; the rest of a report is kept as it was stored.
const ResultSchema = z.looseObject({
  games: count,
  seconds: count,
  rules: z.looseObject({ cap: count }),
  battles: z.looseObject({
    mean: count,
    sd: count,
    median: count,
    percentiles: z.array(z.object({ p: count, battles: count })),
  }),
  wars: z.object({ total: count, perGame: count }),
  longest: z.object({ battles: count, game: count, dealSeed: count }),
  wins: z.object({ first: count, second: count, drawn: count }),
  capped: count,
  histogram: z.object({
    from: count,
    width: count,
    counts: z.array(count),
    beyond: count,
  }),
});

const PointSchema = z.object({
  warSize: count,
  mean: count,
  median: count,
  wars: count,
  capped: count,
});

const KeptSchema = z.object({
  form: FormSchema,
  result: ResultSchema.nullable(),
  points: z.array(PointSchema),
});

export function loadWar(value: unknown, defaults: WarKept): WarKept {
  const parsed = KeptSchema.safeParse(value);
  return parsed.success ? (parsed.data as unknown as WarKept) : defaults;
}
