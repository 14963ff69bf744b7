// satori lays the element out as SVG; resvg (2.6, faster than the 2.4 "legacy" build: decision 0004)
// rasterises it; worker/share-cards/png.ts encodes the PNG. Both are the workerd builds, whose wasm ships as
// modules (deployed Workers may not compile wasm at run time). They are called directly rather than
// through @cf-wasm/og's `render`, which hands satori a new fonts array on every call, defeating its
// font cache.
import { Resvg } from "@cf-wasm/resvg/workerd";
import { satori } from "@cf-wasm/satori/workerd";
import type { ReactElement } from "react";
import { additionalGlyphs, type PictureFont } from "./fonts";
import { encodePng } from "./png";

export type Picture = { png: Uint8Array<ArrayBuffer>; renderMs: number };

/**
 * Draws an element to a PNG of exactly `size` with bundled fonts only (`fonts`, from
 * lettering.ts). `finish` may draw into satori's SVG what satori would draw slowly
 * (worker/share-cards/qr.tsx).
 */
export async function drawPng(
  element: ReactElement,
  size: { width: number; height: number },
  fonts: PictureFont[],
  finish: (svg: string) => string = (svg) => svg,
): Promise<Picture> {
  const started = performance.now();
  const layout = await satori(element, {
    ...size,
    fonts,
    loadAdditionalAsset: async (languageCode) => additionalGlyphs(languageCode),
  });
  const svg = finish(layout);
  // Every picture fills its frame, so the background never shows; it makes every pixel opaque,
  // where resvg's premultiplied pixels are what a PNG stores.
  const resvg = await Resvg.async(svg, {
    fitTo: { mode: "width", value: size.width },
    background: "#ffffff",
  });
  const image = resvg.render();
  try {
    const png = encodePng(image.pixels, image.width, image.height);
    return { png, renderMs: performance.now() - started };
  } finally {
    image.free();
    resvg.free();
  }
}
