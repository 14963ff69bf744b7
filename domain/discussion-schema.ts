// What members send to the discussion, parsed the same way by the API and the page forms. Each
// message is made while a request is parsed, in that request's language.
import { COMMENT_MAX, COMMENT_SORTS, DEFAULT_COMMENT_SORT } from "./discussion";
import { PAGE_MAX } from "./limits";
import { normaliseLines } from "./normalise-text";
import { m } from "./paraglide/messages.js";
import { z } from "./zod";

export const commentIdSchema = z
  .string({ error: () => m.comment_error_id() })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: () => m.comment_error_id() });

/**
 * A comment's text: several lines allowed, normalised (invisible and control characters out, NFKC,
 * spaces collapsed) before it is measured, so what is counted is what is stored.
 */
const commentText = z
  .string({ error: () => m.comment_error_not_text() })
  .transform((body) => normaliseLines(body))
  .pipe(
    z
      .string()
      .min(1, { error: () => m.comment_error_empty() })
      .max(COMMENT_MAX, { error: () => m.comment_error_too_long({ max: COMMENT_MAX }) }),
  );

export const commentBodySchema = z.object({
  body: commentText,
  /** The top-level comment this answers; missing, null or blank for a new thread. */
  parentId: z
    .union([commentIdSchema, z.literal(""), z.null()])
    .optional()
    .transform((id) => id || null),
});

export const commentEditSchema = z.object({ body: commentText });

/** 1 up, -1 down, 0 takes the vote back; forms send them as text. */
export const commentVoteSchema = z.object({
  value: z
    .union([z.number(), z.string()], { error: () => m.comment_error_vote_value() })
    .transform((value) => Number(value))
    .pipe(
      z.union([z.literal(1), z.literal(-1), z.literal(0)], { error: () => m.comment_error_vote_value() }),
    ),
});

function wholePage() {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === "") return 1;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 1) {
        ctx.addIssue({ code: "custom", message: m.comment_error_page() });
        return z.NEVER;
      }
      return Math.min(n, PAGE_MAX);
    });
}

/** `?sort=top|new&page=N` of a discussion, from the API or the question page's links. */
export const discussionQuerySchema = z.object({
  sort: z
    .string()
    .optional()
    .transform((sort) => sort?.trim() || DEFAULT_COMMENT_SORT)
    .pipe(z.enum(COMMENT_SORTS, { error: () => m.comment_error_sort() })),
  page: wholePage(),
});

export type CommentBodyInput = z.output<typeof commentBodySchema>;
export type DiscussionQuery = z.output<typeof discussionQuerySchema>;
