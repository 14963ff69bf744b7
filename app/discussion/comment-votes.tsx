import { ThumbsDown, ThumbsUp } from "lucide-react";
import type { CommentView, CommentVoteValue } from "#domain/discussion.ts";
import { m } from "#domain/paraglide/messages.js";
import { DISCUSSION_INTENTS, SCRIPTED_FIELD } from "./intents";
import { useDiscussionForm } from "./use-discussion-form";

const voteButton =
  "inline-flex min-h-9 items-center gap-1.5 rounded-lg border px-2.5 py-1 text-sm font-semibold tabular-nums transition-colors";
const idle =
  "border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800";
const pressed =
  "border-indigo-700 bg-indigo-50 text-indigo-800 dark:border-indigo-300 dark:bg-indigo-950 dark:text-indigo-200";
const still = "inline-flex items-center gap-1.5 px-1 text-sm tabular-nums text-slate-600 dark:text-slate-300";

/** The counts with this member's vote moved from `from` to `to`, shown while the click is in flight. */
function moved(counts: { up: number; down: number }, from: CommentVoteValue, to: CommentVoteValue) {
  const change = (value: CommentVoteValue) => (to === value ? 1 : 0) - (from === value ? 1 : 0);
  return { up: counts.up + change(1), down: counts.down + change(-1) };
}

/**
 * Up and down: a second click on the pressed one takes the vote back. Members vote on others'
 * comments; everyone else sees the counts.
 */
export function CommentVotes({ comment, canVote }: { comment: CommentView; canVote: boolean }) {
  const form = useDiscussionForm(DISCUSSION_INTENTS.vote, comment.id);
  const answered = form.answer?.status === "ok" ? form.answer.votes : undefined;
  const settled = answered ?? { up: comment.up, down: comment.down, myVote: comment.myVote };
  const sending = form.fetcher.formData?.get("value");
  const mine = sending == null ? settled.myVote : (Number(sending) as CommentVoteValue);
  const { up, down } = moved(settled, settled.myVote, mine);
  if (!canVote) {
    return (
      <p className="flex items-center gap-2">
        <span className={still}>
          <ThumbsUp aria-hidden="true" className="size-4" />
          <span className="sr-only">{m.discussion_vote_up()}</span> {up}
        </span>
        <span className={still}>
          <ThumbsDown aria-hidden="true" className="size-4" />
          <span className="sr-only">{m.discussion_vote_down()}</span> {down}
        </span>
      </p>
    );
  }
  return (
    <form.fetcher.Form
      method="post"
      action={form.action}
      className="flex items-center gap-2"
      aria-label={m.discussion_votes_label({ name: comment.authorName ?? "" })}
    >
      <input type="hidden" name="intent" value={DISCUSSION_INTENTS.vote} />
      <input type="hidden" name="commentId" value={comment.id} />
      {form.hydrated && <input type="hidden" name={SCRIPTED_FIELD} value="1" />}
      <button
        type="submit"
        name="value"
        value={mine === 1 ? 0 : 1}
        aria-pressed={mine === 1}
        className={`${voteButton} ${mine === 1 ? pressed : idle}`}
      >
        <ThumbsUp aria-hidden="true" className="size-4" fill={mine === 1 ? "currentColor" : "none"} />
        <span className="sr-only">{m.discussion_vote_up()}</span> {up}
      </button>
      <button
        type="submit"
        name="value"
        value={mine === -1 ? 0 : -1}
        aria-pressed={mine === -1}
        className={`${voteButton} ${mine === -1 ? pressed : idle}`}
      >
        <ThumbsDown aria-hidden="true" className="size-4" fill={mine === -1 ? "currentColor" : "none"} />
        <span className="sr-only">{m.discussion_vote_down()}</span> {down}
      </button>
      {form.error && (
        <span role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {form.error.error}
        </span>
      )}
    </form.fetcher.Form>
  );
}
