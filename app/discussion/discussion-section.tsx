import { useState } from "react";
import { Link } from "react-router";
import { SignInButton } from "#app/accounts/sign-in-button.tsx";
import { button, card, link, muted } from "#app/lib/ui.ts";
import { COMMENT_SORTS, type CommentSort, DISCUSSION_ANCHOR, discussionHref } from "#domain/discussion.ts";
import { m } from "#domain/paraglide/messages.js";
import { commentCountText } from "./comment-count";
import { CommentForm } from "./comment-form";
import { CommentItem } from "./comment-item";
import type { DiscussionData } from "./discussion.server";
import { DiscussionContext, type DiscussionSetting } from "./discussion-context";
import { PageNotice, PageRefusal } from "./discussion-notices";
import { discussionPath } from "./discussion-query";
import { DISCUSSION_INTENTS } from "./intents";
import { useNow } from "./relative-time";
import { useDiscussionList } from "./use-discussion-list";

const SORT_LABELS: Record<CommentSort, () => string> = {
  top: m.discussion_sort_top,
  new: m.discussion_sort_new,
};

type Props = { question: DiscussionSetting["question"]; data: DiscussionData };

/** The discussion under a question: its comments, sort, paging, and the form to join in. */
export function DiscussionSection({ question, data }: Props) {
  const now = useNow(data.now);
  const page = data.page;
  const query = { sort: page?.sort ?? "top", page: page?.page ?? 1 } as const;
  const setting: DiscussionSetting = { question, query, signedIn: data.signedIn, now };
  return (
    <DiscussionContext.Provider value={setting}>
      <section id={DISCUSSION_ANCHOR} aria-labelledby="discussion-heading" className="mt-10 scroll-mt-20">
        {page ? (
          // Another sort or page starts afresh: no pages added, no comments kept from the last.
          <Discussion key={`${page.sort}:${page.page}`} page={page} data={data} slug={question.slug} />
        ) : (
          <>
            <h2 id="discussion-heading" className="text-2xl font-bold">
              {m.discussion_heading()}
            </h2>
            <PageRefusal />
            <p className={`${card} mt-4 p-4 ${muted}`}>{m.discussion_unavailable()}</p>
          </>
        )}
      </section>
    </DiscussionContext.Provider>
  );
}

function Discussion({
  page,
  data,
  slug,
}: {
  page: NonNullable<DiscussionData["page"]>;
  data: DiscussionData;
  slug: string;
}) {
  const [news, setNews] = useState("");
  const list = useDiscussionList(slug, page, {
    viewerName: data.viewerName,
    onLive: (comment) => setNews(m.discussion_new_from({ name: comment.authorName ?? "" })),
  });
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="discussion-heading" className="text-2xl font-bold">
          {m.discussion_heading()}{" "}
          <span className={`text-base font-semibold ${muted}`}>({commentCountText(list.total)})</span>
        </h2>
        <nav
          aria-label={m.discussion_sort_label()}
          className="flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
        >
          {COMMENT_SORTS.map((sort) => (
            <Link
              key={sort}
              to={discussionPath(slug, { sort, page: 1 })}
              preventScrollReset
              aria-current={sort === page.sort ? "true" : undefined}
              className="rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-700 aria-[current=true]:bg-white aria-[current=true]:text-slate-950 aria-[current=true]:shadow-sm dark:text-slate-200 dark:aria-[current=true]:bg-slate-950 dark:aria-[current=true]:text-white"
            >
              {SORT_LABELS[sort]()}
            </Link>
          ))}
        </nav>
      </div>
      <PageRefusal />
      <PageNotice signedIn={data.signedIn} />
      <div className={`${card} mt-4 p-4 sm:p-5`}>
        {data.signedIn ? (
          <CommentForm
            intent={DISCUSSION_INTENTS.post}
            label={m.discussion_comment_label()}
            submitLabel={m.discussion_post()}
            busyLabel={m.discussion_posting()}
            onDone={(comment) => comment && list.addOwn(comment)}
          />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className={muted}>{m.discussion_members_only()}</p>
            <SignInButton
              returnTo={discussionHref(slug)}
              label={m.discussion_sign_in()}
              className={button.primary}
            />
          </div>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {news}
      </p>
      {page.page > 1 && (
        <p className="mt-4">
          <Link to={discussionPath(slug, { sort: page.sort, page: 1 })} className={link}>
            {m.discussion_first_page()}
          </Link>
        </p>
      )}
      {list.comments.length === 0 ? (
        <p className={`mt-4 ${muted}`}>{m.discussion_empty()}</p>
      ) : (
        <ol className="mt-4 grid gap-4">
          {list.comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              newReplies={list.repliesTo(comment.id)}
              onReplied={list.addOwn}
            />
          ))}
        </ol>
      )}
      {list.nextPage && (
        <p className="mt-4 text-center">
          <a
            href={discussionPath(slug, { sort: page.sort, page: list.nextPage })}
            className={button.secondary}
            aria-busy={list.loadingMore || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (list.nextPage && !list.loadingMore) list.loadMore(list.nextPage);
            }}
          >
            {list.loadingMore ? m.discussion_loading_more() : m.discussion_more()}
          </a>
        </p>
      )}
    </>
  );
}
