import { Heart, MessageCircle } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
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
};

/**
 * Like, comment, share and report. Like is a form, Share and Report links to their pages, so all
 * three work without JavaScript.
 */
export function QuestionActions({ question, yourVote, likes, reported }: Props) {
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
            <Heart className="size-4 shrink-0" fill={liked ? "currentColor" : "none"} /> {m.question_like()}{" "}
            <span className="tabular-nums">({count})</span>
          </button>
        </like.Form>
        <button
          type="button"
          className={button.secondary}
          aria-expanded={commentNote}
          onClick={() => setCommentNote((v) => !v)}
        >
          <MessageCircle className="size-4 shrink-0" /> {m.question_comment()}
        </button>
        <LiveShareButton question={question} serverVote={yourVote} />
        <div className="ml-auto">
          <ReportButton question={question} reported={reported} />
        </div>
      </div>
      {commentNote && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{m.question_comments_soon()}</p>
      )}
    </div>
  );
}
