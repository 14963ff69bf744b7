// Form intents shared by pages and their actions, and what those actions answer.
import type { VoteAnswer } from "#domain/vote.ts";

export const INTENTS = { vote: "vote", like: "like", report: "report" } as const;

/** A vote's answer as a page holds it: the API's answer, with the form's intent and question. */
export type VoteActionData = { intent: "vote"; questionId?: string } & VoteAnswer;

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
