// The discussion's form intents and what the question page's action answers them with. Every
// discussion form posts to the question page, so they work with JavaScript (fetchers) and without.
import type { CommentView, CommentVoteValue } from "#domain/discussion.ts";

export const DISCUSSION_INTENTS = {
  post: "discussion-post",
  reply: "discussion-reply",
  edit: "discussion-edit",
  delete: "discussion-delete",
  vote: "discussion-vote",
  report: "discussion-report",
} as const;

export type DiscussionIntent = (typeof DISCUSSION_INTENTS)[keyof typeof DISCUSSION_INTENTS];

const INTENT_VALUES = new Set<string>(Object.values(DISCUSSION_INTENTS));
export const isDiscussionIntent = (value: unknown): value is DiscussionIntent =>
  typeof value === "string" && INTENT_VALUES.has(value);

/**
 * A form sent from a hydrated page carries this field, so its action answers with data for the
 * fetcher; without it (no JavaScript) a success redirects back to the discussion.
 */
export const SCRIPTED_FIELD = "scripted";

/** What a member typed, given back with a refusal so nothing is lost. */
export type DiscussionValues = { body?: string; reason?: string; note?: string };

export type DiscussionActionData =
  | {
      intent: DiscussionIntent;
      status: "ok";
      /** The comment the action was about (its parent, for a reply). */
      commentId?: string;
      /** A comment posted or edited, as its author now sees it. */
      comment?: CommentView;
      /** A post's outcome: published, or held for review. */
      held?: boolean;
      votes?: { up: number; down: number; myVote: CommentVoteValue };
      deleted?: boolean;
      message?: string;
    }
  | {
      intent: DiscussionIntent;
      status: "error";
      error: string;
      commentId?: string;
      values?: DiscussionValues;
      fieldErrors?: Record<string, string>;
      /** Set when this client must pass Turnstile before posting again. */
      turnstileSiteKey?: string;
    };

/** The action data of a discussion form, or undefined for any other form's answer. */
export function discussionAnswer(data: unknown): DiscussionActionData | undefined {
  const intent = (data as { intent?: unknown } | undefined)?.intent;
  return isDiscussionIntent(intent) ? (data as DiscussionActionData) : undefined;
}
