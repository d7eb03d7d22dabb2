/**
 * Vision as the run loop uses it: vision's reader (src-main/vision) with the place the game
 * was found last time as its first guess, so following frames are read at once.
 */
import { VisionError } from '../vision/errors';
import { readScreenshot, type BoardReading } from '../vision/read';
import type { GlyphTemplates } from '../vision/glyphs';
import type { VisionFn } from './eyes';

export function visionForAutomation(templates?: GlyphTemplates): VisionFn {
  return (shot, hint) => {
    const reading: BoardReading = readScreenshot(shot, { hint, templates });
    if (!reading.frameSeen) {
      // The cards are on the screen but the bottom bar is not: nowhere to click NEW GAME,
      // and no check of where the game is beyond its cards. Play needs the whole game.
      throw new VisionError(
        'cropped',
        "the game's cards are on the screen but its bottom bar (NEW GAME) is not: move the game window fully onto the screen",
      );
    }
    return { board: reading.board, scale: reading.scale, origin: reading.origin, detail: reading };
  };
}
