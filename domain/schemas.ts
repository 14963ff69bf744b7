import { NICKNAME_MAX, OPTION_MAX, PAGE_MAX, QUESTION_MAX, SEARCH_MAX } from "./limits";
import { normaliseText } from "./normalise-text";
import { m } from "./paraglide/messages.js";
import { toSort } from "./sort";
import { z } from "./zod";

// Schemas are built once, when the module loads; their messages are functions, so each failure is
// worded in the language of the request (or page) that parses.

/** A text field that may be missing (treated as empty) but must be text when present; normalised. */
function text(field: string) {
  return z
    .string({ error: () => m.submit_field_not_text({ field }) })
    .nullish()
    .transform((value) => normaliseText(value ?? ""));
}

/** An optional query value, normalised; empty counts as missing. */
function queryText(max: number, tooLong: () => string) {
  return z
    .string()
    .optional()
    .transform((value) => (value === undefined ? undefined : normaliseText(value) || undefined))
    .pipe(z.string().max(max, { error: tooLong }).optional());
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
    if (!v.questionText) fail("questionText", m.submit_question_required());
    if (!v.optionA) fail("optionA", m.submit_option_a_required());
    if (!v.optionB) fail("optionB", m.submit_option_b_required());
    if (!v.category) fail("category", m.submit_category_required());
    if (v.questionText.length > QUESTION_MAX)
      fail("questionText", m.submit_question_too_long({ max: QUESTION_MAX }));
    if (v.optionA.length > OPTION_MAX) fail("optionA", m.submit_options_too_long({ max: OPTION_MAX }));
    if (v.optionB.length > OPTION_MAX) fail("optionB", m.submit_options_too_long({ max: OPTION_MAX }));
    if (v.submittedBy.length > NICKNAME_MAX)
      fail("submittedBy", m.submit_nickname_too_long({ max: NICKNAME_MAX }));
  })
  .transform(({ submittedBy, ...rest }) => ({ ...rest, submittedBy: submittedBy || undefined }));

export type Submission = z.output<typeof submissionSchema>;

export const voteSchema = z.object({
  option: z
    .string({ error: () => m.submit_vote_option_invalid() })
    .transform((s) => normaliseText(s).toUpperCase())
    .pipe(z.enum(["A", "B"], { error: () => m.submit_vote_option_invalid() })),
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
        ctx.addIssue({ code: "custom", message: m.submit_whole_number({ name }) });
        return z.NEVER;
      }
      return n;
    });
}

export function listQuerySchema(defaultLimit: number, maxLimit: number) {
  return z.object({
    category: queryText(50, () => m.submit_category_too_long()),
    sort: z.string().optional().transform(toSort),
    limit: wholeNumber("limit", defaultLimit).transform((n) => Math.min(Math.max(n, 1), maxLimit)),
    page: wholeNumber("page", 1).transform((n) => Math.min(Math.max(n, 1), PAGE_MAX)),
    search: queryText(SEARCH_MAX, () => m.submit_search_too_long({ max: SEARCH_MAX })),
  });
}

export const questionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: () => m.submit_question_id_invalid() });
export const slugSchema = z
  .string()
  .regex(/^[\p{L}\p{N}-]{1,60}$/u, { error: () => m.submit_question_slug_invalid() });

/** The first message of a failed parse, for places that show one sentence. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? m.submit_input_invalid();
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
