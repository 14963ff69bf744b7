import { EMAIL_MAX, FULL_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "./auth-rules";
import { normaliseText } from "./normalise-text";
import { m } from "./paraglide/messages.js";
import { z } from "./zod";

/** Names and addresses are normalised before their rules; passwords are taken exactly as typed. */
const line = () => z.string().transform((text) => normaliseText(text));

// The auth forms' rules, shared by the forms and their actions. Their messages are functions, read
// when a form is checked, so they speak the language of that request.
const email = line().pipe(
  z
    .string()
    .min(1, { error: () => m.account_email_required() })
    .max(EMAIL_MAX, { error: () => m.account_email_too_long() })
    .pipe(z.email({ error: () => m.account_email_invalid() })),
);

const password = z
  .string()
  .min(1, { error: () => m.account_password_required() })
  .min(PASSWORD_MIN, { error: () => m.account_password_too_short({ min: PASSWORD_MIN }) })
  .max(PASSWORD_MAX, { error: () => m.account_password_too_long({ max: PASSWORD_MAX }) });

export const loginSchema = z.object({ email, password });
export const registerSchema = z.object({
  fullName: line().pipe(
    z
      .string()
      .min(1, { error: () => m.account_full_name_required() })
      .max(FULL_NAME_MAX, { error: () => m.account_full_name_too_long({ max: FULL_NAME_MAX }) }),
  ),
  email,
  password,
});
export const forgotSchema = z.object({ email });
export const resetSchema = z.object({
  token: z.string().min(1, { error: () => m.account_reset_link_incomplete() }),
  password,
});

/** Full name, else the part of the e-mail before the at-sign, else "User" (in the request's language). */
export function displayName(user: { name?: string | null; email?: string | null }): string {
  const name = user.name?.trim();
  if (name) return name;
  const local = user.email?.split("@")[0]?.trim();
  return local || m.account_default_name();
}

// The settings page's forms (/settings).
export const nameSchema = z.object({
  name: line().pipe(
    z
      .string()
      .min(1, { error: () => m.account_name_required() })
      .max(FULL_NAME_MAX, { error: () => m.account_name_too_long({ max: FULL_NAME_MAX }) }),
  ),
});
export const changePasswordSchema = z.object({
  currentPassword: z
    .string()
    .min(1, { error: () => m.account_current_password_required() })
    .max(PASSWORD_MAX),
  newPassword: password,
});
export const deleteAccountSchema = z.object({
  confirm: z.literal("yes", { error: () => m.account_delete_confirm_required() }),
  // Accounts that sign in with Google or GitHub have no password; a recent sign-in stands in for it.
  password: z.string().max(PASSWORD_MAX),
});
