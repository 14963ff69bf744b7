import { z } from "zod";

// The spec's auth form rules (section 5), shared by the forms and their actions.
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

const email = z
  .string()
  .trim()
  .min(1, "Please enter your email address.")
  .max(EMAIL_MAX, "That email address is too long.")
  .pipe(z.email("Please enter a valid email address."));

const password = z
  .string()
  .min(1, "Please enter your password.")
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password can be at most ${PASSWORD_MAX} characters.`);

export const loginSchema = z.object({ email, password });
export const registerSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, "Please enter your full name.")
    .max(FULL_NAME_MAX, `Full name can be at most ${FULL_NAME_MAX} characters.`),
  email,
  password,
});
export const forgotSchema = z.object({ email });
export const resetSchema = z.object({
  token: z.string().min(1, "This reset link is incomplete."),
  password,
});

/** Full name, else the part of the e-mail before the at-sign, else "User" (spec: User). */
export function displayName(user: { name?: string | null; email?: string | null }): string {
  const name = user.name?.trim();
  if (name) return name;
  const local = user.email?.split("@")[0]?.trim();
  return local || "User";
}

/** Only our own paths: "/x" but never "//host" or "/\\host", which browsers read as another site. */
export function safeRedirect(target: string | null | undefined, fallback = "/"): string {
  // Browsers drop tabs and newlines from URLs, so "/\t/evil.example" would become "//evil.example":
  // no whitespace or control character at all, and no second slash or backslash after the first.
  const control = target
    ? [...target].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
    : false;
  return target && !control && /^\/(?![/\\])\S*$/.test(target) ? target : fallback;
}
