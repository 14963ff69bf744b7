import { lazy } from "react";
import { useFetcher } from "react-router";
import { DialogLink } from "#app/components/dialog-link.tsx";
import type { VoteActionData } from "#app/lib/intents.ts";
import { button } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { type PictureQuestion, sharePagePath } from "#domain/share-images.ts";
import { votedIn } from "#domain/vote.ts";

const ShareDialog = lazy(() => import("./share-dialog"));

type Props = {
  question: PictureQuestion & { id: string };
  serverVote: "A" | "B" | null;
  /** A full button on the question page; a small icon on question cards. */
  variant?: "button" | "icon";
  /** On a card, the id of its question's title: the icon is "Share", described by the question. */
  describedBy?: string;
};

/** A link to the question's share page, which JavaScript turns into the share dialog. */
export function ShareButton({ question, serverVote, variant = "button", describedBy }: Props) {
  return (
    <DialogLink
      href={localizeHref(sharePagePath(question.slug))}
      label={variant === "icon" ? m.question_share() : undefined}
      describedBy={describedBy}
      className={variant === "icon" ? "share-icon" : button.secondary}
      dialog={(close) => <ShareDialog question={question} yourVote={serverVote} onClose={close} />}
    >
      <span aria-hidden="true">↗</span>
      {variant === "button" && ` ${m.question_share()}`}
    </DialogLink>
  );
}

/** The question page's Share: a vote cast on the page arrives through the vote form's fetcher, so the card shows the new split. */
export function LiveShareButton({ question, serverVote }: Omit<Props, "variant">) {
  const vote = useFetcher<VoteActionData>({ key: `vote:${question.id}` }).data;
  const counted = vote?.intent === "vote" ? votedIn(vote) : undefined;
  const live = counted ? { ...question, votesA: counted.votesA, votesB: counted.votesB } : question;
  return <ShareButton question={live} serverVote={counted?.option ?? serverVote} />;
}
