/**
 * Vision as the run loop uses it: vision's reader (src-main/vision) with the place the game
 * was found last time as its first guess, so following frames are read at once.
 */
import { readScreenshot, type BoardReading } from '../vision/read';
import type { GlyphTemplates } from '../vision/glyphs';
import type { VisionFn } from './eyes';

export function visionForAutomation(templates?: GlyphTemplates): VisionFn {
  return (shot, hint) => {
    const reading: BoardReading = readScreenshot(shot, { hint, templates });
    return { board: reading.board, scale: reading.scale, origin: reading.origin, detail: reading };
  };
}
