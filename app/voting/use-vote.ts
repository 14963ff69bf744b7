import { useCallback, useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import { useToast } from "#app/components/toast.tsx";
import type { VoteActionData } from "#app/lib/intents.ts";
import { m } from "#domain/paraglide/messages.js";
import { votedIn } from "#domain/vote.ts";
import { useQueuedVote } from "./use-queued-vote";
import { rememberVote } from "./vote-storage";

export type VotableQuestion = {
  id: string;
  questionText: string;
  optionA: string;
  optionB: string;
  votesA: number;
  votesB: number;
  /** The language of its text, when known: marked where it is not the page's. */
  language?: "en" | "zh";
};

/**
 * Voting state for one question. With JavaScript a keyed fetcher posts the vote; without it the
 * same form posts to the page's action and the answer arrives as action data. Either way the
 * server's answer decides: "voted", "already voted" (a 409, shown as voted without a message) or an error.
 * A vote that fails because the browser is offline is kept and sent when it is back (use-queued-vote.ts).
 */
export function useVote(
  question: VotableQuestion,
  serverVote: "A" | "B" | null,
  options: { onVoted?: () => void; onError?: (message: string) => void } = {},
) {
  const fetcher = useFetcher<VoteActionData>({ key: `vote:${question.id}` });
  const actionData = useActionData() as VoteActionData | undefined;
  const noJsResult =
    actionData?.intent === "vote" && actionData.questionId === question.id ? actionData : undefined;
  const queued = useQueuedVote(question.id);
  const answer = queued.answer ?? fetcher.data;
  const result = answer ?? noJsResult;
  const toast = useToast();
  const { onVoted, onError } = options;
  // The option of the vote on its way, still known once its answer is in.
  const sending = useRef<"A" | "B" | null>(null);
  if (fetcher.state !== "idle") sending.current = fetcher.formData?.get("option") as "A" | "B" | null;

  // Runs once per answer from the server; the handlers and texts are read from that render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacting to a new answer only is the point.
  useEffect(() => {
    if (!answer) return;
    const voted = votedIn(answer);
    if (!voted) {
      if (answer === fetcher.data && !navigator.onLine && sending.current) {
        queued.keep(sending.current);
        toast({ tone: "success", title: m.offline_title(), body: m.vote_saved_offline_body() }, 8000);
        return;
      }
      onError?.((!answer.success && answer.error) || m.question_vote_failed());
      return;
    }
    rememberVote(question.id, voted.option);
    if (answer.success) {
      const chosen = voted.option === "A" ? question.optionA : question.optionB;
      toast({
        tone: "success",
        title: m.question_vote_toast_title(),
        body: m.question_vote_toast_body({ option: chosen }),
      });
      onVoted?.();
    }
  }, [answer]);

  const { submit } = fetcher;
  const vote = useCallback(
    (option: "A" | "B") => submit({ intent: "vote", questionId: question.id, option }, { method: "post" }),
    [submit, question.id],
  );

  const recorded = result && votedIn(result);
  // The loader's numbers are fresher once it knows this visitor's vote (it re-reads the live counts).
  const counts = serverVote || !recorded ? question : recorded;
  const pendingOption =
    fetcher.state !== "idle" ? (fetcher.formData?.get("option") as "A" | "B" | null) : queued.option;
  return {
    fetcher,
    yourVote: serverVote ?? recorded?.option ?? null,
    votesA: counts.votesA,
    votesB: counts.votesB,
    pending: fetcher.state === "submitting" || queued.option !== null,
    pendingOption,
    justVoted: result?.success === true,
    error: result && !result.success && !recorded ? result.error : undefined,
    /** Set after a busy network's 429 that a passed Turnstile check would lift. */
    humanCheckKey: result && !result.success ? result.turnstileSiteKey : undefined,
    vote,
  };
}
