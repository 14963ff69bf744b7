import { qrPath } from "#domain/qr-path.ts";

/**
 * Where the QR code goes: a box of a colour nothing else on a picture uses, which satori lays out and
 * `drawQrCode` then replaces with the code itself. Given to satori as an inline SVG, the code would
 * come out as an embedded SVG image, a second document for resvg to parse, mask and scale, which
 * slowed the card's drawing (docs/decisions/0004-share-pictures.md).
 */
const SLOT_COLOUR = "#010203";
const SLOT = new RegExp(
  `<rect x="([\\d.]+)" y="([\\d.]+)" width="([\\d.]+)" height="([\\d.]+)" fill="${SLOT_COLOUR}"\\s*/>`,
);

export function QrCodeSlot({ size }: { size: number }) {
  return <div style={{ display: "flex", width: size, height: size, background: SLOT_COLOUR }} />;
}

/**
 * Draws a QR code of `url` into satori's `svg` in place of its `QrCodeSlot`, as one path of whole
 * modules. Crisp edges keep modules from blurring into each other at any size.
 */
export function drawQrCode(svg: string, url: string): string {
  const slot = SLOT.exec(svg);
  if (!slot) throw new Error("The picture has no place for its QR code.");
  const [, x, y, width] = slot;
  const { modules, path } = qrPath(url);
  const scale = Number(width) / modules;
  const code =
    `<g transform="translate(${x} ${y}) scale(${scale})" shape-rendering="crispEdges">` +
    `<rect width="${modules}" height="${modules}" fill="#ffffff"/><path d="${path}" fill="#0f172a"/></g>`;
  return svg.slice(0, slot.index) + code + svg.slice(slot.index + slot[0].length);
}
