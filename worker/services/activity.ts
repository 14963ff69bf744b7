import { likedBy, submittedBy, votedBy } from "../db/activity";
import type { AppContext } from "./context";

export type ActivityQuestion = {
  slug: string;
  questionText: string;
  optionA: string;
  optionB: string;
  category: string;
  categoryColor: string;
  votesA: number;
  votesB: number;
};

/** What a submission shows its author: "retired" and "rejected" both read as not published. */
export type SubmissionStatus = "pending" | "published" | "not-published";

export type Activity = {
  submitted: (ActivityQuestion & { status: SubmissionStatus; at: string })[];
  voted: (ActivityQuestion & { option: "A" | "B"; at: string })[];
  liked: (ActivityQuestion & { at: string })[];
};

/**
 * A signed-in visitor's own lists, in one D1 round trip. Votes reach D1 from the question's object
 * a second or two after they are cast, so the newest one may join the list on the next visit.
 */
export async function accountActivity(
  ctx: AppContext,
  userId: string,
  voterHash: string | undefined,
): Promise<Activity> {
  const { db } = ctx;
  if (!voterHash) {
    const submitted = await submittedBy(db, userId);
    return { submitted: submitted.map(toSubmission), voted: [], liked: [] };
  }
  const [submitted, voted, liked] = await db.batch([
    submittedBy(db, userId),
    votedBy(db, voterHash),
    likedBy(db, voterHash),
  ]);
  return {
    submitted: submitted.map(toSubmission),
    voted: voted.map((row) => ({ ...row, at: row.at.toISOString() })),
    liked: liked.map((row) => ({ ...row, at: row.at.toISOString() })),
  };
}

function toSubmission<T extends { status: string; createdAt: Date }>({ status, createdAt, ...row }: T) {
  const shown: SubmissionStatus = status === "pending" || status === "published" ? status : "not-published";
  return { ...row, status: shown, at: createdAt.toISOString() };
}
