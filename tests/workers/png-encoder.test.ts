import { decode } from "fast-png";
import { describe, expect, it } from "vitest";
import { encodePng } from "#worker/share-cards/png.ts";

/** A picture with every kind of byte: a gradient, random noise and an opaque block. */
function samplePixels(width: number, height: number): Uint8Array {
  const pixels = new Uint8Array(width * height * 4);
  let seed = 7;
  for (let i = 0; i < pixels.length; i += 4) {
    const x = (i / 4) % width;
    seed = (seed * 1103515245 + 12345) >>> 0;
    pixels.set([x * 4, seed & 0xff, (seed >>> 8) & 0xff, x < width / 2 ? 255 : (seed >>> 16) & 0xff], i);
  }
  return pixels;
}

describe("the pictures' PNG encoder", () => {
  it("writes a PNG that decodes, every checksum valid, to exactly the pixels given", () => {
    const pixels = samplePixels(67, 41);
    const png = encodePng(pixels, 67, 41);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const image = decode(png, { checkCrc: true });
    expect({
      width: image.width,
      height: image.height,
      channels: image.channels,
      depth: image.depth,
    }).toEqual({
      width: 67,
      height: 41,
      channels: 4,
      depth: 8,
    });
    expect(new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength)).toEqual(pixels);
  });

  it("compresses a flat picture to under 1% of its raw size", () => {
    const flat = new Uint8Array(1200 * 630 * 4).fill(200);
    const png = encodePng(flat, 1200, 630);
    expect(png.length).toBeLessThan(flat.length / 100);
    expect(decode(png, { checkCrc: true }).width).toBe(1200);
  });

  it("refuses pixels that do not fill the size", () => {
    expect(() => encodePng(new Uint8Array(10), 2, 2)).toThrow("are not 2x2 RGBA pixels");
  });
});
