import { MODERATION_ACTIONS, type ModerationAction } from "#domain/moderation-rules.ts";
import { m } from "#domain/paraglide/messages.js";
import type { AppContext } from "#worker/services/context.ts";
import { recentLog } from "#worker/services/moderation/queue-rows.ts";
import { automaticActorReports } from "#worker/services/moderation/reports.ts";

const LOG_PAGE = 100;

/** What the log calls the actions on comments, in the page's language. */
const COMMENT_ACTIONS: Record<string, () => string> = {
  "comment-publish": m.moderation_comment_log_publish,
  "comment-remove": m.moderation_comment_log_remove,
  "comment-restore": m.moderation_comment_log_restore,
  "comment-auto-hide": m.moderation_comment_log_auto_hide,
};

function actionName(action: string): string {
  const label = Object.hasOwn(COMMENT_ACTIONS, action)
    ? COMMENT_ACTIONS[action]
    : MODERATION_ACTIONS[action as ModerationAction];
  return label?.() ?? action;
}

const parsed = (json: string | null): Record<string, unknown> =>
  json ? (JSON.parse(json) as Record<string, unknown>) : {};

/** A moderator's address, or the automatic hide in the page's language. */
function actorName(userId: string | null, email: string): string {
  const reports = userId === null ? automaticActorReports(email) : undefined;
  return reports === undefined ? email : m.moderation_log_automatic({ count: reports });
}

/** The latest moderator actions: who, what, when, and each changed field before and after. */
export async function auditLog(ctx: AppContext) {
  const rows = await recentLog(ctx.db, LOG_PAGE);
  return rows.map((row) => {
    const before = parsed(row.before);
    const after = parsed(row.after);
    return {
      id: row.id,
      at: row.createdAt.toISOString(),
      actor: actorName(row.actorUserId, row.actorEmail),
      action: actionName(row.action),
      questionId: row.questionId,
      questionSlug: row.questionSlug,
      commentId: row.commentId,
      contactMessageId: row.contactMessageId,
      changes: Object.keys(after).map((field) => ({
        field,
        before: before[field] ?? null,
        after: after[field] ?? null,
      })),
    };
  });
}
