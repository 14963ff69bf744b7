import { m } from "#domain/paraglide/messages.js";

/** The room's join link as a QR code, drawn from a path the server computed (domain/qr-path.ts). */
export function RoomQr({
  qr,
  size,
  code,
  label,
}: {
  qr: { modules: number; path: string };
  size: number;
  code: string;
  /** What the code opens, when it is not the room's join page. */
  label?: string;
}) {
  return (
    <svg
      role="img"
      aria-label={label ?? m.rooms_qr_label({ code })}
      width={size}
      height={size}
      viewBox={`0 0 ${qr.modules} ${qr.modules}`}
      shapeRendering="crispEdges"
      className="shrink-0 rounded-lg"
    >
      <rect width={qr.modules} height={qr.modules} fill="#ffffff" />
      <path d={qr.path} fill="#0f172a" />
    </svg>
  );
}
