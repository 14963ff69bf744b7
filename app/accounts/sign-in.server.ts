import { data, type RouterContextProvider } from "react-router";
import { type AuthMode, FORGOT_SUCCESS, REGISTER_SUCCESS, toAuthMode } from "#domain/auth-rules.ts";
import { forgotSchema, loginSchema, registerSchema } from "#domain/auth-schema.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { safeRedirect } from "#domain/redirects.ts";
import { fieldErrors } from "#domain/schemas.ts";
import { readTextForm } from "#worker/services/forms.ts";
import { TURNSTILE_FIELD } from "#worker/services/limits.ts";
import {
  authCall,
  cookieHeaders,
  failureInit,
  failureMessage,
  redirectWithCookies,
  startSocial,
} from "./auth.server";
import { IN_PLACE_FIELD } from "./auth-form-fields";

const FIELDS = [
  "mode",
  "fullName",
  "email",
  "password",
  "redirectTo",
  "provider",
  IN_PLACE_FIELD,
  TURNSTILE_FIELD,
] as const;

/** One shape for every answer: the mode it belongs to, a notice or an error, and what was typed. */
export type SignInResult = {
  mode: AuthMode;
  success?: string;
  error?: string;
  errors?: Partial<Record<"fullName" | "email" | "password", string>>;
  values?: { fullName: string; email: string };
  /** Sign-up's Turnstile widget is shown with this key (the client tripped a limit). */
  turnstileSiteKey?: string;
  /** Signed in, through the dialog: the page (one of ours) to load now. */
  signedInTo?: string;
};

const answer = (result: SignInResult, init?: number | ResponseInit) => data(result, init);

export async function handleSignIn(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readTextForm(request, FIELDS);
  if (form.provider !== "") return handleSocialSignIn(request, context, form.provider, form.redirectTo);
  const mode = toAuthMode(form.mode);
  // Never echo the password back into the page.
  const values = { fullName: form.fullName, email: form.email };
  const schema = mode === "register" ? registerSchema : mode === "forgot" ? forgotSchema : loginSchema;
  const parsed = schema.safeParse(form);
  if (!parsed.success) return answer({ mode, errors: fieldErrors(parsed.error), values }, 400);
  // What the rules passed: the name and address normalised (domain/normalise-text.ts).
  const {
    fullName = "",
    email,
    password = "",
  } = parsed.data as { fullName?: string; email: string; password?: string };

  if (mode === "forgot") {
    // The same answer whether or not the address has an account (better-auth mails only real ones).
    const result = await authCall(request, context, "/request-password-reset", { email });
    if (!result.ok) return answer({ mode, error: failureMessage(result), values }, failureInit(result));
    return answer({ mode, success: FORGOT_SUCCESS() });
  }
  if (mode === "register") {
    const body = { name: fullName, email, password };
    const result = await authCall(request, context, "/sign-up/email", body, form[TURNSTILE_FIELD]);
    if (!result.ok) {
      const { turnstileSiteKey } = result;
      return answer({ mode, error: failureMessage(result), values, turnstileSiteKey }, failureInit(result));
    }
    return answer({ mode: "login", success: REGISTER_SUCCESS() });
  }
  const result = await authCall(request, context, "/sign-in/email", { email, password });
  if (!result.ok) {
    const error =
      result.status === 403 && result.code === "EMAIL_NOT_VERIFIED"
        ? RESENT_CONFIRMATION()
        : failureMessage(result);
    return answer({ mode, error, values }, failureInit(result));
  }
  const to = safeRedirect(form.redirectTo, localizeHref("/"));
  // The dialog loads that page itself: a redirect to the page it is open on, differing only in its
  // fragment, would not load it again.
  if (form[IN_PLACE_FIELD] !== "")
    return answer({ mode, signedInTo: to }, { headers: cookieHeaders(result.setCookies) });
  return redirectWithCookies(to, result.setCookies);
}

/** better-auth has just sent a new link (emailVerification.sendOnSignIn): say so. */
export const RESENT_CONFIRMATION = m.account_resent_confirmation;

/** "Continue with Google / GitHub": on to the provider's page with better-auth's state cookies. */
async function handleSocialSignIn(
  request: Request,
  context: Readonly<RouterContextProvider>,
  provider: string,
  returnTo: string,
) {
  const started = await startSocial(request, context, provider, returnTo);
  if (!started.ok) {
    const init = started.retryAfter
      ? { status: started.status, headers: { "Retry-After": started.retryAfter } }
      : started.status;
    return answer({ mode: "login", error: started.message }, init);
  }
  return redirectWithCookies(started.url, started.setCookies);
}
