import { encode } from "uqr";

/**
 * A QR code of `text` as one SVG path of whole modules, and its size in modules. Medium error
 * correction survives a photographed card or a projector seen at an angle; the quiet zone is two
 * modules, and whatever draws it fills the background white.
 */
export function qrPath(text: string): { modules: number; path: string } {
  const { size: modules, data } = encode(text, { ecc: "M", border: 2 });
  let path = "";
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { modules, path };
}
