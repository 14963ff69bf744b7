import { categoryLabel } from "#domain/category-labels.ts";
import { normaliseText } from "#domain/normalise-text.ts";
import { m } from "#domain/paraglide/messages.js";
import type { ReviewFlag } from "#domain/review-flags.ts";
import { firstMessage, type Submission, submissionSchema } from "#domain/schemas.ts";
import { normaliseForDuplicates } from "#domain/slug.ts";
import { type ContactDetail, findContactDetail } from "./contact-details";
import { findStrongLanguage } from "./profanity";
import { findRepeatedCharacters, isShouting } from "./shouting";

/** The category where mild words are refused too, not just flagged. */
export const KIDS_CATEGORY = "Kids";

export type CheckedField = "questionText" | "optionA" | "optionB" | "submittedBy";

/** A rule the submission breaks: the sentence, and the field it is shown under. */
export type Refusal = { message: string; field: string };

export type CheckResult =
  | { ok: true; submission: Submission; flags: ReviewFlag[] }
  | { ok: false; refusal: Refusal };

// Message functions, called while a request is answered, so a refusal speaks its language.
const FIELD_NAMES: Record<CheckedField, () => string> = {
  questionText: m.submit_field_question,
  optionA: m.submit_field_option_a,
  optionB: m.submit_field_option_b,
  submittedBy: m.submit_field_your_nickname,
};

const CONTACT_MESSAGES: Record<ContactDetail, (inputs: { field: string }) => string> = {
  link: m.submit_refuse_link,
  email: m.submit_refuse_email,
  phone: m.submit_refuse_phone,
};

/** The normalised submission, measured again: NFKC can lengthen a text and invisible characters can be all there was. */
function normalised(submission: Submission): CheckResult {
  const parsed = submissionSchema.safeParse({
    questionText: normaliseText(submission.questionText),
    optionA: normaliseText(submission.optionA),
    optionB: normaliseText(submission.optionB),
    category: submission.category,
    submittedBy: normaliseText(submission.submittedBy ?? ""),
  });
  if (parsed.success) return { ok: true, submission: parsed.data, flags: [] };
  const field = String(parsed.error.issues[0]?.path[0] ?? "questionText");
  return { ok: false, refusal: { message: firstMessage(parsed.error), field } };
}

/**
 * The form the checks read: everything NFKC folds, folded. The stored text keeps Chinese full-width
 * punctuation (domain/normalise-text.ts), which must not hide "example．com" or "a＠b.com" from them.
 */
const folded = (text: string) => text.normalize("NFKC");

function textRefusal(field: CheckedField, stored: string, kids: boolean): Refusal | undefined {
  const text = folded(stored);
  const name = FIELD_NAMES[field]();
  const contact = findContactDetail(text);
  if (contact) return { field, message: CONTACT_MESSAGES[contact]({ field: name }) };
  const language = findStrongLanguage(text);
  if (language?.level === "explicit") return { field, message: m.submit_refuse_explicit({ field: name }) };
  if (language && kids) {
    return {
      field,
      message: m.submit_refuse_kids_word({ field: name, category: categoryLabel(KIDS_CATEGORY) }),
    };
  }
  return undefined;
}

/** A nickname shown to a room of players, who may be children: the Kids category's rules apply. */
export function nicknameRefusal(nickname: string): string | undefined {
  return textRefusal("submittedBy", nickname, true)?.message;
}

function textFlags(field: CheckedField, stored: string): ReviewFlag[] {
  const text = folded(stored);
  const flags: ReviewFlag[] = [];
  if (isShouting(text)) flags.push({ code: "shouting", detail: field });
  const repeated = findRepeatedCharacters(text);
  if (repeated) flags.push({ code: "repeated-characters", detail: repeated });
  const language = findStrongLanguage(text);
  if (language?.level === "mild") flags.push({ code: "mild-language", detail: language.word });
  return flags;
}

/** Case and punctuation blind ("Pizza" and "pizza!"), but options of only emoji still compare as written. */
function sameOption(a: string, b: string): boolean {
  const key = (option: string) => normaliseForDuplicates(option) || option.toLowerCase();
  return key(a) === key(b);
}

/**
 * Every check that needs no database, in the order the form's fields appear: the first refusal
 * wins, and what merely deserves a moderator's eye comes back as flags. The category is the
 * stored name (already looked up), which decides how strict the language check is.
 */
export function checkSubmission(raw: Submission, category: string): CheckResult {
  const result = normalised(raw);
  if (!result.ok) return result;
  const { submission } = result;
  const kids = category === KIDS_CATEGORY;
  const texts: [CheckedField, string][] = [
    ["questionText", submission.questionText],
    ["optionA", submission.optionA],
    ["optionB", submission.optionB],
    ["submittedBy", submission.submittedBy ?? ""],
  ];
  for (const [field, text] of texts) {
    const refusal = textRefusal(field, text, kids);
    if (refusal) return { ok: false, refusal };
  }
  if (sameOption(submission.optionA, submission.optionB)) {
    return { ok: false, refusal: { field: "optionB", message: m.submit_options_same() } };
  }
  return { ok: true, submission, flags: texts.flatMap(([field, text]) => textFlags(field, text)) };
}
