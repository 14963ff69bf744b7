import { m } from "#domain/paraglide/messages.js";
import type { ReportInput } from "#domain/report-schema.ts";
import { publishedBy } from "#worker/db/questions.ts";
import type { AppContext } from "#worker/services/context.ts";
import { notFound } from "#worker/services/errors.ts";
import { logIfChanged, prepared } from "#worker/services/moderation/queue-rows.ts";
import {
  hideWhenReported,
  insertReport,
  questionStatus,
  reportedByQuery,
} from "#worker/services/moderation/report-rows.ts";
import { questionChanged } from "#worker/services/question-changed.ts";
import { hashFor } from "#worker/votes/question-voters.ts";

/** This many distinct voters with open reports hide a question until a moderator decides. */
export const AUTO_HIDE_REPORTS = 5;

/** Who is reporting: the root voter hash a vote would use (the cookie's, or the signed-in account's). */
export type Reporter = { voter: string };

/** An expected outcome, never an exception: the page and the API each turn it into their answer. */
export type ReportOutcome =
  | { status: "reported"; hidden: boolean }
  | { status: "already-reported" }
  | { status: "not-found" };

/**
 * Who the audit log names for a hide no moderator made. Stored in English; the log shows it in the
 * page's language (worker/services/moderation/audit-log.ts).
 */
const AUTOMATIC = { userId: null, email: `automatic (${AUTO_HIDE_REPORTS} reports)` };

/** The number of reports in an automatic actor's name, or undefined for a person's address. */
export function automaticActorReports(email: string): number | undefined {
  const match = /^automatic \((\d+) reports\)$/.exec(email);
  return match ? Number(match[1]) : undefined;
}
const HIDE_CHANGE = { before: { status: "published" }, after: { status: "hidden" } };

/**
 * Records one report per voter and question in one D1 round trip (one transaction): the insert,
 * the automatic hide at AUTO_HIDE_REPORTS, and the status after both, so two reports racing for
 * the fifth place cannot both miss the hide. A hidden question is like a missing one: not found.
 * The report limit belongs at the top of this function, before anything is written, so the page
 * action and the API share it.
 */
export async function reportQuestion(
  ctx: AppContext,
  questionId: string,
  reporter: Reporter,
  input: ReportInput,
  now = new Date(),
): Promise<ReportOutcome> {
  const { db } = ctx;
  const voterHash = await hashFor(ctx, questionId, reporter.voter);
  const report = { questionId, voterHash, ...input, note: input.note ?? null };
  // Raw D1 statements, so the audit log's row can ride along, written only if the hide happened.
  const [inserted, hidden, , status] = await db.$client.batch([
    prepared(db, insertReport(db, { ...report, createdAt: now })),
    prepared(db, hideWhenReported(db, questionId, AUTO_HIDE_REPORTS)),
    logIfChanged(
      db,
      AUTOMATIC,
      { action: "auto-hide", questionId, contactMessageId: null, ...HIDE_CHANGE },
      now,
    ),
    prepared(db, questionStatus(db, questionId)),
  ]);
  const hiddenNow = (hidden?.meta.changes ?? 0) > 0;
  // The question's objects cache its status, the edge its pages: without this they would take votes
  // for minutes more, and serve its pages for up to a minute.
  if (hiddenNow) await questionChanged(ctx, questionId);
  if ((inserted?.meta.changes ?? 0) > 0) return { status: "reported", hidden: hiddenNow };
  const [row] = (status?.results ?? []) as { status: string }[];
  return row?.status === "published" ? { status: "already-reported" } : { status: "not-found" };
}

/**
 * The report page: the published question and whether this voter has reported it. A returning
 * voter costs a second read, since what their report is stored under depends on the question's id.
 */
export async function getReportPage(ctx: AppContext, slug: string, voter?: string) {
  const [row] = await publishedBy(ctx.db, { slug });
  if (!row) throw notFound(m.moderation_error_question_not_found());
  const { id, questionText, optionA, optionB } = row;
  const reported = voter ? await reportedBy(ctx, id, voter) : false;
  return { question: { id, slug, questionText, optionA, optionB }, reportedByYou: reported };
}

/** Whether this voter (a root hash) has reported the question. */
export async function reportedBy(ctx: AppContext, questionId: string, voter: string): Promise<boolean> {
  const rows = await reportedByQuery(ctx.db, questionId, await hashFor(ctx, questionId, voter));
  return rows.length > 0;
}
