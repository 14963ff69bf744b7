import { groupDigits } from "#app/lib/format.ts";
import { m } from "#domain/paraglide/messages.js";

/** "1 comment", "12 comments", "12 条评论". */
export function commentCountText(count: number): string {
  const shown = groupDigits(count);
  return count === 1 ? m.discussion_count_one({ shown }) : m.discussion_count_many({ shown });
}
