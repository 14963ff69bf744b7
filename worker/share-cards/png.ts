// PNG encoding for the pictures. resvg's own encoder (zlib compiled to wasm) took longer than
// drawing the picture. The runtime's native zlib, with no row filters, does the work far faster
// for files of about the same size (docs/decisions/0004-share-pictures.md). A PNG is a signature
// and three chunks: IHDR (size and pixel format), IDAT (zlib-compressed rows, each led by its filter byte)
// and IEND.
import { deflateSync } from "node:zlib";

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const BYTES_PER_PIXEL = 4;
/** IHDR after the size: 8-bit samples, colour type 6 (RGBA), deflate, filter method 0, no interlacing. */
const RGBA_8_BIT = [8, 6, 0, 0, 0];

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * Level 3 is the last of deflate's fast levels: on a card it is several times faster than the default
 * level (6, which CompressionStream always uses), for a somewhat larger file (decision 0004). Sub or
 * Up row filters cost more to compute here than they save.
 */
const DEFLATE_LEVEL = 3;

function zlib(bytes: Uint8Array): Uint8Array {
  return deflateSync(bytes, { level: DEFLATE_LEVEL });
}

/**
 * Encodes straight (not premultiplied) 8-bit RGBA pixels, row after row, as a PNG. resvg's pixels
 * are premultiplied, which is the same thing only where a pixel is opaque: draw on a background.
 */
export function encodePng(pixels: Uint8Array, width: number, height: number): Uint8Array<ArrayBuffer> {
  const stride = width * BYTES_PER_PIXEL;
  if (pixels.length !== stride * height) {
    throw new Error(`${pixels.length} bytes are not ${width}x${height} RGBA pixels`);
  }
  // Each row is led by its filter byte, left 0: none.
  const rows = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    rows.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  const header = new Uint8Array(13);
  const headerView = new DataView(header.buffer);
  headerView.setUint32(0, width);
  headerView.setUint32(4, height);
  header.set(RGBA_8_BIT, 8);
  const chunks: [string, Uint8Array][] = [
    ["IHDR", header],
    ["IDAT", zlib(rows)],
    ["IEND", new Uint8Array()],
  ];

  // Each chunk: its length, its type, its data, and a CRC of type and data.
  const size = SIGNATURE.length + chunks.reduce((sum, [, data]) => sum + 12 + data.length, 0);
  const png = new Uint8Array(size);
  const view = new DataView(png.buffer);
  png.set(SIGNATURE);
  let at = SIGNATURE.length;
  for (const [type, data] of chunks) {
    view.setUint32(at, data.length);
    const typed = at + 4;
    for (let i = 0; i < 4; i++) png[typed + i] = type.charCodeAt(i);
    png.set(data, typed + 4);
    at = typed + 4 + data.length;
    view.setUint32(at, crc32(png.subarray(typed, at)));
    at += 4;
  }
  return png;
}
