import { groupDigits } from "#app/lib/format.ts";
import { m } from "#domain/paraglide/messages.js";

/** "1 comment", "12 comments", "12 条评论". */
export function commentCountText(count: number): string {
  const shown = groupDigits(count);
  return count === 1 ? m.discussion_count_one({ shown }) : m.discussion_count_many({ shown });
}

/**
 * A question's public comment count. The API's question objects carry it (commentCount); the
 * shared Question type does not name it yet, so it is read here, once.
 */
export function commentCountOf(question: object): number {
  const count = (question as { commentCount?: unknown }).commentCount;
  return typeof count === "number" ? count : 0;
}
