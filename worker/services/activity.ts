import { rejectionReasonLabel } from "#domain/review-flags.ts";
import { type SubmissionStatus, shownStatus } from "#domain/submission-status.ts";
import { likedBy, submittedBy, votedBy } from "#worker/db/activity.ts";
import { hashesForCatalogue } from "#worker/votes/question-voters.ts";
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

export type Activity = {
  submitted: (ActivityQuestion & {
    status: SubmissionStatus;
    at: string;
    /** Only for a rejected question: the reason's label and the moderator's note, when given. */
    rejection?: { reason?: string; note?: string };
  })[];
  voted: (ActivityQuestion & { option: "A" | "B"; at: string })[];
  liked: (ActivityQuestion & { at: string })[];
};

/**
 * A signed-in visitor's own lists. Their votes and likes are stored under a hash per question, so
 * the first round trips read the submissions and the published ids, and the last finds the rows
 * stored under this voter's hash for each question (one index probe each). Votes reach D1 from the
 * question's object a second or two after they are cast, so the newest one may join the list on
 * the next visit.
 */
export async function accountActivity(
  ctx: AppContext,
  userId: string,
  voter: string | undefined,
): Promise<Activity> {
  const { db } = ctx;
  if (!voter) {
    const submitted = await submittedBy(db, userId);
    return { submitted: submitted.map(toSubmission), voted: [], liked: [] };
  }
  const [submitted, hashes] = await Promise.all([submittedBy(db, userId), hashesForCatalogue(ctx, voter)]);
  const [voted, liked] = await db.batch([votedBy(db, hashes), likedBy(db, hashes)]);
  return {
    submitted: submitted.map(toSubmission),
    voted: voted.map((row) => ({ ...row, at: row.at.toISOString() })),
    liked: liked.map((row) => ({ ...row, at: row.at.toISOString() })),
  };
}

type SubmittedRow = {
  status: string;
  createdAt: Date;
  rejectionReason: string | null;
  rejectionNote: string | null;
};

function toSubmission<T extends SubmittedRow>({
  status,
  createdAt,
  rejectionReason,
  rejectionNote,
  ...row
}: T) {
  const rejection =
    status === "rejected"
      ? { reason: rejectionReasonLabel(rejectionReason), note: rejectionNote ?? undefined }
      : undefined;
  return { ...row, status: shownStatus(status), at: createdAt.toISOString(), rejection };
}
