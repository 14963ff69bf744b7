import {
  COMMENTS_PAGE_SIZE,
  type CommentSort,
  type CommentView,
  type CommentVoteValue,
  type DiscussionPage,
} from "#domain/discussion.ts";
import type { Database } from "#worker/db/client.ts";
import { COMMENT_COLUMNS, type CommentRecord, statement } from "./rows";
import { type Reader, toCommentView } from "./view";

export type QuestionKey = { id: string } | { slug: string };

// Every statement below takes ?1 = the question's id or slug, and the ones that need it ?2 = the
// reader's account (null for nobody), ?3 = the page size, ?4 = the offset.
const questionId = (key: QuestionKey) =>
  `(select id from questions where ${"id" in key ? "id" : "slug"} = ?1 and status = 'published')`;

/**
 * The top-level comments a reader sees: published ones; taken-down ones that still have visible
 * replies (as a "deleted" placeholder, so the thread stays); and the reader's own waiting ones.
 */
const topLevel = (key: QuestionKey, alias: string) => `${alias}.question_id = ${questionId(key)}
  and ${alias}.parent_id is null
  and (${alias}.status = 'published'
    or (${alias}.status in ('deleted', 'removed', 'hidden') and ${alias}.reply_count > 0)
    or (${alias}.status in ('held', 'hidden') and ${alias}.user_id = ?2))`;

const ORDER: Record<CommentSort, (alias: string) => string> = {
  top: (a) => `${a}.score desc, ${a}.created_at desc, ${a}.id desc`,
  new: (a) => `${a}.created_at desc, ${a}.id desc`,
};

const pageOf = (key: QuestionKey, sort: CommentSort, alias: string) =>
  `select ${alias === "c" ? COMMENT_COLUMNS : `${alias}.id`} from comments ${alias}
   where ${topLevel(key, alias)} order by ${ORDER[sort](alias)} limit ?3 offset ?4`;

/**
 * One round trip for a page of a discussion: the question and its count, the page of top-level
 * comments, all visible replies under them (oldest first), how many top-level comments there are,
 * and the reader's votes on the question's comments.
 */
export async function readDiscussion(
  db: Database,
  key: QuestionKey,
  options: { sort: CommentSort; page: number; reader: Reader; now?: Date },
): Promise<DiscussionPage | undefined> {
  const keyValue = "id" in key ? key.id : key.slug;
  const reader = options.reader?.userId ?? null;
  const paging = [keyValue, reader, COMMENTS_PAGE_SIZE, (options.page - 1) * COMMENTS_PAGE_SIZE];
  const [question, page, replies, count, votes] = await db.$client.batch([
    statement(
      db,
      `select id, comment_count as total from questions where ${"id" in key ? "id" : "slug"} = ?1 and status = 'published'`,
      keyValue,
    ),
    statement(db, pageOf(key, options.sort, "c"), ...paging),
    statement(
      db,
      `select ${COMMENT_COLUMNS} from comments c
       where c.question_id = ${questionId(key)} and c.parent_id in (${pageOf(key, options.sort, "t")})
         and (c.status = 'published' or (c.status in ('held', 'hidden') and c.user_id = ?2))
       order by c.created_at asc, c.id asc`,
      ...paging,
    ),
    statement(db, `select count(*) as n from comments t where ${topLevel(key, "t")}`, keyValue, reader),
    statement(
      db,
      `select v.comment_id as commentId, v.value from comment_votes v join comments c on c.id = v.comment_id
       where c.question_id = ${questionId(key)} and v.user_id = ?2`,
      keyValue,
      reader,
    ),
  ]);
  const [found] = (question?.results ?? []) as { id: string; total: number }[];
  if (!found) return undefined;
  const myVotes = new Map(
    ((votes?.results ?? []) as { commentId: string; value: CommentVoteValue }[]).map((v) => [
      v.commentId,
      v.value,
    ]),
  );
  const view = (row: CommentRecord, replies?: CommentView[]) =>
    toCommentView(row, options.reader, { myVote: myVotes.get(row.id), replies, now: options.now });
  const byParent = new Map<string, CommentView[]>();
  for (const row of (replies?.results ?? []) as CommentRecord[]) {
    const list = byParent.get(row.parentId ?? "") ?? [];
    list.push(view(row));
    byParent.set(row.parentId ?? "", list);
  }
  const topCount = ((count?.results ?? []) as { n: number }[])[0]?.n ?? 0;
  return {
    questionId: found.id,
    sort: options.sort,
    page: options.page,
    totalPages: Math.max(1, Math.ceil(topCount / COMMENTS_PAGE_SIZE)),
    total: found.total,
    comments: ((page?.results ?? []) as CommentRecord[]).map((row) => view(row, byParent.get(row.id) ?? [])),
  };
}
