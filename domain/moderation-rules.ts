import { m } from "./paraglide/messages.js";
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
    reason: z.enum(REJECTION_REASONS, { error: () => m.moderation_error_choose_reason() }),
    note: z
      .string()
      .trim()
      .max(MODERATOR_NOTE_MAX, { error: () => m.moderation_error_note_too_long({ max: MODERATOR_NOTE_MAX }) })
      .transform((note) => note || undefined),
  })
  .refine((r) => r.reason !== "other" || r.note, {
    path: ["note"],
    error: () => m.moderation_error_note_for_other(),
  });
export type Rejection = { reason: RejectionReason; note?: string };

/** A moderator's edit: the submission's own rules, so an edited question is as valid as a new one. */
export const editSchema = submissionSchema.transform(({ submittedBy: _, ...edit }) => edit);
export type QuestionEdit = z.output<typeof editSchema>;

export const bulkIdsSchema = z
  .array(questionIdSchema, { error: () => m.moderation_error_choose_questions() })
  .min(1, { error: () => m.moderation_error_choose_questions() })
  .max(BULK_MAX, { error: () => m.moderation_error_bulk_max({ max: BULK_MAX }) })
  .transform((ids) => [...new Set(ids)]);

/** What the audit log calls each action: functions, read while the log renders, in its language. */
export const MODERATION_ACTIONS = {
  approve: m.moderation_action_approve,
  "edit-approve": m.moderation_action_edit_approve,
  reject: m.moderation_action_reject,
  keep: m.moderation_action_keep,
  hide: m.moderation_action_hide,
  edit: m.moderation_action_edit,
  remove: m.moderation_action_remove,
  restore: m.moderation_action_restore,
  "auto-hide": m.moderation_action_auto_hide,
  "mark-handled": m.moderation_action_mark_handled,
  "mark-unhandled": m.moderation_action_mark_unhandled,
} as const;
export type ModerationAction = keyof typeof MODERATION_ACTIONS;
