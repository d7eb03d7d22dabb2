/**
 * Why a picture could not be read. `kind` lets callers react (automation retries a frame
 * that is 'unreadable' because the pointer or an animation is in the way, but stops on
 * 'no-game'); the message is written for people and names what was searched or where.
 */
export type VisionErrorKind = 'no-game' | 'cropped' | 'impossible' | 'unreadable';

export class VisionError extends Error {
  constructor(
    readonly kind: VisionErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'VisionError';
  }
}
