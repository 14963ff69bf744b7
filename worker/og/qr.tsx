import { qrPath } from "../../app/lib/qr-path";

/**
 * A QR code of `url` drawn as one path of whole modules in the picture's own SVG (an embedded image
 * would be a second document for resvg to parse, draw and scale: half the card's drawing time).
 * Crisp edges keep modules from blurring into each other at any size. Medium error correction
 * survives a card photographed at an angle; the quiet zone is two modules, and the card's white
 * background extends it (app/lib/qr-path.ts).
 */
export function QrCode({ url, size }: { url: string; size: number }) {
  const { modules, path } = qrPath(url);
  return (
    <svg
      role="img"
      aria-label="QR code that opens the question"
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
