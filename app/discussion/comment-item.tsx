import { useState } from "react";
import { textLang } from "#app/components/language-note.tsx";
import { muted } from "#app/lib/ui.ts";
import { COMMENT_EDIT_WINDOW_MS, type CommentView } from "#domain/discussion.ts";
import { HTML_LANG } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { CommentActions } from "./comment-actions";
import { CommentVotes } from "./comment-votes";
import { useDiscussion } from "./discussion-context";
import { commentAnchor } from "./discussion-query";
import { RelativeTime } from "./relative-time";

const WINDOW_MINUTES = COMMENT_EDIT_WINDOW_MS / 60_000;

const SIDE_CLASS = {
  A: "border-indigo-300 bg-indigo-50 text-indigo-900 dark:border-indigo-700 dark:bg-indigo-950 dark:text-indigo-100",
  B: "border-rose-300 bg-rose-50 text-rose-900 dark:border-rose-700 dark:bg-rose-950 dark:text-rose-100",
};

/** "Chose A", with the option's text on wider screens: the letter is always written, never a colour alone. */
function SideTag({ side }: { side: "A" | "B" }) {
  const { question } = useDiscussion();
  const option = side === "A" ? question.optionA : question.optionB;
  return (
    <span
      className={`inline-flex max-w-full items-center rounded-full border px-2 py-0.5 text-xs font-semibold ${SIDE_CLASS[side]}`}
    >
      {m.discussion_chose({ side })}
      <span className="hidden max-w-56 truncate sm:inline" {...textLang(question)}>
        : {option}
      </span>
    </span>
  );
}

type Props = {
  comment: CommentView;
  /** Replies that arrived after the page was drawn (the reader's own, or live), shown after the rest. */
  newReplies?: CommentView[];
  onReplied?: (reply: CommentView) => void;
};

/** One comment with its votes, actions and (for a top-level one) its replies. */
export function CommentItem({ comment: given, newReplies = [], onReplied = () => {} }: Props) {
  const { signedIn, now } = useDiscussion();
  // What this reader changed here (an edit, a delete) shows at once, before the page reads it again.
  const [changed, setChanged] = useState<CommentView | null>(null);
  const comment = changed?.id === given.id ? { ...changed, replies: given.replies } : given;
  const deleted = comment.state === "deleted";
  const held = comment.state === "held";
  const editUntil = comment.editableUntil ? new Date(comment.editableUntil).getTime() : 0;
  // Never more than the window: a comment posted after the page's clock last ticked is newer than "now".
  const editMinutes = Math.min(WINDOW_MINUTES, Math.max(0, Math.ceil((editUntil - now) / 60_000)));
  const replies = [
    ...comment.replies,
    ...newReplies.filter((r) => !comment.replies.some((c) => c.id === r.id)),
  ];
  return (
    <li id={commentAnchor(comment.id)} className="scroll-mt-24">
      <article
        className={`rounded-xl border p-3 sm:p-4 ${held ? "border-amber-400 border-dashed bg-amber-50/60 dark:border-amber-500 dark:bg-amber-950/40" : "border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"}`}
      >
        <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          {deleted ? (
            <span className={`italic ${muted}`}>{m.discussion_deleted()}</span>
          ) : (
            <>
              <span className="font-semibold">{comment.authorName}</span>
              {comment.mine && <span className={muted}>({m.discussion_you()})</span>}
              {comment.side && <SideTag side={comment.side} />}
            </>
          )}
          <span aria-hidden="true" className={muted}>
            ·
          </span>
          <span className={muted}>
            <RelativeTime iso={comment.createdAt} now={now} />
            {comment.editedAt && !deleted && ` · ${m.discussion_edited()}`}
          </span>
          {held && (
            <span className="rounded-full bg-amber-800 px-2 py-0.5 text-xs font-bold text-white dark:bg-amber-300 dark:text-slate-950">
              {m.discussion_held()}
            </span>
          )}
        </header>
        {!deleted && (
          <p lang={HTML_LANG[comment.language]} className="mt-2 whitespace-pre-line [overflow-wrap:anywhere]">
            {comment.body}
          </p>
        )}
        {held && <p className={`mt-1 text-sm ${muted}`}>{m.discussion_held_note()}</p>}
        {!deleted && (
          <div className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-2">
            {!held && <CommentVotes comment={comment} canVote={signedIn && !comment.mine} />}
            <CommentActions
              comment={comment}
              editMinutes={editMinutes}
              onReplied={onReplied}
              onEdited={setChanged}
              onDeleted={() => setChanged({ ...comment, state: "deleted", body: null, authorName: null })}
            />
          </div>
        )}
      </article>
      {replies.length > 0 && (
        <ol className="mt-3 ml-3 grid gap-3 border-l-2 border-slate-200 pl-3 sm:ml-6 sm:pl-4 dark:border-slate-700">
          {replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} />
          ))}
        </ol>
      )}
    </li>
  );
}
