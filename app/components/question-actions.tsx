import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { LikeActionData } from "../lib/intents";
import { button } from "../lib/ui";

type Props = {
  question: { id: string; slug: string; questionText: string };
  likes: { count: number; liked: boolean };
};

/** Like, comment and share. Like is a form (works without JavaScript); sharing needs the browser. */
export function QuestionActions({ question, likes }: Props) {
  const like = useFetcher<LikeActionData>({ key: `like:${question.id}` });
  // The last answer is the freshest count; while a click is in flight, show it already applied.
  const settled = like.data?.status === "ok" ? like.data : likes;
  const pendingLiked = like.formData ? like.formData.get("liked") === "true" : undefined;
  const liked = pendingLiked ?? settled.liked;
  const count = settled.count + (liked === settled.liked ? 0 : liked ? 1 : -1);
  const [commentNote, setCommentNote] = useState(false);

  return (
    <div className="mt-6 border-t border-slate-200 pt-5 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        <like.Form method="post">
          <input type="hidden" name="intent" value="like" />
          <input type="hidden" name="questionId" value={question.id} />
          <input type="hidden" name="liked" value={String(!liked)} />
          <button type="submit" aria-pressed={liked} className={button.secondary}>
            <span aria-hidden="true">{liked ? "♥" : "♡"}</span> Like{" "}
            <span className="tabular-nums">({count})</span>
          </button>
        </like.Form>
        <button
          type="button"
          className={button.secondary}
          aria-expanded={commentNote}
          onClick={() => setCommentNote((v) => !v)}
        >
          <span aria-hidden="true">💬</span> Comment
        </button>
        <ShareButtons question={question} />
      </div>
      {commentNote && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          Comments are coming soon. For now, share it and argue in person!
        </p>
      )}
    </div>
  );
}

function ShareButtons({ question }: Pick<Props, "question">) {
  const [url, setUrl] = useState(`/question/${question.slug}`);
  const [copied, setCopied] = useState(false);
  const [canShare, setCanShare] = useState(false);
  // The absolute URL and the share sheet only exist in the browser; set after hydration to match the server HTML.
  useEffect(() => {
    setUrl(window.location.href.split(/[?#]/)[0] as string);
    setCanShare(typeof navigator.share === "function");
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      window.alert(`Copy failed. Please copy the link manually: ${url}`);
    }
  };
  const text = encodeURIComponent(question.questionText);
  const link = encodeURIComponent(url);
  return (
    <>
      <button type="button" className={button.secondary} onClick={copy}>
        <span aria-hidden="true">🔗</span> <span aria-live="polite">{copied ? "Copied!" : "Copy link"}</span>
      </button>
      <a
        className={button.secondary}
        href={`https://twitter.com/intent/tweet?text=${text}&url=${link}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        Share on X<span className="sr-only"> (opens in a new tab)</span>
      </a>
      <a
        className={button.secondary}
        href={`https://www.facebook.com/sharer/sharer.php?u=${link}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        Share on Facebook<span className="sr-only"> (opens in a new tab)</span>
      </a>
      {canShare && (
        <button
          type="button"
          className={button.secondary}
          onClick={() => navigator.share({ title: question.questionText, url }).catch(() => {})}
        >
          <span aria-hidden="true">↗</span> Share…
        </button>
      )}
    </>
  );
}
