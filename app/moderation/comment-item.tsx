import { Form, Link } from "react-router";
import { formatDate } from "#app/lib/format.ts";
import { button, card, link, muted } from "#app/lib/ui.ts";
import { discussionHref } from "#domain/discussion.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import type { ModerationResult } from "./answer.server";
import type { ModeratedComment } from "./comments.server";
import { ReportList } from "./report-list";
import { ResultNotice } from "./result-notice";
import { ReviewFlags } from "./review-flags";
import { richMessage } from "./rich-message";

const STATUS = {
  held: { label: m.moderation_comment_status_held, style: "bg-sky-100 text-sky-900" },
  hidden: { label: m.moderation_comment_status_hidden, style: "bg-amber-100 text-amber-900" },
  removed: { label: m.moderation_comment_status_removed, style: "bg-slate-200 text-slate-900" },
};
const LANGUAGES = { en: m.moderation_comment_language_en, zh: m.moderation_comment_language_zh };
const tag = "rounded-full px-2 py-0.5 font-bold";

/** One decision: a form of its own with the intent as a field, so the a key can submit it. */
function Decide({
  id,
  intent,
  label,
  primary,
}: {
  id: string;
  intent: string;
  label: string;
  primary?: boolean;
}) {
  return (
    <Form method="post" data-approve={primary ? "" : undefined}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={primary ? button.primary : button.secondary}>
        {label}
      </button>
    </Form>
  );
}

/** A comment waiting for a decision (or removed, on that view), with what a moderator needs to decide. */
export function CommentItem({ item, result }: { item: ModeratedComment; result?: ModerationResult }) {
  const textId = `comment-${item.id}-text`;
  const status = STATUS[item.status];
  return (
    <li>
      <article
        data-queue-item
        tabIndex={-1}
        aria-labelledby={textId}
        className={`${card} grid gap-3 p-4 focus:outline-none focus-visible:ring-4 focus-visible:ring-indigo-500 sm:p-5`}
      >
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className={`${tag} ${status.style}`}>{status.label()}</span>
          {item.firstComment && (
            <span className={`${tag} bg-indigo-100 text-indigo-900`}>{m.moderation_comment_first()}</span>
          )}
          {item.isReply && <span className={muted}>{m.moderation_comment_reply()}</span>}
          <span className={muted}>
            {m.moderation_comment_author({
              name: item.authorName ?? m.moderation_comment_no_account(),
              email: item.authorEmail ?? "—",
            })}
          </span>
        </div>
        <p id={textId} lang={item.language} className="text-lg whitespace-pre-line break-words">
          {item.body}
        </p>
        <p className={`text-sm ${muted}`}>
          {richMessage(m.moderation_comment_under, {
            question: (
              <Link to={localizeHref(discussionHref(item.questionSlug))} className={link}>
                {item.questionText}
              </Link>
            ),
          })}
        </p>
        <p className={`text-sm ${muted}`}>
          {richMessage(m.moderation_comment_written, {
            date: <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>,
          })}
          {" · "}
          {m.moderation_comment_language({ language: LANGUAGES[item.language]() })}
        </p>
        <ReviewFlags flags={item.flags} />
        <ReportList reports={item.reports} />
        {result && result.id === item.id && <ResultNotice result={result} />}
        <div className="flex flex-wrap items-start gap-2">
          {item.status === "removed" ? (
            <Decide id={item.id} intent="restore" label={m.moderation_comment_restore()} primary />
          ) : (
            <>
              <Decide id={item.id} intent="publish" label={m.moderation_comment_publish()} primary />
              <Decide id={item.id} intent="remove" label={m.moderation_comment_remove()} />
            </>
          )}
        </div>
      </article>
    </li>
  );
}
