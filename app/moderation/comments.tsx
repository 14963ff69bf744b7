import { Link } from "react-router";
import { Pagination } from "#app/components/pagination.tsx";
import { card, muted } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import type { Route } from "./+types/comments";
import { CommentItem } from "./comment-item";
import { commentsAction, loadComments } from "./comments.server";
import { ResultNotice } from "./result-notice";
import { richMessage } from "./rich-message";
import { useQueueKeys } from "./use-queue-keys";

export const loader = ({ request, context }: Route.LoaderArgs) => loadComments(request, context);
export const action = ({ request, context }: Route.ActionArgs) => commentsAction(request, context);

const LIST_ID = "comment-queue";

const viewTab = (active: boolean) =>
  `rounded-lg px-3 py-1.5 text-sm font-semibold ${
    active
      ? "bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-950"
      : "text-slate-700 underline-offset-4 hover:underline dark:text-slate-200"
  }`;

function Views({ removed }: { removed: boolean }) {
  const views = [
    { href: "/moderate/comments", label: m.moderation_comment_view_waiting(), active: !removed },
    { href: "/moderate/comments?view=removed", label: m.moderation_comment_view_removed(), active: removed },
  ];
  return (
    <nav aria-label={m.moderation_comment_views()} className="flex flex-wrap gap-2">
      {views.map((view) => (
        <Link
          key={view.href}
          to={localizeHref(view.href)}
          aria-current={view.active ? "page" : undefined}
          className={viewTab(view.active)}
        >
          {view.label}
        </Link>
      ))}
    </nav>
  );
}

export default function ModerationComments({ loaderData, actionData }: Route.ComponentProps) {
  const { view, items, total, page, totalPages } = loaderData;
  const removed = view === "removed";
  useQueueKeys(LIST_ID, items.length);
  return (
    <section aria-labelledby="comments-title" className="grid gap-4">
      <Views removed={removed} />
      <div>
        <h2 id="comments-title" className="text-xl font-bold">
          {(removed ? m.moderation_comment_removed_title : m.moderation_comment_title)({ count: total })}
        </h2>
        <p className={muted}>
          {removed
            ? m.moderation_comment_removed_intro()
            : richMessage(m.moderation_comment_intro, { j: <kbd>j</kbd>, k: <kbd>k</kbd>, a: <kbd>a</kbd> })}
        </p>
      </div>
      {actionData && !items.some((item) => item.id === actionData.id) && <ResultNotice result={actionData} />}
      {items.length === 0 ? (
        <p className={`${card} p-6 text-center ${muted}`}>
          {removed ? m.moderation_comment_removed_empty() : m.moderation_comment_empty()}
        </p>
      ) : (
        <ol id={LIST_ID} className="grid gap-4">
          {items.map((item) => (
            <CommentItem key={item.id} item={item} result={actionData} />
          ))}
        </ol>
      )}
      <Pagination page={page} totalPages={totalPages} />
    </section>
  );
}
