// The auth limits, modes and messages: no zod here, so pages that only show a message
// (home's notice after a confirmation) do not pull the schema library into their JavaScript.
// The messages are message functions (messages/<language>/accounts.json): call them while
// answering a request or rendering, so they speak its language.
import { m } from "./paraglide/messages.js";

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MAX = 100;
export const EMAIL_MAX = 254;

export const AUTH_MODES = ["login", "register", "forgot"] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

/** `?mode=` of /sign-in; anything unknown is the login form. */
export const toAuthMode = (value: string | null): AuthMode =>
  AUTH_MODES.find((mode) => mode === value) ?? "login";

export const REGISTER_SUCCESS = m.account_register_success;
export const FORGOT_SUCCESS = m.account_forgot_success;
export const AUTH_UNEXPECTED = m.account_unexpected;
export const CONFIRM_SUCCESS = m.account_confirm_success;
export const CONFIRM_FAILED = m.account_confirm_failed;
export const CONFIRM_INVALID_LINK = m.account_confirm_invalid_link;
export const CONFIRM_UNEXPECTED = m.account_confirm_unexpected;
export const RESET_SUCCESS = m.account_reset_success;

/** The identity providers a visitor may sign in with, when the site has their client id and secret. */
export const SOCIAL_PROVIDERS = ["google", "github"] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];
export const SOCIAL_PROVIDER_NAMES: Record<SocialProviderId, string> = { google: "Google", github: "GitHub" };
/** A Google or GitHub sign-in that could not start (worker/accounts/social-flow.ts). */
export const SOCIAL_LOGIN_FAILED = m.account_social_login_failed;
/**
 * Deleting an e-mail account without its password (worker/accounts/auth.ts refuses it on every way in).
 * This English sentence is also how /settings recognises that refusal; it shows the refusal as
 * `m.account_password_required()`, in the page's language.
 */
export const PASSWORD_TO_DELETE = "Please enter your password.";
/** Its code, which the pages recognise it by in every language. */
export const PASSWORD_TO_DELETE_CODE = "PASSWORD_REQUIRED_TO_DELETE";
/** What /auth/callback sends home with (`/?success=auth_success`, `/?error=...`), as home shows it. */
export const AUTH_CALLBACK_SUCCESS = m.account_callback_success;
export const AUTH_CALLBACK_FAILED = m.account_callback_failed;
