import { readConfig } from "#worker/config.ts";

/**
 * The per-player limit on what a socket sends (a vote each question, so a handful a minute in
 * play). A socket message has no request to log, so the binding is asked directly; the room's
 * own table already keeps votes to exactly one per player and question.
 */
export async function allowRoomMessage(env: Cloudflare.Env, key: string): Promise<boolean> {
  if (!readConfig(env).rateLimits) return true;
  const { success } = await env.LIMIT_ROOM_VOTES.limit({ key });
  return success;
}
