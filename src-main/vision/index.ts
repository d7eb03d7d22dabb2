/** Reading the MOLEK-SYNTEZ board from screenshots (issue 4). */
export type { Screenshot } from './screenshot';
export { decodePicture, PictureError } from './screenshot';
export { VisionError, type VisionErrorKind } from './errors';
export { findGame, type GameLocation, type FindOptions } from './find';
export {
  readBoard,
  readScreenshot,
  type BoardReading,
  type CardReading,
  type ColumnReading,
  type ReadOptions,
} from './read';
export { boardsEqual, boardDifference } from './compare';
export { loadTemplates, type GlyphTemplates } from './glyphs';
export { defaultTemplates } from './default-glyphs';
export { renderOverlay, overlaySvg } from './annotated-picture';
export { cutGlyphs, writeGlyphs } from './extract';
