import type { RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { m } from "#domain/paraglide/messages.js";
import type { ReportReason } from "#domain/report-rules.ts";
import type { ReviewFlag } from "#domain/review-flags.ts";
import { z } from "#domain/zod.ts";
import { readTextForm } from "#worker/services/forms.ts";
import {
  decideComment,
  listCommentQueue,
  listRemovedComments,
} from "#worker/services/moderation/comments.ts";
import { answering, done, parseForm, refused } from "./answer.server";
import { currentModerator } from "./guard.server";

type Context = Readonly<RouterContextProvider>;

export const COMMENT_VIEWS = ["waiting", "removed"] as const;
export type CommentList = (typeof COMMENT_VIEWS)[number];

// A hand-typed or stale address shows the first page of the waiting comments, never an error page.
const querySchema = z.object({
  view: z.enum(COMMENT_VIEWS).catch("waiting"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export function commentsQuery(request: Request) {
  const params = new URL(request.url).searchParams;
  return querySchema.parse({ view: params.get("view") ?? undefined, page: params.get("page") ?? undefined });
}

/** What the page shows of one comment, whichever list it came from. */
export type ModeratedComment = {
  id: string;
  status: "held" | "hidden" | "removed";
  firstComment: boolean;
  isReply: boolean;
  body: string;
  language: "en" | "zh";
  authorName: string | null;
  authorEmail: string | null;
  questionSlug: string;
  questionText: string;
  createdAt: string;
  flags: ReviewFlag[];
  reports: { reason: ReportReason; note: string | null; reportedAt: string }[];
};

type Listed = Awaited<ReturnType<typeof listCommentQueue>>["items"][number];

const toModerated = (c: Listed): ModeratedComment => ({
  id: c.id,
  status: c.status,
  firstComment: c.firstComment,
  isReply: c.parentId !== null,
  body: c.body,
  language: c.language,
  authorName: c.authorName,
  authorEmail: c.authorEmail,
  questionSlug: c.questionSlug,
  questionText: c.questionText,
  createdAt: c.createdAt,
  flags: c.flags,
  reports: c.reports,
});

export async function loadComments(request: Request, context: Context) {
  const { app } = requestContext(context);
  const { view, page } = commentsQuery(request);
  const list = view === "removed" ? listRemovedComments : listCommentQueue;
  const { items, ...paging } = await list(app, { page });
  return { view, ...paging, items: items.map(toModerated) };
}

const commentIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: () => m.moderation_comment_error_id() });

const DECISIONS = {
  publish: m.moderation_comment_published,
  remove: m.moderation_comment_removed,
  restore: m.moderation_comment_restored,
} as const;

const isDecision = (intent: string): intent is keyof typeof DECISIONS => Object.hasOwn(DECISIONS, intent);

/** Publish, remove or restore one comment; the service writes the audit log in the same step. */
export async function commentsAction(request: Request, context: Context) {
  const form = await readTextForm(request, ["intent", "id"] as const);
  const { app } = requestContext(context);
  const id = form.id || undefined;
  return answering(id, async () => {
    if (!isDecision(form.intent)) return refused(m.moderation_comment_error_form(), 400);
    const commentId = parseForm(commentIdSchema, form.id);
    const { status } = await decideComment(app, currentModerator(context), commentId, form.intent);
    if (status === "not-found") return refused(m.moderation_comment_not_found(), 404, id);
    if (status === "unchanged") return refused(m.moderation_comment_unchanged(), 409, id);
    return done(DECISIONS[form.intent](), id);
  });
}
