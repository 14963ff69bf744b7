import { encode } from "uqr";

/**
 * A QR code of `url` as an SVG data URL for an <img>: one path of whole modules with crisp edges,
 * so scaling to the card's 240 px never blurs a module into its neighbours. Medium error
 * correction survives a card photographed at an angle; the quiet zone is two modules, and the
 * card's white background extends it.
 */
export function qrDataUrl(url: string): string {
  const { size, data } = encode(url, { ecc: "M", border: 2 });
  let path = "";
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#0f172a"/></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
