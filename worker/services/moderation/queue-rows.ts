import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, sql } from "drizzle-orm";
import type { Moderator } from "#worker/accounts/roles.ts";
import type { Database } from "#worker/db/client.ts";
import { moderationLog, type QuestionStatus, questions, reports } from "#worker/db/schema.ts";

export type QuestionChanges = Partial<
  Pick<
    typeof questions.$inferInsert,
    | "status"
    | "questionText"
    | "optionA"
    | "optionB"
    | "category"
    | "slug"
    | "dedupeKey"
    | "publishedAt"
    | "reviewedAt"
    | "rejectionReason"
    | "rejectionNote"
  >
>;

/** One moderator decision on one question: applied only while the question is still in `from`. */
export type Decision = {
  questionId: string;
  from: readonly QuestionStatus[];
  set: QuestionChanges;
  action: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
};

/** What a moderator reads of a question: its address and words. */
const questionWording = {
  slug: questions.slug,
  questionText: questions.questionText,
  optionA: questions.optionA,
  optionB: questions.optionB,
  category: questions.category,
};

/** The questions as a moderator decides on them, with what the log records as "before". */
export function questionsForReview(db: Database, ids: string[]) {
  return db.select().from(questions).where(inArray(questions.id, ids));
}

export function pendingQueue(db: Database, limit: number) {
  return db
    .select({
      id: questions.id,
      ...questionWording,
      submittedBy: questions.submittedBy,
      createdAt: questions.createdAt,
      reviewFlags: questions.reviewFlags,
    })
    .from(questions)
    .where(eq(questions.status, "pending"))
    .orderBy(asc(questions.createdAt))
    .limit(limit);
}

export function pendingCount(db: Database) {
  return db.select({ n: count() }).from(questions).where(eq(questions.status, "pending"));
}

/**
 * Applies every decision in one D1 transaction. Each update is conditional on the status the
 * moderator saw, and its log row is written only when that update changed the row (`changes()`),
 * so two moderators deciding at once apply and log the first decision only. Returns the ids applied.
 */
export async function applyDecisions(db: Database, actor: Moderator, decisions: Decision[], now: Date) {
  if (decisions.length === 0) return new Set<string>();
  const statements = decisions.flatMap((d) => [
    prepared(
      db,
      db
        .update(questions)
        .set(d.set)
        .where(and(eq(questions.id, d.questionId), inArray(questions.status, [...d.from])))
        .returning({ id: questions.id }),
    ),
    logIfChanged(db, actor, { ...d, contactMessageId: null }, now),
  ]);
  const results = await db.$client.batch<{ id: string }>(statements);
  return new Set(results.flatMap((result, i) => (i % 2 === 0 ? result.results.map((r) => r.id) : [])));
}

/**
 * A drizzle query as a raw D1 statement: drizzle's batch cannot carry the INSERT ... SELECT of
 * `logIfChanged`, so batches that log are sent to D1 directly.
 */
export function prepared(db: Database, query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  return db.$client.prepare(text).bind(...params);
}

type LogEntry = Pick<Decision, "action" | "before" | "after"> & {
  questionId?: string | null;
  contactMessageId: number | null;
};

/** The log row for the statement just before it in a batch, written only if that one changed a row. */
export function logIfChanged(
  db: Database,
  actor: Pick<Moderator, "email"> & { userId: string | null },
  entry: LogEntry,
  now: Date,
) {
  return db.$client
    .prepare(
      `insert into moderation_log (actor_user_id, actor_email, action, question_id, contact_message_id, before, after, created_at)
       select ?, ?, ?, ?, ?, ?, ?, ? where changes() = 1`,
    )
    .bind(
      actor.userId,
      actor.email,
      entry.action,
      entry.questionId ?? null,
      entry.contactMessageId,
      JSON.stringify(entry.before),
      JSON.stringify(entry.after),
      now.getTime(),
    );
}

/** A moderator's decision answers every report open on the question. */
export function resolveReports(db: Database, questionId: string, now: Date) {
  return db
    .update(reports)
    .set({ resolvedAt: now })
    .where(and(eq(reports.questionId, questionId), isNull(reports.resolvedAt)));
}

export function recentLog(db: Database, limit: number) {
  return db
    .select({ ...getTableColumns(moderationLog), questionSlug: questions.slug })
    .from(moderationLog)
    .leftJoin(questions, eq(questions.id, moderationLog.questionId))
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(limit);
}

/** Every open report with its question, oldest first: the reports section groups them by question. */
export function openReports(db: Database, limit: number) {
  return db
    .select({
      questionId: questions.id,
      ...questionWording,
      status: questions.status,
      reason: reports.reason,
      note: reports.note,
      reportedAt: reports.createdAt,
    })
    .from(reports)
    .innerJoin(questions, eq(questions.id, reports.questionId))
    .where(isNull(reports.resolvedAt))
    .orderBy(asc(reports.createdAt))
    .limit(limit);
}

/** Questions hidden and waiting for a moderator to restore or remove them. */
export function hiddenQuestions(db: Database, limit: number) {
  return db
    .select({
      questionId: questions.id,
      ...questionWording,
      status: questions.status,
      reviewedAt: questions.reviewedAt,
    })
    .from(questions)
    .where(eq(questions.status, "hidden"))
    .orderBy(desc(questions.reviewedAt))
    .limit(limit);
}

/** How many questions have reports waiting for a moderator. */
export function reportedCount(db: Database) {
  return db
    .select({ n: sql<number>`count(distinct ${reports.questionId})` })
    .from(reports)
    .where(isNull(reports.resolvedAt));
}
