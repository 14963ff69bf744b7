import { Form, useNavigation } from "react-router";
import { percentages } from "../lib/percent";

type VotableQuestion = {
  id: string;
  optionA: string;
  optionB: string;
  questionText: string;
  votesA: number;
  votesB: number;
};

/** Two options as a form that posts to the page's action, so voting works without JavaScript. */
export function VotePanel({
  question,
  yourVote,
  emptyPercent,
}: {
  question: VotableQuestion;
  yourVote: "A" | "B" | null;
  emptyPercent: 0 | 50;
}) {
  const navigation = useNavigation();
  const voting = navigation.state === "submitting" && navigation.formData?.get("questionId") === question.id;
  const total = question.votesA + question.votesB;
  const pct = percentages(question.votesA, question.votesB, emptyPercent);
  const options = [
    { key: "A" as const, text: question.optionA, percent: pct.a, count: question.votesA },
    { key: "B" as const, text: question.optionB, percent: pct.b, count: question.votesB },
  ];
  return (
    <Form
      method="post"
      className="mt-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <p className="text-xl font-bold">{question.questionText}</p>
      <input type="hidden" name="intent" value="vote" />
      <input type="hidden" name="questionId" value={question.id} />
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {options.map((o) => (
          <button
            key={o.key}
            type="submit"
            name="option"
            value={o.key}
            disabled={yourVote !== null || voting}
            className="rounded-xl border-2 border-indigo-600 px-4 py-3 text-left font-semibold focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:cursor-default"
          >
            <span>{voting ? "Voting..." : o.text}</span>
            {yourVote && (
              <span className="mt-1 block text-sm font-normal">
                {o.percent}% ({o.count} votes){yourVote === o.key ? " - Your Choice" : ""}
              </span>
            )}
          </button>
        ))}
      </div>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{total} total votes</p>
    </Form>
  );
}
