import { Heart, MessageCircle } from "lucide-react";
import { useFetcher } from "react-router";
import { commentCountText } from "#app/discussion/comment-count.ts";
import type { LikeActionData } from "#app/lib/intents.ts";
import { button } from "#app/lib/ui.ts";
import { ReportButton } from "#app/moderation/report-button.tsx";
import { LiveShareButton } from "#app/share-cards/share-button.tsx";
import { m } from "#domain/paraglide/messages.js";
import type { PictureQuestion } from "#domain/share-images.ts";

type Props = {
  question: PictureQuestion & { id: string };
  yourVote: "A" | "B" | null;
  likes: { count: number; liked: boolean };
  /** This visitor reported the question before. */
  reported: boolean;
  commentCount: number;
  /** The discussion below, at the sort and page the page shows. */
  discussionHref: string;
};

/**
 * Like, comment, share and report. Like is a form, Comment a link to the discussion below, Share
 * and Report links to their pages, so all of them work without JavaScript.
 */
export function QuestionActions({
  question,
  yourVote,
  likes,
  reported,
  commentCount,
  discussionHref,
}: Props) {
  const like = useFetcher<LikeActionData>({ key: `like:${question.id}` });
  // The last answer is the freshest count; while a click is in flight, show it already applied.
  const settled = like.data?.status === "ok" ? like.data : likes;
  const pendingLiked = like.formData ? like.formData.get("liked") === "true" : undefined;
  const liked = pendingLiked ?? settled.liked;
  const count = settled.count + (liked === settled.liked ? 0 : liked ? 1 : -1);

  return (
    <div className="mt-6 border-t border-slate-200 pt-5 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        <like.Form method="post">
          <input type="hidden" name="intent" value="like" />
          <input type="hidden" name="questionId" value={question.id} />
          <input type="hidden" name="liked" value={String(!liked)} />
          <button type="submit" aria-pressed={liked} className={button.secondary}>
            <Heart className="size-4 shrink-0" fill={liked ? "currentColor" : "none"} /> {m.question_like()}{" "}
            <span className="tabular-nums">({count})</span>
          </button>
        </like.Form>
        {/* A plain link: the discussion is on this page, so the browser only scrolls to it. */}
        <a href={discussionHref} className={button.secondary}>
          <MessageCircle aria-hidden="true" className="size-4 shrink-0" /> {commentCountText(commentCount)}
        </a>
        <LiveShareButton question={question} serverVote={yourVote} />
        <div className="ml-auto">
          <ReportButton question={question} reported={reported} />
        </div>
      </div>
    </div>
  );
}
