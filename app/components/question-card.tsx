import { Link } from "react-router";
import { formatCount, formatDate } from "#app/lib/format.ts";
import { ShareButton } from "#app/share-cards/share-button.tsx";
import { writtenVote } from "#app/voting/written-votes.ts";
import { percentages } from "#domain/percent.ts";
import { CARD_ATTRIBUTE, YOUR_VOTE_ATTRIBUTE } from "#domain/personal-questions.ts";
import type { Question } from "#domain/question.ts";
import { CategoryBadge } from "./category-badge";

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
  return (
    <li className="question-card-option">
      <span className={`option-letter ${label === "A" ? "bg-indigo-700" : "bg-rose-700"}`}>{label}</span>
      <span className="min-w-0 flex-1">{text}</span>
      <span className="card-result font-bold tabular-nums">{percent}%</span>
      <span className={`choice-badge ${CHOICE_CLASS[label]}`}>Your choice</span>
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
  const attributes = { [CARD_ATTRIBUTE]: question.id, [YOUR_VOTE_ATTRIBUTE]: vote ?? undefined };
  return (
    <article
      className={
        view === "list" ? "group question-card sm:flex-row sm:items-center sm:gap-6" : "group question-card"
      }
      // Last: the worker adds the vote right there on a shared copy, so both markups are the same.
      {...attributes}
    >
      <div className="min-w-0 flex-1">
        <div className="question-card-head">
          <CategoryBadge name={question.category} colorClass={categoryClass} />
          <span className="question-card-count">{formatCount(total, "vote")}</span>
        </div>
        <h3 className="mt-3 font-bold leading-snug">
          <Link to={`/question/${question.slug}`} className="question-card-link">
            {question.questionText}
          </Link>
        </h3>
        <ul className="mt-3 grid gap-1.5">
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
        <span className="flex items-center gap-2">
          {/* Decorative: the card itself opens the question. */}
          <span aria-hidden="true" className="flex gap-3 text-base opacity-70">
            <span>♡</span>
            <span>💬</span>
          </span>
          <ShareButton question={question} serverVote={vote} variant="icon" />
        </span>
      </div>
    </article>
  );
}

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
