/**
 * What the reading strategies share for one picture: the options, the templates, the edge
 * scan (made once, by whichever strategy needs it first) and the clock that splits the time
 * into finding the game and reading it.
 */
import { VisionError } from '../errors';
import { scanEdges, type Edges } from '../find';
import type { GlyphTemplates } from '../glyphs';
import type { BoardReading, ReadOptions } from '../reading';
import type { Screenshot } from '../screenshot';

/** Most doubtful cards a pixel-perfect reading may settle before the resampling reader is tried. */
export const EXACT_DOUBTS = 3;

export class ReadContext {
  /** When the game was located (performance.now()); the time before is finding it. */
  foundAt: number;
  private scanned: Edges | null = null;

  constructor(
    readonly shot: Screenshot,
    readonly options: ReadOptions,
    readonly templates: GlyphTemplates,
    readonly startedAt: number,
  ) {
    this.foundAt = startedAt;
  }

  located(): void {
    this.foundAt = performance.now();
  }

  /**
   * Every edge run of four sampled rows or more: the resampling search joins broken ones;
   * the pixel-perfect search takes the long ones as they are.
   */
  edges(): Edges {
    this.scanned ??= scanEdges(this.shot, 8, 4);
    return this.scanned;
  }
}

/** A strategy's reading, or the VisionError that stopped it (any other error is thrown). */
export type Attempt =
  { reading: BoardReading; failure: null } | { reading: null; failure: VisionError | null };

export function attempt(read: () => BoardReading | null): Attempt {
  try {
    const reading = read();
    return reading ? { reading, failure: null } : { reading: null, failure: null };
  } catch (error) {
    if (!(error instanceof VisionError)) throw error;
    return { reading: null, failure: error };
  }
}
