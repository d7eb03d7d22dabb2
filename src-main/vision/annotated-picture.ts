/**
 * The overlay picture of `solitaire read --overlay`: the screenshot, dimmed, with every card
 * the reader recognised boxed and labelled, from the same `BoardReading` the window's live
 * overlay draws. Green: a clear match; magenta: a cheated card (also marked "!"); orange: a
 * card settled by the count of four; blue: a locked column; grey dashes: an empty column.
 */
import sharp from 'sharp';
import type { BoardReading } from './read';
import type { Screenshot } from './screenshot';

export const OVERLAY_COLOURS = {
  card: '#33dd55',
  cheated: '#ff44dd',
  settled: '#ffaa22',
  locked: '#4499ff',
  empty: '#999999',
  game: '#ffee44',
} as const;

const escape = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A scale as people read it: "2" for a whole one, "1.423" for a measured fractional one. */
export function scaleLabel(scale: number): string {
  return Number.isInteger(scale) ? String(scale) : scale.toFixed(3);
}

/** The SVG layer alone (screen-sized), for callers that draw it elsewhere. */
export function overlaySvg(reading: BoardReading, width: number, height: number): string {
  const k = reading.scale;
  const stroke = Math.max(1, Math.round(k / 2));
  const font = Math.round(7 * k + 4);
  const parts: string[] = [];
  const r = reading.rect;
  parts.push(
    `<rect x="${r.x + 0.5}" y="${r.y + 0.5}" width="${r.width - 1}" height="${r.height - 1}" fill="none" stroke="${OVERLAY_COLOURS.game}" stroke-width="1" stroke-dasharray="6 4"/>`,
  );
  // What the reader measured, above the cards (game row 110 at the left of column 0).
  const caption = `scale ${scaleLabel(k)}${reading.pixelPerfect ? ', pixel-perfect' : ''}${reading.frameSeen ? '' : ', frame not seen'}`;
  const cx = reading.origin.x + 240 * k;
  const cy = reading.origin.y + 110 * k;
  parts.push(
    `<rect x="${cx}" y="${cy - font}" width="${font * 0.62 * caption.length + 6}" height="${font + 4}" fill="${OVERLAY_COLOURS.game}"/>`,
    `<text x="${cx + 3}" y="${cy}" font-family="DejaVu Sans Mono, monospace" font-size="${font}" font-weight="bold" fill="#000000">${escape(caption)}</text>`,
  );
  for (const column of reading.columns) {
    const b = column.box;
    if (column.state === 'empty') {
      parts.push(
        `<rect x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}" fill="none" stroke="${OVERLAY_COLOURS.empty}" stroke-width="${stroke}" stroke-dasharray="${4 * k} ${3 * k}"/>`,
      );
    } else if (column.state === 'locked') {
      parts.push(
        `<rect x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}" fill="none" stroke="${OVERLAY_COLOURS.locked}" stroke-width="${2 * stroke}"/>`,
        `<rect x="${b.x + b.width / 2 - font * 2.1}" y="${b.y + b.height / 2 - font}" width="${font * 4.2}" height="${font + 4}" fill="${OVERLAY_COLOURS.locked}"/>`,
        `<text x="${b.x + b.width / 2}" y="${b.y + b.height / 2}" font-family="DejaVu Sans Mono, monospace" font-size="${font}" font-weight="bold" text-anchor="middle" fill="#000000">LOCKED</text>`,
      );
    }
  }
  for (const card of reading.cards) {
    const colour = card.settled
      ? OVERLAY_COLOURS.settled
      : card.cheated
        ? OVERLAY_COLOURS.cheated
        : OVERLAY_COLOURS.card;
    const b = card.box;
    const inset = stroke / 2;
    parts.push(
      `<rect x="${b.x + inset}" y="${b.y + inset}" width="${b.width - stroke}" height="${b.height - stroke}" fill="none" stroke="${colour}" stroke-width="${stroke}"/>`,
    );
    const label = card.label + (card.cheated ? '!' : '') + (card.settled ? '?' : '');
    const lx = card.glyphBox.x + card.glyphBox.width + 3 * k;
    const ly = card.glyphBox.y;
    const labelWidth = font * 0.62 * label.length + 4;
    parts.push(
      `<rect x="${lx}" y="${ly - 1}" width="${labelWidth}" height="${font + 2}" fill="${colour}"/>`,
      `<text x="${lx + 2}" y="${ly + font - 2}" font-family="DejaVu Sans Mono, monospace" font-size="${font}" font-weight="bold" fill="#000000">${escape(label)}</text>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
}

/** The screenshot with the reading drawn over it, as PNG bytes. */
export async function renderOverlay(shot: Screenshot, reading: BoardReading): Promise<Buffer> {
  const { width, height, channels } = shot;
  let pixels = Buffer.from(shot.data.buffer, shot.data.byteOffset, width * height * channels);
  if (shot.order === 'bgra' && channels >= 3) {
    pixels = Buffer.from(pixels);
    for (let i = 0; i < pixels.length; i += channels) {
      const b = pixels[i];
      pixels[i] = pixels[i + 2];
      pixels[i + 2] = b;
    }
  }
  const svg = Buffer.from(overlaySvg(reading, width, height));
  return sharp(pixels, { raw: { width, height, channels } })
    .toColourspace('srgb')
    .composite([{ input: svg, top: 0, left: 0 }])
    .png()
    .toBuffer();
}
