import { env } from "cloudflare:workers";
import { data } from "react-router";
import { roomCodeSchema } from "#domain/room-protocol.ts";
import { checkLimit, retryHeaders, roomLookupsLimit } from "#worker/services/limits.ts";

/** The room code in a URL, or the site's 404 for anything that cannot be one. */
export function codeFromParams(code: string | undefined): string {
  const parsed = roomCodeSchema.safeParse(code ?? "");
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

export type LookupRefusal = { message: string; init: { status: 429; headers: Record<string, string> } };

/**
 * Counts one look-up of a room by its code against the address group's limit, just before the
 * room is asked: guessing codes from one network stays slow. Null when within the limit.
 */
export async function lookupRefusal(request: Request): Promise<LookupRefusal | null> {
  const limit = await checkLimit(env, request, roomLookupsLimit);
  if (limit.ok) return null;
  return { message: limit.message, init: { status: 429, headers: retryHeaders(limit) } };
}

/** The same, for a loader or action whose refusal is the page's "That did not work" answer. */
export async function countLookup(request: Request): Promise<void> {
  const refused = await lookupRefusal(request);
  if (refused) throw data(refused.message, refused.init);
}
