import { lazy, Suspense, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { VoteActionData } from "../lib/intents";
import { type PictureQuestion, sharePagePath } from "../lib/share-images";
import { button } from "../lib/ui";

const ShareDialog = lazy(() => import("./share-dialog"));

type Props = {
  question: PictureQuestion & { id: string };
  serverVote: "A" | "B" | null;
  /** A full button on the question page; a small icon on question cards. */
  variant?: "button" | "icon";
};

/**
 * A link to the question's share page, which JavaScript turns into the share dialog. The dialog's
 * code loads on the first click; focus comes back here when it closes.
 */
export function ShareButton({ question, serverVote, variant = "button" }: Props) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const label = variant === "icon" ? `Share: ${question.questionText}` : undefined;
  return (
    <>
      <a
        ref={trigger}
        href={sharePagePath(question.slug)}
        aria-haspopup="dialog"
        aria-label={label}
        className={
          variant === "icon"
            ? "relative z-10 rounded-full p-1 text-base hover:bg-slate-100 dark:hover:bg-slate-800"
            : button.secondary
        }
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        <span aria-hidden="true">↗</span>
        {variant === "button" && " Share"}
      </a>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog question={question} yourVote={serverVote} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

/** The question page's Share: a vote cast on the page arrives through the vote form's fetcher, so the card shows the new split. */
export function LiveShareButton({ question, serverVote }: Omit<Props, "variant">) {
  const vote = useFetcher<VoteActionData>({ key: `vote:${question.id}` }).data;
  const counted = vote?.intent === "vote" && vote.status !== "error" ? vote : undefined;
  const live = counted ? { ...question, votesA: counted.votesA, votesB: counted.votesB } : question;
  return <ShareButton question={live} serverVote={counted?.option ?? serverVote} />;
}
