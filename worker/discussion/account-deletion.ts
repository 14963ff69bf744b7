import { wilsonLowerBound } from "#domain/discussion.ts";
import type { Database } from "#worker/db/client.ts";
import { statement } from "./rows";

/**
 * Before an account is deleted: its comments lose their text and name like a deletion by their
 * author (replies under them keep their place), its votes on comments go and those comments are
 * counted again, and every count these change is counted again in the same transaction. Its reports
 * go with the account (the foreign key).
 */
export async function forgetMembersDiscussion(db: Database, userId: string, now = new Date()) {
  const voted = await statement(
    db,
    `select comment_id as id from comment_votes where user_id = ?`,
    userId,
  ).all<{
    id: string;
  }>();
  const votedIds = JSON.stringify(voted.results.map((row) => row.id));
  const [, , , , recounted] = await db.$client.batch([
    statement(
      db,
      `update comments set status = 'deleted', body = null, author_name = null, review_flags = null, deleted_at = ?2
       where user_id = ?1 and status <> 'deleted'`,
      userId,
      now.getTime(),
    ),
    statement(
      db,
      `update questions set comment_count =
         (select count(*) from comments c where c.question_id = questions.id and c.status = 'published')
       where id in (select question_id from comments where user_id = ?)`,
      userId,
    ),
    statement(
      db,
      `update comments set reply_count =
         (select count(*) from comments r where r.parent_id = comments.id and r.status = 'published')
       where id in (select parent_id from comments where user_id = ? and parent_id is not null)`,
      userId,
    ),
    statement(db, `delete from comment_votes where user_id = ?`, userId),
    statement(
      db,
      `update comments set
         up = (select count(*) from comment_votes v where v.comment_id = comments.id and v.value = 1),
         down = (select count(*) from comment_votes v where v.comment_id = comments.id and v.value = -1)
       where id in (select value from json_each(?)) returning id, up, down`,
      votedIds,
    ),
  ]);
  // As for a vote (votes.ts): the score only while the counts are still the ones it came from.
  const scores = ((recounted?.results ?? []) as { id: string; up: number; down: number }[]).map((c) =>
    statement(
      db,
      `update comments set score = ? where id = ? and up = ? and down = ?`,
      wilsonLowerBound(c.up, c.down),
      c.id,
      c.up,
      c.down,
    ),
  );
  if (scores.length > 0) await db.$client.batch(scores);
}
