import { REJECTION_REASONS, type RejectionReason } from "./review-flags";
import { questionIdSchema, submissionSchema } from "./schemas";
import { z } from "./zod";

/** The guidelines promise a decision on every submission and report within this many hours. */
export const REVIEW_PROMISE_HOURS = 24;
/** How many decisions one bulk action may carry: a page of the queue. */
export const BULK_MAX = 100;
export const MODERATOR_NOTE_MAX = 500;

export const rejectionSchema = z
  .object({
    reason: z.enum(REJECTION_REASONS, { error: "Choose a reason." }),
    note: z
      .string()
      .trim()
      .max(MODERATOR_NOTE_MAX, `The note can be at most ${MODERATOR_NOTE_MAX} characters.`)
      .transform((note) => note || undefined),
  })
  .refine((r) => r.reason !== "other" || r.note, {
    path: ["note"],
    message: "Say why in the note when the reason is “Another reason”.",
  });
export type Rejection = { reason: RejectionReason; note?: string };

/** A moderator's edit: the submission's own rules, so an edited question is as valid as a new one. */
export const editSchema = submissionSchema.transform(({ submittedBy: _, ...edit }) => edit);
export type QuestionEdit = z.output<typeof editSchema>;

export const bulkIdsSchema = z
  .array(questionIdSchema, { error: "Choose the questions first." })
  .min(1, "Choose the questions first.")
  .max(BULK_MAX, `At most ${BULK_MAX} questions at once.`)
  .transform((ids) => [...new Set(ids)]);

/** What the audit log calls each action. */
export const MODERATION_ACTIONS = {
  approve: "Approved",
  "edit-approve": "Edited and approved",
  reject: "Rejected",
  keep: "Kept after reports",
  hide: "Hid",
  edit: "Edited",
  remove: "Removed",
  restore: "Restored",
  "auto-hide": "Hidden automatically after reports",
  "mark-handled": "Marked a message handled",
  "mark-unhandled": "Marked a message unhandled",
} as const;
export type ModerationAction = keyof typeof MODERATION_ACTIONS;
