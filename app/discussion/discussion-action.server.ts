import { data, type RouterContextProvider, redirect } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { refusalInit } from "#app/page-errors.server.ts";
import {
  commentBodySchema,
  commentEditSchema,
  commentIdSchema,
  commentVoteSchema,
} from "#domain/discussion-schema.ts";
import { TURNSTILE_FIELD } from "#domain/human-check.ts";
import { m } from "#domain/paraglide/messages.js";
import { reportSchema } from "#domain/report-schema.ts";
import { fieldErrors, firstMessage, questionIdSchema } from "#domain/schemas.ts";
import type { z } from "#domain/zod.ts";
import {
  deleteComment,
  editComment,
  type Member,
  postComment,
  reportComment,
  voteComment,
} from "#worker/services/discussion.ts";
import { ServiceError } from "#worker/services/errors.ts";
import { readTextForm } from "#worker/services/forms.ts";
import { currentMember, discussionQuery } from "./discussion.server";
import {
  commentAnchor,
  type DiscussionNotice,
  type DiscussionQuery,
  discussionPath,
  withNotice,
} from "./discussion-query";
import {
  DISCUSSION_INTENTS,
  type DiscussionActionData,
  type DiscussionIntent,
  type DiscussionValues,
  isDiscussionIntent,
  SCRIPTED_FIELD,
} from "./intents";

// The question page's discussion forms. With JavaScript each answers its fetcher with data; without
// it a success goes back to the discussion (303) and a refusal draws the page again with the
// sentence and what was typed.

const FIELDS = [
  "intent",
  "questionId",
  "commentId",
  "body",
  "value",
  "reason",
  "note",
  SCRIPTED_FIELD,
  TURNSTILE_FIELD,
] as const;
type Form = Record<(typeof FIELDS)[number], string>;

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { slug?: string } };

/** The answer to a discussion form, or undefined when the post is another form's. */
export async function discussionAction({ request, context, params }: Args) {
  // A copy is read, so the other forms' action still has the whole request.
  const form = await readTextForm(request.clone() as Request, FIELDS);
  const intent = form.intent;
  if (!isDiscussionIntent(intent)) return undefined;
  const url = new URL(request.url);
  const step = new Step(intent, form, discussionQuery(url.searchParams), params.slug ?? "");
  const member = await currentMember(context);
  if (!member) return step.refuse(m.comment_error_sign_in(), 401);
  try {
    return await run(step, member, request, context);
  } catch (error) {
    if (error instanceof ServiceError) return step.refused(error);
    console.error("discussion action failed", intent, error);
    return step.refuse(m.discussion_failed(), 500);
  }
}

/** One form's post: what it answers with, either way. */
class Step {
  constructor(
    readonly intent: DiscussionIntent,
    readonly form: Form,
    readonly query: DiscussionQuery,
    readonly slug: string,
  ) {}

  get scripted() {
    return this.form[SCRIPTED_FIELD] !== "";
  }

  get values(): DiscussionValues {
    const { body, reason, note } = this.form;
    return { body, reason, note };
  }

  refuse(error: string, status: number, more: Partial<DiscussionActionData> = {}) {
    const commentId = this.form.commentId || undefined;
    return data<DiscussionActionData>(
      {
        intent: this.intent,
        status: "error",
        error,
        commentId,
        values: this.values,
        ...more,
      } as DiscussionActionData,
      status,
    );
  }

  refused(error: ServiceError) {
    const { turnstileSiteKey: siteKey, fields } = error.details ?? {};
    const answer = this.refuse(error.message, error.status, {
      ...(typeof siteKey === "string" ? { turnstileSiteKey: siteKey } : {}),
      ...(fields ? { fieldErrors: fields as Record<string, string> } : {}),
    });
    return data(answer.data, refusalInit(error));
  }

  /** Data for a fetcher; without JavaScript, back to the discussion at `anchor`. */
  done(
    answer: Omit<Extract<DiscussionActionData, { status: "ok" }>, "intent" | "status">,
    back: string,
    notice?: DiscussionNotice,
  ) {
    if (!this.scripted) {
      const query = this.intent === DISCUSSION_INTENTS.post ? { sort: "new" as const, page: 1 } : this.query;
      const path = discussionPath(this.slug, query, back);
      return redirect(notice ? withNotice(path, notice) : path, 303);
    }
    return data<DiscussionActionData>({ intent: this.intent, status: "ok", ...answer });
  }
}

function parsed<T>(result: { success: true; data: T } | { success: false; error: z.ZodError }) {
  if (result.success) return result.data;
  throw new ServiceError(400, firstMessage(result.error), { fields: fieldErrors(result.error) });
}

async function run(step: Step, member: Member, request: Request, context: Readonly<RouterContextProvider>) {
  const { app } = requestContext(context);
  const { form } = step;
  if (step.intent === DISCUSSION_INTENTS.post || step.intent === DISCUSSION_INTENTS.reply) {
    const questionId = parsed(questionIdSchema.safeParse(form.questionId));
    const parentId = step.intent === DISCUSSION_INTENTS.reply ? form.commentId : null;
    const input = parsed(commentBodySchema.safeParse({ body: form.body, parentId }));
    const { status, comment } = await postComment(app, request, questionId, member, {
      ...input,
      turnstileToken: form[TURNSTILE_FIELD] || undefined,
    });
    const held = status === "held";
    const message = held ? m.discussion_posted_held() : m.discussion_posted();
    return step.done(
      { comment, held, message, commentId: parentId ?? undefined },
      commentAnchor(comment.id),
      held ? "held" : "posted",
    );
  }
  const commentId = parsed(commentIdSchema.safeParse(form.commentId));
  const back = commentAnchor(commentId);
  switch (step.intent) {
    case DISCUSSION_INTENTS.edit: {
      const { body } = parsed(commentEditSchema.safeParse({ body: form.body }));
      const comment = await editComment(app, commentId, member, body);
      return step.done({ commentId, comment }, back);
    }
    case DISCUSSION_INTENTS.delete:
      await deleteComment(app, commentId, member);
      return step.done({ commentId, deleted: true }, back);
    case DISCUSSION_INTENTS.vote: {
      const { value } = parsed(commentVoteSchema.safeParse({ value: form.value }));
      const votes = await voteComment(app, commentId, member, value);
      return step.done({ commentId, votes }, back);
    }
    default: {
      const input = parsed(reportSchema.safeParse({ reason: form.reason || undefined, note: form.note }));
      const outcome = await reportComment(app, request, commentId, member, input);
      const reported = outcome.status === "reported";
      const message = reported ? m.discussion_report_thanks() : m.discussion_report_repeat();
      return step.done({ commentId, message }, back, reported ? "reported" : "repeat");
    }
  }
}
