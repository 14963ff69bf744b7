import { NICKNAME_MAX, OPTION_MAX, PAGE_MAX, QUESTION_MAX, SEARCH_MAX } from "./limits";
import { normaliseText } from "./normalise-text";
import { toSort } from "./sort";
import { z } from "./zod";

/** A text field that may be missing (treated as empty) but must be text when present; normalised. */
function text(field: string) {
  return z
    .string({ error: `${field} must be text.` })
    .nullish()
    .transform((value) => normaliseText(value ?? ""));
}

/** An optional query value, normalised; empty counts as missing. */
function queryText(max: number, tooLong: string) {
  return z
    .string()
    .optional()
    .transform((value) => (value === undefined ? undefined : normaliseText(value) || undefined))
    .pipe(z.string().max(max, tooLong).optional());
}

/**
 * The submit form and POST /api/questions share this schema. The form checks its rules in a fixed
 * order and shows the first failure, so the rules run in one ordered pass instead of per field.
 */
export const submissionSchema = z
  .object({
    questionText: text("questionText"),
    optionA: text("optionA"),
    optionB: text("optionB"),
    category: text("category"),
    submittedBy: text("submittedBy"),
  })
  .superRefine((v, ctx) => {
    const fail = (field: keyof typeof v, message: string) =>
      ctx.addIssue({ code: "custom", path: [field], message });
    if (!v.questionText) fail("questionText", "Please enter a question");
    if (!v.optionA) fail("optionA", "Please enter Option A");
    if (!v.optionB) fail("optionB", "Please enter Option B");
    if (!v.category) fail("category", "Please select a category");
    if (v.questionText.length > QUESTION_MAX) fail("questionText", "Question cannot exceed 200 characters");
    if (v.optionA.length > OPTION_MAX) fail("optionA", "Options cannot exceed 100 characters");
    if (v.optionB.length > OPTION_MAX) fail("optionB", "Options cannot exceed 100 characters");
    if (v.submittedBy.length > NICKNAME_MAX) fail("submittedBy", "Nickname cannot exceed 50 characters");
  })
  .transform(({ submittedBy, ...rest }) => ({ ...rest, submittedBy: submittedBy || undefined }));

export type Submission = z.output<typeof submissionSchema>;

export const voteSchema = z.object({
  option: z
    .string({ error: 'Choose option "A" or "B".' })
    .transform((s) => normaliseText(s).toUpperCase())
    .pipe(z.enum(["A", "B"], { error: 'Choose option "A" or "B".' })),
});

export type VoteOption = "A" | "B";

/** A whole number from a query string; missing or blank means the default. */
function wholeNumber(name: string, fallback: number) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === "") return fallback;
      const n = Number(raw);
      if (!Number.isInteger(n)) {
        ctx.addIssue({ code: "custom", message: `${name} must be a whole number.` });
        return z.NEVER;
      }
      return n;
    });
}

export function listQuerySchema(defaultLimit: number, maxLimit: number) {
  return z.object({
    category: queryText(50, "category is too long."),
    sort: z.string().optional().transform(toSort),
    limit: wholeNumber("limit", defaultLimit).transform((n) => Math.min(Math.max(n, 1), maxLimit)),
    page: wholeNumber("page", 1).transform((n) => Math.min(Math.max(n, 1), PAGE_MAX)),
    search: queryText(SEARCH_MAX, `Search text can be at most ${SEARCH_MAX} characters.`),
  });
}

export const questionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "That is not a valid question id.");
export const slugSchema = z.string().regex(/^[\p{L}\p{N}-]{1,60}$/u, "That is not a valid question slug.");

/** The first message of a failed parse, for places that show one sentence. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "The input is not valid.";
}

/** Field name to its first message, for forms that show errors beside each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
