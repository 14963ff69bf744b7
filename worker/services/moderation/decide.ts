import type { ModerationAction } from "#domain/moderation-rules.ts";
import { m } from "#domain/paraglide/messages.js";
import type { Moderator } from "#worker/accounts/roles.ts";
import type { QuestionRow, QuestionStatus } from "#worker/db/schema.ts";
import type { AppContext } from "#worker/services/context.ts";
import { notFound, ServiceError } from "#worker/services/errors.ts";
import {
  applyDecisions,
  type Decision,
  type QuestionChanges,
  questionsForReview,
} from "#worker/services/moderation/queue-rows.ts";

/** The refusal when someone else decided first, in the request's language. */
export const alreadyDecided = () => m.moderation_error_already_decided();

/** The log's before and after: only what the decision changes, dates as ISO text. */
export function decision(
  row: QuestionRow,
  action: ModerationAction,
  from: readonly QuestionStatus[],
  set: QuestionChanges,
): Decision {
  const keys = Object.keys(set) as (keyof QuestionChanges)[];
  const shown = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));
  return {
    questionId: row.id,
    from,
    set,
    action,
    before: Object.fromEntries(keys.map((k) => [k, shown(row[k])])),
    after: Object.fromEntries(keys.map((k) => [k, shown(set[k])])),
  };
}

/** The question a moderator acts on, or a 404 for an id that is not one. */
export async function reviewedQuestion(ctx: AppContext, id: string): Promise<QuestionRow> {
  const [row] = await questionsForReview(ctx.db, [id]);
  if (!row) throw notFound(m.moderation_error_no_such_question());
  return row;
}

/** Applies one decision, or says that someone else got there first (nothing written then). */
export async function decideOne(ctx: AppContext, actor: Moderator, made: Decision, now: Date) {
  const applied = await applyDecisions(ctx.db, actor, [made], now);
  if (!applied.has(made.questionId)) throw new ServiceError(409, alreadyDecided());
}
