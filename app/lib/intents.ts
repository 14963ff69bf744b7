// Form intents shared by pages and their actions, and what those actions answer.

export const INTENTS = { vote: "vote", like: "like", report: "report" } as const;

/** The spec's words for a vote that could not be recorded, whatever the cause. */
export const VOTE_FAILED = "Failed to record vote. Please try again.";

export type VoteActionData =
  | {
      intent: "vote";
      status: "voted" | "already-voted";
      questionId: string;
      option: "A" | "B";
      votesA: number;
      votesB: number;
    }
  | { intent: "vote"; status: "error"; questionId?: string; error: string };

export type LikeActionData =
  | { intent: "like"; status: "ok"; questionId: string; count: number; liked: boolean }
  | { intent: "like"; status: "error"; error: string };

export type ReportActionData =
  | { intent: "report"; status: "reported" | "already-reported"; questionId: string; message: string }
  | {
      intent: "report";
      status: "error";
      error: string;
      /** Field name to its message, for the form to show beside the field. */
      fieldErrors?: Record<string, string>;
    };
