import { normaliseLines, normaliseText } from "./normalise-text";
import { z } from "./zod";

// The one list of reasons: the report dialog, its page and the API offer these, and the reports
// table stores them.
export const REPORT_REASONS = ["offensive", "spam", "duplicate", "wrong-category", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  offensive: "Offensive or hurtful",
  spam: "Spam or advertising",
  duplicate: "Duplicate of another question",
  "wrong-category": "Wrong category",
  other: "Something else",
};

export const REPORT_NOTE_MAX = 500;

// The community guidelines promise a moderator looks at every report within 24 hours.
export const REPORT_THANKS =
  "Thanks for letting us know. A moderator will review this question within 24 hours.";
export const REPORT_REPEAT = "You have already reported this question.";

/** The report dialog, the report page and POST /api/questions/:id/report share this schema. */
export const reportSchema = z
  .object({
    reason: z.preprocess(
      (reason) => (typeof reason === "string" ? normaliseText(reason) : reason),
      z.enum(REPORT_REASONS, { error: `Choose a reason: ${REPORT_REASONS.join(", ")}.` }),
    ),
    note: z
      .string({ error: "The note must be text." })
      .nullish()
      .transform((note) => (note ? normaliseLines(note) : "") || undefined)
      .pipe(
        z
          .string()
          .max(REPORT_NOTE_MAX, `The note cannot be longer than ${REPORT_NOTE_MAX} characters.`)
          .optional(),
      ),
  })
  .superRefine((report, ctx) => {
    if (report.reason === "other" && !report.note) {
      ctx.addIssue({
        code: "custom",
        path: ["note"],
        message: 'Please tell us what is wrong when you choose "Something else".',
      });
    }
  });

export type ReportInput = z.output<typeof reportSchema>;
