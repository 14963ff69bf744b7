import { EMAIL_MAX, FULL_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "./auth-rules";
import { normaliseText } from "./normalise-text";
import { z } from "./zod";

/** Names and addresses are normalised before their rules; passwords are taken exactly as typed. */
const line = () => z.string().transform((text) => normaliseText(text));

// The auth forms' rules, shared by the forms and their actions.
const email = line().pipe(
  z
    .string()
    .min(1, "Please enter your email address.")
    .max(EMAIL_MAX, "That email address is too long.")
    .pipe(z.email("Please enter a valid email address.")),
);

const password = z
  .string()
  .min(1, "Please enter your password.")
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password can be at most ${PASSWORD_MAX} characters.`);

export const loginSchema = z.object({ email, password });
export const registerSchema = z.object({
  fullName: line().pipe(
    z
      .string()
      .min(1, "Please enter your full name.")
      .max(FULL_NAME_MAX, `Full name can be at most ${FULL_NAME_MAX} characters.`),
  ),
  email,
  password,
});
export const forgotSchema = z.object({ email });
export const resetSchema = z.object({
  token: z.string().min(1, "This reset link is incomplete."),
  password,
});

/** Full name, else the part of the e-mail before the at-sign, else "User". */
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

// The settings page's forms (/settings).
export const nameSchema = z.object({
  name: line().pipe(
    z
      .string()
      .min(1, "Please enter your name.")
      .max(FULL_NAME_MAX, `Your name can be at most ${FULL_NAME_MAX} characters.`),
  ),
});
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, "Please enter your current password.").max(PASSWORD_MAX),
  newPassword: password,
});
export const deleteAccountSchema = z.object({
  confirm: z.literal("yes", { error: "Tick the box to confirm that the account should be deleted." }),
  // Accounts that sign in with Google or GitHub have no password; a recent sign-in stands in for it.
  password: z.string().max(PASSWORD_MAX),
});
