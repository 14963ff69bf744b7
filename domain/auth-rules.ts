// The auth limits, modes and messages: no zod here, so pages that only show a message
// (home's notice after a confirmation) do not pull the schema library into their JavaScript.
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MAX = 100;
export const EMAIL_MAX = 254;

export const AUTH_MODES = ["login", "register", "forgot"] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

/** `?mode=` of /sign-in; anything unknown is the login form. */
export const toAuthMode = (value: string | null): AuthMode =>
  AUTH_MODES.find((mode) => mode === value) ?? "login";

export const REGISTER_SUCCESS = "Registration successful! Please check your email to verify your account.";
export const FORGOT_SUCCESS = "Password reset email sent! Please check your inbox.";
export const AUTH_UNEXPECTED = "An unexpected error occurred. Please try again.";
export const CONFIRM_SUCCESS = "Email confirmed successfully! You can now sign in.";
export const CONFIRM_FAILED = "Email confirmation failed. The link may be expired or invalid.";
export const CONFIRM_INVALID_LINK = "Invalid confirmation link.";
export const CONFIRM_UNEXPECTED = "An unexpected error occurred during email confirmation.";
export const RESET_SUCCESS = "Your password has been changed. You can now sign in with it.";

/** The identity providers a visitor may sign in with, when the site has their client id and secret. */
export const SOCIAL_PROVIDERS = ["google", "github"] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];
export const SOCIAL_PROVIDER_NAMES: Record<SocialProviderId, string> = { google: "Google", github: "GitHub" };
export const SOCIAL_LOGIN_FAILED = "Social login failed. Please try again.";
/** Deleting an e-mail account without its password (worker/accounts/auth.ts refuses it on every way in). */
export const PASSWORD_TO_DELETE = "Please enter your password.";
/** What /auth/callback sends home with (`/?success=auth_success`, `/?error=...`), as home shows it. */
export const AUTH_CALLBACK_SUCCESS = "You're signed in. Welcome!";
export const AUTH_CALLBACK_FAILED = "Sign in failed. Please try again.";
