import { rejectionReasonLabel } from "#domain/review-flags.ts";
import { type SubmissionStatus, shownStatus, statusTokenSchema } from "#domain/submission-status.ts";
import { byStatusTokenHash } from "#worker/db/questions.ts";
import { toHex } from "#worker/hex.ts";
import type { AppContext } from "./context";

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The secret in an anonymous submitter's status link; only its hash is stored. */
export function newStatusToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** Hex SHA-256: the token has 256 random bits, so a plain hash is enough (no salt or slow hash needed). */
export async function hashStatusToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return toHex(digest);
}

export type SubmissionStatusView = {
  questionText: string;
  optionA: string;
  optionB: string;
  category: string;
  submittedAt: string;
  status: SubmissionStatus;
  /** Only once published: a pending or hidden question's slug is nobody's business. */
  slug?: string;
  rejection?: { reason?: string; note?: string };
};

/** What the private status link shows; undefined for a malformed or unknown token alike. */
export async function submissionByToken(
  ctx: AppContext,
  token: string,
): Promise<SubmissionStatusView | undefined> {
  if (!statusTokenSchema.safeParse(token).success) return undefined;
  const [row] = await byStatusTokenHash(ctx.db, await hashStatusToken(token));
  if (!row) return undefined;
  const status = shownStatus(row.status);
  const rejected = row.status === "rejected";
  return {
    questionText: row.questionText,
    optionA: row.optionA,
    optionB: row.optionB,
    category: row.category,
    submittedAt: row.createdAt.toISOString(),
    status,
    slug: status === "published" ? row.slug : undefined,
    rejection: rejected
      ? { reason: rejectionReasonLabel(row.rejectionReason), note: row.rejectionNote ?? undefined }
      : undefined,
  };
}
