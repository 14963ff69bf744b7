import type { QuestionEdit, Rejection } from "#domain/moderation-rules.ts";
import type { ReportReason } from "#domain/report-rules.ts";
import type { Moderator } from "#worker/accounts/roles.ts";
import type { QuestionRow, QuestionStatus } from "#worker/db/schema.ts";
import type { AppContext } from "#worker/services/context.ts";
import type { QuestionChanges } from "#worker/services/moderation/queue-rows.ts";
import { hiddenQuestions, openReports, resolveReports } from "#worker/services/moderation/queue-rows.ts";
import { questionChanged } from "#worker/services/question-changed.ts";
import { decideOne, decision, reviewedQuestion } from "./decide";
import { duplicateText, editChanges, isDuplicateText } from "./edit";

const REPORTS_READ = 500;
const HIDDEN_READ = 50;

type OpenReport = Awaited<ReturnType<typeof openReports>>[number];

/** Questions with open reports (oldest report first), each with its reports; then the hidden rest. */
export async function reportedQuestions(ctx: AppContext) {
  const [open, hidden] = await ctx.db.batch([
    openReports(ctx.db, REPORTS_READ),
    hiddenQuestions(ctx.db, HIDDEN_READ),
  ]);
  const grouped = new Map<
    string,
    { question: Omit<OpenReport, "reason" | "note" | "reportedAt">; reports: Report[] }
  >();
  for (const { reason, note, reportedAt, ...question } of open) {
    const entry = grouped.get(question.questionId) ?? { question, reports: [] };
    entry.reports.push({ reason, note, reportedAt: reportedAt.toISOString() });
    grouped.set(question.questionId, entry);
  }
  return {
    reported: [...grouped.values()],
    hidden: hidden
      .filter((q) => !grouped.has(q.questionId))
      .map(({ reviewedAt, ...q }) => ({ ...q, hiddenAt: reviewedAt?.toISOString() ?? null })),
  };
}

type Report = { reason: ReportReason; note: string | null; reportedAt: string };

const LIVE: readonly QuestionStatus[] = ["published", "hidden"];

/** What a moderator can do with a reported or hidden question; each answers its open reports. */
export const reportDecisions = {
  /** The reports were wrong: the question stays, or comes back, as it was. */
  keep: (ctx: AppContext, actor: Moderator, id: string, now: Date) =>
    decideLive(ctx, actor, id, "keep", { status: "published", reviewedAt: now }, now),
  /** Out of every list, page and API read until a moderator restores it; its votes are kept. */
  hide: (ctx: AppContext, actor: Moderator, id: string, now: Date) =>
    decideLive(ctx, actor, id, "hide", { status: "hidden", reviewedAt: now }, now),
  restore: (ctx: AppContext, actor: Moderator, id: string, now: Date) =>
    decideLive(ctx, actor, id, "restore", { status: "published", reviewedAt: now }, now),
  /** Taken down for good, with the reason its submitter will read. */
  remove: (ctx: AppContext, actor: Moderator, id: string, rejection: Rejection, now: Date) =>
    decideLive(
      ctx,
      actor,
      id,
      "remove",
      {
        status: "rejected",
        rejectionReason: rejection.reason,
        rejectionNote: rejection.note ?? null,
        reviewedAt: now,
      },
      now,
    ),
  /** Fixed in place and published again; its address stays, so shared links keep working. */
  edit: async (ctx: AppContext, actor: Moderator, id: string, edit: QuestionEdit, now: Date) => {
    const changes = async (row: QuestionRow) => ({
      ...(await editChanges(ctx, row, edit)),
      status: "published" as const,
      reviewedAt: now,
    });
    try {
      await decideLive(ctx, actor, id, "edit", changes, now);
    } catch (error) {
      if (isDuplicateText(error)) throw duplicateText();
      throw error;
    }
  },
};

async function decideLive(
  ctx: AppContext,
  actor: Moderator,
  id: string,
  action: "keep" | "hide" | "restore" | "remove" | "edit",
  set: QuestionChanges | ((row: QuestionRow) => Promise<QuestionChanges>),
  now: Date,
) {
  const row = await reviewedQuestion(ctx, id);
  const changes = typeof set === "function" ? await set(row) : set;
  await decideOne(ctx, actor, decision(row, action, LIVE, changes), now);
  await resolveReports(ctx.db, id, now);
  // The question's vote objects and the cached pages show it: hidden, removed, restored or edited,
  // they must know now.
  await questionChanged(ctx, id);
}
