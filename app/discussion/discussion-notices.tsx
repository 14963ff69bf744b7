import { useActionData, useSearchParams } from "react-router";
import { m } from "#domain/paraglide/messages.js";
import { DISCUSSION_NOTICES, type DiscussionNotice, NOTICE_PARAMETER } from "./discussion-query";
import { discussionAnswer } from "./intents";

// What the page says at the top of the discussion when a form was posted without JavaScript: the
// refusal, or what the post did.

/**
 * What a discussion form posted without JavaScript was refused for, said once where the page comes
 * back (#discussion); the form itself keeps what was typed.
 */
export function PageRefusal() {
  const answer = discussionAnswer(useActionData());
  if (answer?.status !== "error") return null;
  return (
    <p role="alert" className="mt-4 rounded-xl bg-red-800 p-4 font-semibold text-white">
      {answer.error}
    </p>
  );
}

const NOTICE_TEXT: Record<DiscussionNotice, () => string> = {
  posted: m.discussion_posted,
  held: m.discussion_posted_held,
  reported: m.discussion_report_thanks,
  repeat: m.discussion_report_repeat,
};

/** What a member's form posted without JavaScript did (discussion-query.ts: withNotice). */
export function PageNotice({ signedIn }: { signedIn: boolean }) {
  const [search] = useSearchParams();
  const notice = search.get(NOTICE_PARAMETER);
  if (!signedIn || !DISCUSSION_NOTICES.some((known) => known === notice)) return null;
  return (
    <p
      role="status"
      className="mt-4 rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
    >
      {NOTICE_TEXT[notice as DiscussionNotice]()}
    </p>
  );
}
