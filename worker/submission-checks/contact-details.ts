export type ContactDetail = "link" | "email" | "phone";

const URL_START = /\bhttps?:\/\/|\bwww\./iu;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;
// A bare domain needs a known top-level domain: a generic one would refuse "Node.js" or "Vue.js".
const BARE_DOMAIN =
  /\b[\p{L}\p{N}-]{2,}(?:\.[\p{L}\p{N}-]+)*\.(?:com|net|org|info|biz|io|co|uk|us|ca|au|de|fr|es|it|nl|ru|cn|in|jp|br|eu|me|tv|ly|gg|xyz|app|dev|site|online|shop|store|link|live|club|top|click|tk)\b/iu;
// Seven or more digits, with the separators people put in phone numbers between them.
const DIGIT_RUN = /\+?\(?\d(?:[\s().\-/]{0,3}\d){6,}/gu;
// "1,000,000" and "1 000 000" are amounts and "31/12/1999" or "2025-01-31" dates, not phone numbers.
const THOUSANDS = /^\d{1,3}(?:[ .,]\d{3})+$/u;
const DATE = /^(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{1,2}-\d{1,2})$/u;

function looksLikePhone(run: string): boolean {
  const digits = run.replace(/\D/g, "");
  if (digits.length > 15 || THOUSANDS.test(run) || DATE.test(run)) return false;
  // A plain run ("1000000", a timestamp) is an amount or an id; people write phone numbers in groups.
  return /[^\d]/.test(run);
}

/** The first kind of contact detail or link in a text, if any: none of them belong in a question. */
export function findContactDetail(text: string): ContactDetail | undefined {
  if (EMAIL.test(text)) return "email";
  if (URL_START.test(text) || BARE_DOMAIN.test(text)) return "link";
  for (const [run] of text.matchAll(DIGIT_RUN)) {
    if (looksLikePhone(run.trim())) return "phone";
  }
  return undefined;
}
