import { type CommentVoteValue, wilsonLowerBound } from "#domain/discussion.ts";
import type { Database } from "#worker/db/client.ts";
import { statement } from "./rows";

/**
 * A member's vote on a published comment, exact however many arrive at once. One batch (one
 * transaction) writes or removes the member's row and then counts the comment's up and down again
 * from the rows, so no two votes can both read the same old count. The score (Wilson lower bound)
 * needs a square root SQLite may not have, so it is written after, in JavaScript, and only while
 * the counts are still the ones it was computed from: a slower request never writes a stale score
 * over the one a newer count produced; the newer request writes its own.
 */
export async function recordCommentVote(
  db: Database,
  commentId: string,
  userId: string,
  value: CommentVoteValue,
  now: number,
): Promise<{ up: number; down: number } | undefined> {
  const write =
    value === 0
      ? statement(db, `delete from comment_votes where comment_id = ? and user_id = ?`, commentId, userId)
      : statement(
          db,
          `insert into comment_votes (comment_id, user_id, value, created_at)
           select ?1, ?2, ?3, ?4 where exists
             (select 1 from comments where id = ?1 and status = 'published' and (user_id is null or user_id <> ?2))
           on conflict (comment_id, user_id) do update set value = excluded.value`,
          commentId,
          userId,
          value,
          now,
        );
  const [, counted] = await db.$client.batch([
    write,
    statement(
      db,
      `update comments set
         up = (select count(*) from comment_votes where comment_id = ?1 and value = 1),
         down = (select count(*) from comment_votes where comment_id = ?1 and value = -1)
       where id = ?1 returning up, down`,
      commentId,
    ),
  ]);
  const [counts] = (counted?.results ?? []) as { up: number; down: number }[];
  if (!counts) return undefined;
  await statement(
    db,
    `update comments set score = ? where id = ? and up = ? and down = ?`,
    wilsonLowerBound(counts.up, counts.down),
    commentId,
    counts.up,
    counts.down,
  ).run();
  return counts;
}
