import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { ReportReason } from "../../app/lib/report-schema";
import type { Database } from "./client";
import { questions, reports } from "./schema";

// Visitors' reports of questions. The writes return unexecuted statements, so a report and its
// consequence (an automatic hide) go to D1 in one `db.batch`, which is one transaction.

export type NewReport = {
  questionId: string;
  voterHash: string;
  reason: ReportReason;
  note: string | null;
  createdAt: Date;
};

/**
 * Adds the report only while the question is published; the primary key (question, voter) makes a
 * repeat a no-op. `meta.changes` of the result says whether a row was written. (Query builders
 * throughout: drizzle's D1 batch cannot bind the parameters of raw `db.run` statements.)
 */
export function insertReport(db: Database, report: NewReport) {
  // The selected values follow the table's column order, resolved_at last.
  return db
    .insert(reports)
    .select(sql`
      select ${report.questionId}, ${report.voterHash}, ${report.reason}, ${report.note}, ${report.createdAt.getTime()}, null
      from ${questions} where ${questions.id} = ${report.questionId} and ${questions.status} = 'published'`)
    .onConflictDoNothing();
}

/**
 * Hides a published question once `threshold` distinct voters have open reports on it. In the same
 * batch as the insert, so the report that reaches the threshold is always the one that hides it.
 */
export function hideWhenReported(db: Database, questionId: string, threshold: number) {
  const openReports = sql`(select count(*) from ${reports} where ${reports.questionId} = ${questionId} and ${reports.resolvedAt} is null)`;
  return db
    .update(questions)
    .set({ status: "hidden" })
    .where(
      and(
        eq(questions.id, questionId),
        eq(questions.status, "published"),
        sql`${openReports} >= ${threshold}`,
      ),
    );
}

export function questionStatus(db: Database, questionId: string) {
  return db.select({ status: questions.status }).from(questions).where(eq(questions.id, questionId)).limit(1);
}

/** Whether this voter has reported the question with this slug (a query for the page's batch). */
export function reportedByQuery(db: Database, slug: string, voterHash: string | undefined) {
  const questionId: SQL = sql`(select ${questions.id} from ${questions} where ${questions.slug} = ${slug})`;
  return (
    db
      .select({ reported: sql<number>`1` })
      .from(reports)
      // Without a voter there is nothing to find; the empty hash matches no row and costs one index probe.
      .where(and(eq(reports.questionId, questionId), eq(reports.voterHash, voterHash ?? "")))
      .limit(1)
  );
}

/** For moderators: every question with open reports, the longest waiting first, whatever its status. */
export function questionsWithOpenReports(db: Database, limit = 100) {
  return db
    .select({
      id: questions.id,
      slug: questions.slug,
      questionText: questions.questionText,
      status: questions.status,
      openReports: sql<number>`count(*)`,
      firstReportedAt: sql<number>`min(${reports.createdAt})`.mapWith((ms: number) => new Date(ms)),
      /** Comma-separated, one entry per report, e.g. "spam,spam,offensive". */
      reasons: sql<string>`group_concat(${reports.reason})`,
    })
    .from(reports)
    .innerJoin(questions, eq(questions.id, reports.questionId))
    .where(isNull(reports.resolvedAt))
    .groupBy(questions.id)
    .orderBy(asc(sql`min(${reports.createdAt})`))
    .limit(limit);
}

/** For moderators: one question's open reports (without the reporters' identities), oldest first. */
export function openReportsFor(db: Database, questionId: string) {
  return db
    .select({ reason: reports.reason, note: reports.note, createdAt: reports.createdAt })
    .from(reports)
    .where(and(eq(reports.questionId, questionId), isNull(reports.resolvedAt)))
    .orderBy(asc(reports.createdAt));
}

/**
 * A moderator's decision (keep, hide, edit, remove) resolves every open report on the question;
 * put it in the same batch as the decision. Resolved reports no longer count toward an automatic
 * hide, and their reporters cannot report the question again.
 */
export function resolveReports(db: Database, questionId: string, at: Date) {
  return db
    .update(reports)
    .set({ resolvedAt: at })
    .where(and(eq(reports.questionId, questionId), isNull(reports.resolvedAt)));
}
