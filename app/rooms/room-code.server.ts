import { data } from "react-router";
import { roomCodeSchema } from "#domain/room-protocol.ts";

/** The room code in a URL, or the site's 404 for anything that cannot be one. */
export function codeFromParams(code: string | undefined): string {
  const parsed = roomCodeSchema.safeParse(code ?? "");
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}
