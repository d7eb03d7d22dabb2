/**
 * At most a few pictures decoded at once for the window (two by default): a picture of up to
 * 50 million pixels takes up to 200 MB while it is decoded, so requests beyond that are
 * refused at once with a message rather than queued, and memory stays bounded whatever the
 * window sends.
 */
export class PictureSlots {
  private busy = 0;

  constructor(readonly size = 2) {}

  /** Pictures being read now. */
  get inUse(): number {
    return this.busy;
  }

  /** Runs `read` in a free slot, or refuses when every slot is taken. */
  async run<T>(read: () => Promise<T>): Promise<T> {
    if (this.busy >= this.size) {
      throw new Error(
        `${this.size === 2 ? 'two' : this.size} pictures are being read already: open this one again when they are done`,
      );
    }
    this.busy++;
    try {
      return await read();
    } finally {
      this.busy--;
    }
  }
}
