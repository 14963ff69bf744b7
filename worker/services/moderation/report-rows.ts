import { and, eq, sql } from "drizzle-orm";
import type { ReportReason } from "#domain/report-rules.ts";
import type { Database } from "#worker/db/client.ts";
import { questions, reports } from "#worker/db/schema.ts";

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

/** Whether the voter with this hash for the question has reported it (a query for a batch). */
export function reportedByQuery(db: Database, questionId: string, voterHash: string) {
  return db
    .select({ reported: sql<number>`1` })
    .from(reports)
    .where(and(eq(reports.questionId, questionId), eq(reports.voterHash, voterHash)))
    .limit(1);
}
