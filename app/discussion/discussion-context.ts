import { createContext, useContext } from "react";
import type { Question } from "#domain/question.ts";
import type { DiscussionQuery } from "./discussion-query";

/** What every part of one question's discussion needs to know, given once by the section. */
export type DiscussionSetting = {
  question: Pick<Question, "id" | "slug" | "optionA" | "optionB" | "language">;
  /** The part of the discussion the page's address names, which forms post back to. */
  query: DiscussionQuery;
  signedIn: boolean;
  /** The render's "now" in epoch milliseconds (relative-time.tsx). */
  now: number;
};

export const DiscussionContext = createContext<DiscussionSetting | null>(null);

export function useDiscussion(): DiscussionSetting {
  const setting = useContext(DiscussionContext);
  if (!setting) throw new Error("useDiscussion outside a DiscussionContext");
  return setting;
}
