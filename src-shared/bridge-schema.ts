/**
 * The gate of the bridge (bridge.ts): one schema per request and per event, gathered from
 * the areas' `contract-schema.ts` files beside their contracts. The dispatcher parses every
 * request with these before a handler runs (src-main/handlers/dispatch.ts), and every event
 * before it leaves the main process. The mapped types make a request or event without a
 * schema, or a schema that answers a different shape than the contract, a type error.
 */
import { z } from 'zod';
import { AutoSolveEventSchemas, AutoSolveRequestSchemas } from './autosolve/contract-schema';
import { AutoSolveOptionsRequestSchema } from './autosolve/contract-schema';
import type { BridgeEvents, EventName, RequestName, RequestOf } from './bridge';
import { fields, flag, nothing, oneOf, wholeNumber } from './gate';
import { KlondikeRequestSchemas } from './klondike/contract-schema';
import { MolekEventSchemas, MolekRequestSchemas } from './molek/contract-schema';
import { SettingsSchema, ThemeChoice, WindowBounds, type SettingsPatch } from './settings';
import { WarEventSchemas, WarRequestSchemas } from './war/contract-schema';

const settings = SettingsSchema.shape;
const bounds = WindowBounds.shape;
/** Far past any screen, but a number a window can be placed at. */
const SCREEN_EDGE = 100_000;
const size = (s: z.ZodNumber) => wholeNumber(s.minValue ?? 0, s.maxValue ?? SCREEN_EDGE);

/** A settings patch: any of the top-level keys, each valid as a whole (settings.ts). */
export const SettingsPatchSchema = fields({
  theme: oneOf(ThemeChoice.options),
  area: oneOf(settings.area.unwrap().options),
  window: fields({
    x: wholeNumber(-SCREEN_EDGE, SCREEN_EDGE).optional(),
    y: wholeNumber(-SCREEN_EDGE, SCREEN_EDGE).optional(),
    width: size(bounds.width),
    height: size(bounds.height),
    maximized: flag().optional(),
  }),
  autosolve: AutoSolveOptionsRequestSchema,
}).partial() as unknown as z.ZodType<SettingsPatch>;

export const REQUEST_SCHEMAS: { [K in RequestName]: z.ZodType<RequestOf<K>> } = {
  'app.info': nothing(),
  'settings.get': nothing(),
  'settings.update': SettingsPatchSchema,
  ...KlondikeRequestSchemas,
  ...WarRequestSchemas,
  ...MolekRequestSchemas,
  ...AutoSolveRequestSchemas,
};

export const EVENT_SCHEMAS: { [E in EventName]: z.ZodType<BridgeEvents[E]> } = {
  status: z.object({
    source: z.string(),
    message: z.string(),
    level: z.enum(['info', 'warn', 'error']),
  }),
  'file.opened': z.object({ path: z.string(), name: z.string(), base64: z.string() }),
  ...WarEventSchemas,
  ...MolekEventSchemas,
  ...AutoSolveEventSchemas,
};
