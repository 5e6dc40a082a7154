/**
 * Draws the PWA icons (a receipt on the brand colour) as PNG files into public/icons: the default
 * brand's icon-*.png and the bank's bank-icon-*.png (its manifest, scripts/build/brands.ts).
 * Run with: node_modules/.bin/tsx scripts/make-icons.ts (the outputs are committed).
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { bankTokens } from '../design-system/theme/tokens/bank';
import { defaultTokens } from '../design-system/theme/tokens/default';

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
let brand = rgb(defaultTokens.color.brand);

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

function png(size: number, pixel: (x: number, y: number) => number[]): Buffer {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const p = pixel(x / size, y / size);
      raw.set(p, y * (size * 4 + 1) + 1 + x * 4);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function roundedRect(
  x: number,
  y: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  r: number,
): boolean {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** The receipt glyph in a box of the given inset (0 = full size). */
function glyph(x: number, y: number, inset: number): number[] | null {
  const s = 1 - 2 * inset;
  const u = (x - inset) / s;
  const v = (y - inset) / s;
  const inPaper = roundedRect(u, v, 0.28, 0.18, 0.72, 0.82, 0.04);
  if (!inPaper) return null;
  const lines = [0.32, 0.42, 0.52];
  for (const l of lines)
    if (v > l && v < l + 0.045 && u > 0.36 && u < (l === 0.52 ? 0.56 : 0.64)) return [...brand, 255];
  if (v > 0.66 && v < 0.72 && u > 0.5 && u < 0.64) return [...brand, 255];
  return [255, 255, 255, 255];
}

const round = (size: number) =>
  png(size, (x, y) => {
    if (!roundedRect(x, y, 0, 0, 1, 1, 0.18)) return [0, 0, 0, 0];
    return glyph(x, y, 0) ?? [...brand, 255];
  });
const maskable = (size: number) => png(size, (x, y) => glyph(x, y, 0.1) ?? [...brand, 255]);

for (const [prefix, colour] of [
  ['icon', defaultTokens.color.brand],
  ['bank-icon', bankTokens.color.brand],
] as const) {
  brand = rgb(colour);
  writeFileSync(`public/icons/${prefix}-192.png`, round(192));
  writeFileSync(`public/icons/${prefix}-512.png`, round(512));
  writeFileSync(`public/icons/${prefix}-maskable-512.png`, maskable(512));
}
console.log('icons written');
