import { normaliseLines, normaliseText } from "./normalise-text";
import { REPORT_NOTE_MAX, REPORT_REASONS } from "./report-rules";
import { z } from "./zod";

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
