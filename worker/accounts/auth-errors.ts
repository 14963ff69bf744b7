import { PASSWORD_TO_DELETE_CODE } from "#domain/auth-rules.ts";
import { baseLocale, getLocale } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import type { Failure } from "#worker/api/errors.ts";

// better-auth refuses with `{ code, message }`, and its messages are often for developers
// ("[body.email] Invalid input: expected string, received undefined", "Unauthorized"). Under /api
// every refusal has one shape, so its answers are rewritten into ours: a sentence, and its code.
// The sentences are messages (messages/<language>/accounts.json), read while the request is
// answered, so they speak its language: better-auth's own English never reaches a Chinese answer.

type Sentence = () => string;

const BY_CODE: Record<string, Sentence> = {
  BAD_REQUEST: m.account_api_body_not_json,
  UNSUPPORTED_MEDIA_TYPE: m.account_api_send_json,
  INVALID_CALLBACK_URL: m.account_api_callback_not_ours,
  INVALID_REDIRECT_URL: m.account_api_callback_not_ours,
  INVALID_ERROR_CALLBACK_URL: m.account_api_callback_not_ours,
  INVALID_NEW_USER_CALLBACK_URL: m.account_api_callback_not_ours,
  INVALID_TOKEN: m.account_api_link_invalid,
  UNAUTHORIZED: m.account_api_sign_in_first,
  PASSWORD_TOO_SHORT: m.account_api_password_too_short,
  PASSWORD_TOO_LONG: m.account_api_password_too_long,
  INVALID_EMAIL: m.account_api_email_invalid,
};

/**
 * better-auth's own sentences (its BASE_ERROR_CODES), worded for visitors in every language. English
 * answers keep better-auth's sentence as it comes, which these match; other languages read them here.
 */
const BETTER_AUTH_CODES: Record<string, Sentence> = {
  USER_NOT_FOUND: m.account_auth_user_not_found,
  FAILED_TO_CREATE_USER: m.account_auth_create_user_failed,
  FAILED_TO_CREATE_SESSION: m.account_auth_create_session_failed,
  FAILED_TO_UPDATE_USER: m.account_auth_update_user_failed,
  FAILED_TO_GET_SESSION: m.account_auth_get_session_failed,
  INVALID_PASSWORD: m.account_auth_invalid_password,
  INVALID_EMAIL_OR_PASSWORD: m.account_auth_invalid_credentials,
  INVALID_USER: m.account_auth_invalid_user,
  SOCIAL_ACCOUNT_ALREADY_LINKED: m.account_auth_social_already_linked,
  PROVIDER_NOT_FOUND: m.account_auth_provider_not_found,
  TOKEN_EXPIRED: m.account_auth_token_expired,
  FAILED_TO_GET_USER_INFO: m.account_auth_user_info_failed,
  USER_EMAIL_NOT_FOUND: m.account_auth_user_email_not_found,
  // Only after the right password, and better-auth has just sent a new link (sendOnSignIn).
  EMAIL_NOT_VERIFIED: m.account_auth_email_not_verified,
  USER_ALREADY_EXISTS: m.account_auth_user_exists,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: m.account_auth_user_exists_other_email,
  EMAIL_CAN_NOT_BE_UPDATED: m.account_auth_email_not_updatable,
  CHANGE_EMAIL_DISABLED: m.account_auth_change_email_disabled,
  CREDENTIAL_ACCOUNT_NOT_FOUND: m.account_auth_no_password_account,
  SESSION_EXPIRED: m.account_auth_session_expired,
  SESSION_NOT_FRESH: m.account_auth_session_not_fresh,
  FAILED_TO_UNLINK_LAST_ACCOUNT: m.account_auth_last_account,
  ACCOUNT_NOT_FOUND: m.account_auth_account_not_found,
  USER_ALREADY_HAS_PASSWORD: m.account_auth_has_password,
  PASSWORD_ALREADY_SET: m.account_auth_password_already_set,
  EMAIL_ALREADY_VERIFIED: m.account_auth_email_already_verified,
  EMAIL_MISMATCH: m.account_auth_email_mismatch,
  LINKED_ACCOUNT_ALREADY_EXISTS: m.account_auth_linked_account_exists,
  FAILED_TO_CREATE_VERIFICATION: m.account_auth_verification_failed,
  FIELD_NOT_ALLOWED: m.account_auth_field_not_allowed,
  MISSING_FIELD: m.account_auth_field_required,
  BODY_MUST_BE_AN_OBJECT: m.account_api_body_not_object,
  INVALID_ORIGIN: m.account_api_not_allowed,
  MISSING_OR_NULL_ORIGIN: m.account_api_not_allowed,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: m.account_api_not_allowed,
  // Ours, refused from inside better-auth (./auth.ts, ./profile-picture.ts, ./mail-guard.ts).
  INVALID_PICTURE: m.account_picture_refused,
  MAIL_UNAVAILABLE: m.account_mail_unavailable,
  [PASSWORD_TO_DELETE_CODE]: m.account_password_required,
};

const BY_STATUS: Record<number, Sentence> = {
  401: m.account_api_sign_in_first,
  403: m.account_api_not_allowed,
  404: m.account_api_no_endpoint,
};

/** The fields a validation message names ("[body.email] ..." gives email), at most three. */
function namedFields(message: string): string[] {
  const names = [...message.matchAll(/\[(?:body|query)\.([\w.]+)\]/g)].map((match) => match[1] as string);
  return [...new Set(names)].slice(0, 3);
}

/** A better-auth refusal as one sentence for the API, in the request's language. */
export function authSentence(status: number, code: unknown, message: unknown): string {
  const text = typeof message === "string" ? message : "";
  if (code === "VALIDATION_ERROR" || /^\[(body|query)/.test(text)) {
    const fields = namedFields(text);
    if (fields.length > 1)
      return m.account_api_check_fields({ fields: fields.join(m.account_api_list_separator()) });
    if (fields.length === 1) return m.account_api_check_field({ fields: fields[0] as string });
    return m.account_api_body_not_object();
  }
  if (typeof code === "string" && BY_CODE[code]) return BY_CODE[code]();
  if (/callbackURL|redirectURL|redirectTo/i.test(text)) return m.account_api_callback_not_ours();
  const english = getLocale() === baseLocale;
  // In English, messages such as "Invalid email or password" or "User already exists" read well as they are.
  if (english && /^[A-Z][a-z]*( [\w'-]+){2,}/.test(text) && text.length <= 200)
    return /[.!?]$/.test(text) ? text : `${text}.`;
  if (!english) {
    const ours = typeof code === "string" ? BETTER_AUTH_CODES[code] : undefined;
    if (ours) return ours();
  }
  return BY_STATUS[status]?.() ?? m.account_api_not_handled();
}

/**
 * A better-auth refusal as a page shows it (through app/accounts/auth.server.ts): in English its own
 * sentence as it comes, as the pages always showed it; in any other language our sentence for it.
 */
export function pageSentence(status: number, code: unknown, message: string | undefined): string | undefined {
  if (getLocale() === baseLocale) return message;
  return authSentence(status, code, message);
}

/** A better-auth refusal (any 4xx, with JSON or with nothing) in the API's envelope; else as it was. */
export async function inEnvelope(response: Response): Promise<Response> {
  if (response.status < 400 || response.status >= 500) return response;
  const text = await response.text();
  let body: { code?: unknown; message?: unknown } = {};
  try {
    body = JSON.parse(text) ?? {};
  } catch {
    // No JSON (an unknown path answers 404 with an empty body): the status says it all.
  }
  const failure: Failure = { success: false, error: authSentence(response.status, body.code, body.message) };
  if (typeof body.code === "string") failure.code = body.code;
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  headers.set("Content-Type", "application/json");
  return new Response(JSON.stringify(failure), { status: response.status, headers });
}
