import type { IncomingMessage } from 'node:http';

/** Said with status 413 when a body is too large; the connection is closed after it. */
export class BodyTooLarge extends Error {}

/**
 * The body as text; refuses one larger than `limit` bytes without reading the rest (the
 * caller answers 413 and closes the connection).
 */
export function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const tooLarge = () =>
      new BodyTooLarge(`the request body is larger than ${limit.toLocaleString('en-US')} bytes`);
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) return reject(tooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
  });
}
