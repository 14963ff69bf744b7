import { normaliseLines, normaliseText } from "./normalise-text";
import { m } from "./paraglide/messages.js";
import { REPORT_NOTE_MAX, REPORT_REASONS } from "./report-rules";
import { z } from "./zod";

/**
 * The report dialog, the report page and POST /api/questions/:id/report share this schema. Its
 * messages are made while a request is parsed, in that request's language.
 */
export const reportSchema = z
  .object({
    reason: z.preprocess(
      (reason) => (typeof reason === "string" ? normaliseText(reason) : reason),
      z.enum(REPORT_REASONS, {
        error: () => m.moderation_error_report_reason({ reasons: REPORT_REASONS.join(", ") }),
      }),
    ),
    note: z
      .string({ error: () => m.moderation_error_note_not_text() })
      .nullish()
      .transform((note) => (note ? normaliseLines(note) : "") || undefined)
      .pipe(
        z
          .string()
          .max(REPORT_NOTE_MAX, {
            error: () => m.moderation_error_report_note_too_long({ max: REPORT_NOTE_MAX }),
          })
          .optional(),
      ),
  })
  .superRefine((report, ctx) => {
    if (report.reason === "other" && !report.note) {
      ctx.addIssue({
        code: "custom",
        path: ["note"],
        message: m.moderation_error_report_note_required(),
      });
    }
  });

export type ReportInput = z.output<typeof reportSchema>;
