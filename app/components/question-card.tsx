import { useId } from "react";
import { Link } from "react-router";
import { commentCountText } from "#app/discussion/comment-count.ts";
import { formatDate, formatVotes, groupDigits } from "#app/lib/format.ts";
import { ShareButton } from "#app/share-cards/share-button.tsx";
import { writtenVote } from "#app/voting/written-votes.ts";
import { discussionHref } from "#domain/discussion.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { percentages } from "#domain/percent.ts";
import { CARD_ATTRIBUTE, YOUR_VOTE_ATTRIBUTE } from "#domain/personal-questions.ts";
import type { Question } from "#domain/question.ts";
import { CardCategoryIcon, CardIcon } from "./card-icons";
import { CategoryBadge } from "./category-badge";
import { LanguageNote, textLang } from "./language-note";

export type CardQuestion = Omit<Question, "submittedBy">;

type Props = {
  question: CardQuestion;
  yourVote?: "A" | "B" | null;
  view?: "grid" | "list";
  categoryClass?: string;
};

/** Which "Your choice" badge shows is up to the card's vote attribute (app/app.css). */
const CHOICE_CLASS = { A: "choice-a", B: "choice-b" };

function OptionLine({ label, text, percent }: { label: "A" | "B"; text: string; percent: number }) {
  // The option's text is a bare grid item (app/app.css): a wrapper on every option of every card
  // would be a large share of a list page's markup.
  return (
    <li className="question-card-option">
      <span className={`option-letter ${label === "A" ? "bg-indigo-700" : "bg-rose-700"}`}>{label}</span>
      {text}
      <span className="card-result">{`${percent}%`}</span>
      <span className={`choice-badge ${CHOICE_CLASS[label]}`}>{m.lists_card_your_choice()}</span>
    </li>
  );
}

/**
 * A question in a list. The whole card opens the question; results show once the visitor has voted.
 * They are always in the markup and shown by the card's vote attribute, which is all a vote changes,
 * so the worker can write a returning voter's votes onto a shared copy (domain/personal-questions.ts).
 */
export function QuestionCard({ question, yourVote = null, view = "grid", categoryClass }: Props) {
  const vote = writtenVote(question.id, yourVote);
  const total = question.votesA + question.votesB;
  const pct = percentages(question.votesA, question.votesB);
  // Names the card's share icon's subject: the question once in the markup, not again in a label.
  const titleId = useId();
  const attributes = { [CARD_ATTRIBUTE]: question.id, [YOUR_VOTE_ATTRIBUTE]: vote ?? undefined };
  return (
    <article
      className={
        view === "list" ? "group question-card sm:flex-row sm:items-center sm:gap-6" : "group question-card"
      }
      // Last: the worker adds the vote right there on a shared copy, so both markups are the same.
      {...attributes}
    >
      <div className="question-card-body">
        <div className="question-card-head">
          <CategoryBadge
            name={question.category}
            colorClass={categoryClass}
            icon={<CardCategoryIcon category={question.category} className="size-[1.25em] shrink-0" />}
          />
          <LanguageNote question={question} />
          <span className="question-card-count">{formatVotes(total)}</span>
        </div>
        <h3 className="question-card-title" {...textLang(question)}>
          <Link id={titleId} to={localizeHref(`/question/${question.slug}`)} className="question-card-link">
            {question.questionText}
          </Link>
        </h3>
        <ul className="question-card-options" {...textLang(question)}>
          <OptionLine label="A" text={question.optionA} percent={pct.a} />
          <OptionLine label="B" text={question.optionB} percent={pct.b} />
        </ul>
        {view === "grid" && (
          <div className="card-result question-card-bar" aria-hidden="true">
            <div className="bg-indigo-600" style={{ width: `${pct.a}%` }} />
          </div>
        )}
      </div>
      <div
        className={
          view === "list"
            ? "question-card-foot sm:mt-0 sm:flex-col sm:items-end sm:gap-2"
            : "question-card-foot"
        }
      >
        <time dateTime={question.createdAt}>{formatDate(question.createdAt)}</time>
        <span className="question-card-actions">
          {/* Decorative: the card itself opens the question. */}
          <CardIcon name="likes" className="size-4 shrink-0" />
          {/* Above the card's own link, like Share: it opens the question at its discussion. */}
          <Link
            to={localizeHref(discussionHref(question.slug))}
            aria-label={commentCountText(question.commentCount)}
            className="share-icon inline-flex items-center gap-1 tabular-nums"
          >
            <CardIcon name="comments" className="size-4 shrink-0" />
            {groupDigits(question.commentCount)}
          </Link>
          <ShareButton question={question} serverVote={vote} variant="icon" describedBy={titleId} />
        </span>
      </div>
    </article>
  );
}

/** Cards point at their page's icons: the page draws <CardIconSprite /> once (./card-icons). */
export function QuestionGrid({
  questions,
  votes,
  view = "grid",
  categoryClasses,
}: {
  questions: CardQuestion[];
  votes: Record<string, "A" | "B">;
  view?: "grid" | "list";
  categoryClasses?: Record<string, string>;
}) {
  return (
    <ul className={view === "grid" ? "grid gap-4 sm:grid-cols-2 lg:grid-cols-3" : "grid gap-3"}>
      {questions.map((q) => (
        <li key={q.id}>
          <QuestionCard
            question={q}
            yourVote={votes[q.id] ?? null}
            view={view}
            categoryClass={categoryClasses?.[q.category]}
          />
        </li>
      ))}
    </ul>
  );
}
