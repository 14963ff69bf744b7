import { useId, useState } from "react";
import { HumanCheck } from "#app/components/human-check.tsx";
import { button, input } from "#app/lib/ui.ts";
import { COMMENT_MAX, type CommentView } from "#domain/discussion.ts";
import { m } from "#domain/paraglide/messages.js";
import { useDiscussion } from "./discussion-context";
import { type DiscussionIntent, SCRIPTED_FIELD } from "./intents";
import { useDiscussionForm, useOnSuccess } from "./use-discussion-form";

type Props = {
  intent: DiscussionIntent;
  /** The comment replied to or edited; none for a new comment. */
  commentId?: string;
  label: string;
  submitLabel: string;
  busyLabel: string;
  defaultValue?: string;
  /** Called with the posted or edited comment once the server took it. */
  onDone?: (comment: CommentView | undefined, message: string | undefined) => void;
  children?: React.ReactNode;
};

const errorText = "text-sm font-medium text-red-700 dark:text-red-300";

/**
 * A comment's text: a new comment, a reply or an edit. With JavaScript it posts through a fetcher
 * and keeps the page as it is; without it the page comes back with the refusal and the text typed.
 */
export function CommentForm({
  intent,
  commentId,
  label,
  submitLabel,
  busyLabel,
  defaultValue = "",
  onDone,
  children,
}: Props) {
  const { question } = useDiscussion();
  const form = useDiscussionForm(intent, commentId);
  const [text, setText] = useState(form.kept?.body ?? defaultValue);
  const [status, setStatus] = useState("");
  const id = useId();
  useOnSuccess(form.fetcher.data, (answer) => {
    setText(defaultValue);
    setStatus(answer.message ?? "");
    onDone?.(answer.comment, answer.message);
  });
  const error = form.error?.fieldErrors?.body ?? form.error?.error;
  const describedBy = [`${id}-hint`, `${id}-count`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <form.fetcher.Form method="post" action={form.action} className="grid gap-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="questionId" value={question.id} />
      {commentId && <input type="hidden" name="commentId" value={commentId} />}
      {form.hydrated && <input type="hidden" name={SCRIPTED_FIELD} value="1" />}
      <label htmlFor={`${id}-text`} className="font-semibold">
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        name="body"
        rows={3}
        required
        maxLength={COMMENT_MAX}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setStatus("");
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${input} min-h-24 resize-y`}
      />
      <div className="flex flex-wrap items-start justify-between gap-2 text-sm text-slate-600 dark:text-slate-300">
        <p id={`${id}-hint`} className="min-w-0 flex-1">
          {m.discussion_hint({ max: COMMENT_MAX })}
        </p>
        <p id={`${id}-count`} className="tabular-nums">
          <span className="sr-only">{m.discussion_counter_label()} </span>
          {m.discussion_counter({ count: text.length, max: COMMENT_MAX })}
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className={errorText}>
          {error}
        </p>
      )}
      <HumanCheck siteKey={form.siteKey} action="comment" answer={form.answer} />
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className={button.primary} disabled={form.busy}>
          {form.busy ? busyLabel : submitLabel}
        </button>
        {children}
        <p role="status" className="text-sm font-semibold text-emerald-800 dark:text-emerald-300">
          {status}
        </p>
      </div>
    </form.fetcher.Form>
  );
}
