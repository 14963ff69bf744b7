import { encode } from "uqr";

/**
 * A QR code of `text` as one SVG path of whole modules, and its size in modules. Medium error
 * correction survives a photographed card or a projector seen at an angle; the quiet zone is two
 * modules, and whatever draws it fills the background white. Each run of dark modules in a row is
 * one rectangle, far fewer shapes to draw than one square per module.
 */
export function qrPath(text: string): { modules: number; path: string } {
  const { size: modules, data } = encode(text, { ecc: "M", border: 2 });
  let path = "";
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (row[x]) x++;
      const run = x - start;
      path += `M${start} ${y}h${run}v1h-${run}z`;
    }
  });
  return { modules, path };
}
