/** A question as the API, the pages and the vote objects pass it around, with the API's field names. */
export type Question = {
  id: string;
  slug: string;
  questionText: string;
  optionA: string;
  optionB: string;
  /** The language the text is in: the page's, or a submission's own. */
  language: "en" | "zh";
  votesA: number;
  votesB: number;
  category: string;
  createdAt: string;
  submittedBy: string;
  /** Comments its discussion shows, replies included. */
  commentCount: number;
};
