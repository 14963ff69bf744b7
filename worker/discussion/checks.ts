import { COMMENT_MAX } from "#domain/discussion.ts";
import { normaliseLines } from "#domain/normalise-text.ts";
import { m } from "#domain/paraglide/messages.js";
import type { ReviewFlag } from "#domain/review-flags.ts";
import { type ContactDetail, findContactDetail } from "#worker/submission-checks/contact-details.ts";
import { findStrongLanguage } from "#worker/submission-checks/profanity.ts";
import { findRepeatedCharacters, isShouting } from "#worker/submission-checks/shouting.ts";

export type CommentCheck =
  | { ok: true; body: string; language: "en" | "zh"; flags: ReviewFlag[] }
  | { ok: false; message: string };

// Message functions, called while a request is answered, so a refusal speaks its language.
const CONTACT_MESSAGES: Record<ContactDetail, () => string> = {
  link: m.comment_error_link,
  email: m.comment_error_email,
  phone: m.comment_error_phone,
};

/** Chinese characters make a comment Chinese, whatever page it was written on. */
export const writtenLanguage = (text: string) =>
  /\p{Script=Han}/u.test(text) ? ("zh" as const) : ("en" as const);

/**
 * The checks a submitted question gets, on a comment: normalised again (the schema did, but a
 * service caller may not have used it) and measured after, then refused for links, addresses,
 * phone numbers and explicit words, and flagged for a moderator's eye for mild words, shouting and
 * long runs of one character. The checks read the NFKC-folded form, which keeps no Chinese
 * full-width punctuation to hide "example．com" behind.
 */
export function checkComment(raw: string): CommentCheck {
  const body = normaliseLines(raw);
  if (!body) return { ok: false, message: m.comment_error_empty() };
  if (body.length > COMMENT_MAX)
    return { ok: false, message: m.comment_error_too_long({ max: COMMENT_MAX }) };
  const folded = body.normalize("NFKC");
  const contact = findContactDetail(folded);
  if (contact) return { ok: false, message: CONTACT_MESSAGES[contact]() };
  const language = findStrongLanguage(folded);
  if (language?.level === "explicit") return { ok: false, message: m.comment_error_explicit() };
  const flags: ReviewFlag[] = [];
  if (isShouting(folded)) flags.push({ code: "shouting", detail: "body" });
  const repeated = findRepeatedCharacters(folded);
  if (repeated) flags.push({ code: "repeated-characters", detail: repeated });
  if (language?.level === "mild") flags.push({ code: "mild-language", detail: language.word });
  return { ok: true, body, language: writtenLanguage(body), flags };
}
