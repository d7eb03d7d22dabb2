/**
 * Picture bombs made in the test, small on disk and huge when decoded: a 111-byte SVG that
 * declares 12000×12000, and real PNGs of any size (one bit a pixel, all black: 15000×15000 is
 * 28 MB of rows that deflate to about 30 KB, and 675 MB of RGB once decoded).
 */
import { deflateSync } from 'node:zlib';

export const SVG_BOMB =
  '<svg xmlns="http://www.w3.org/2000/svg" width="12000" height="12000">' +
  '<rect width="12000" height="12000"/></svg>';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A valid black PNG of `width`×`height`, one bit a pixel (grey). */
export function blackPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale; compression, filter and interlace 0
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height); // filter 0, black
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
