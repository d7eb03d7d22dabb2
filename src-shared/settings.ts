import { z } from 'zod';
import { AutoSolveOptionsSchema, DEFAULT_AUTOSOLVE_OPTIONS } from './autosolve/options';

/**
 * Everything the app remembers between runs. Each field carries its own fallback, so one bad
 * value (hand-edited file, older version) resets that field alone and keeps the rest.
 * Unknown keys are dropped on load.
 */
export const ThemeChoice = z.enum(['system', 'light', 'dark']);
export type ThemeChoice = z.infer<typeof ThemeChoice>;

export const WindowBounds = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(400).max(10000),
  height: z.number().int().min(300).max(10000),
  maximized: z.boolean().default(false),
});
export type WindowBounds = z.infer<typeof WindowBounds>;

export const DEFAULT_WINDOW: WindowBounds = { width: 1280, height: 800, maximized: false };

export const SettingsSchema = z.object({
  theme: ThemeChoice.catch('system'),
  area: z.enum(['autosolve', 'klondike', 'molek', 'war']).catch('autosolve'),
  window: WindowBounds.catch(DEFAULT_WINDOW),
  /** The Auto-solve window's options (each field falls back alone). */
  autosolve: AutoSolveOptionsSchema.catch(DEFAULT_AUTOSOLVE_OPTIONS),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = SettingsSchema.parse({});

/** A patch a window may send: any subset of the top-level keys. */
export type SettingsPatch = Partial<Settings>;
