import { m } from "./paraglide/messages.js";
import { z } from "./zod";

/**
 * What a submission shows its author. "rejected" and "retired" both read as not published;
 * "hidden" is a published question taken down by reports until a moderator decides.
 */
export type SubmissionStatus = "pending" | "published" | "not-published" | "hidden";

export function shownStatus(status: string): SubmissionStatus {
  if (status === "pending" || status === "published" || status === "hidden") return status;
  return "not-published";
}

export const SUBMISSION_PATH = "/submission";

/** A status link's token: 32 random bytes in base64url, so exactly 43 URL-safe characters. */
export const statusTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: () => m.submit_status_link_invalid() });
