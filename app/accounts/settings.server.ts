import { data, type RouterContextProvider } from "react-router";
import { PASSWORD_TO_DELETE_CODE } from "#domain/auth-rules.ts";
import { changePasswordSchema, deleteAccountSchema, nameSchema } from "#domain/auth-schema.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { fieldErrors } from "#domain/schemas.ts";
import { readTextForm } from "#worker/services/forms.ts";
import { authCall, failureInit, failureMessage, redirectWithCookies, requireUser } from "./auth.server";

type Context = Readonly<RouterContextProvider>;

export const SETTINGS_INTENTS = ["name", "password", "sign-out-everywhere", "delete"] as const;
export type SettingsIntent = (typeof SETTINGS_INTENTS)[number];

export type SettingsResult = {
  intent: SettingsIntent;
  success?: string;
  error?: string;
  errors?: Partial<Record<"name" | "currentPassword" | "newPassword" | "password" | "confirm", string>>;
};

const PRIVATE = { "Cache-Control": "private, no-store" };

/** Whether the account has a password (an e-mail account) rather than only Google or GitHub. */
async function hasPassword(request: Request, context: Context): Promise<boolean> {
  const result = await authCall(request, context, "/list-accounts");
  return result.ok && Array.isArray(result.data) && result.data.some((a) => a?.providerId === "credential");
}

/** What a successful change says once the page is back (`?done=`): post, redirect, then read. */
const DONE: Partial<Record<SettingsIntent, () => string>> = {
  name: m.account_name_saved,
  password: m.account_password_changed,
};

export async function loadSettings(request: Request, context: Context) {
  const user = await requireUser(request, context);
  const done = SETTINGS_INTENTS.find((intent) => intent === new URL(request.url).searchParams.get("done"));
  const success = done ? DONE[done]?.() : undefined;
  const notice: SettingsResult | undefined = done && success ? { intent: done, success } : undefined;
  return data(
    { name: user.name, email: user.email, hasPassword: await hasPassword(request, context), notice },
    { headers: PRIVATE },
  );
}

const FIELDS = ["intent", "name", "currentPassword", "newPassword", "password", "confirm"] as const;

/** Every form on /settings posts here with its intent; each calls better-auth as the visitor. */
export async function settingsAction(request: Request, context: Context) {
  await requireUser(request, context);
  const form = await readTextForm(request, FIELDS);
  const intent = SETTINGS_INTENTS.find((known) => known === form.intent);
  if (!intent) throw data(m.account_unknown_form(), { status: 400 });
  const answer = (result: Omit<SettingsResult, "intent">, init?: ResponseInit) =>
    data<SettingsResult>({ intent, ...result }, { ...init, headers: { ...PRIVATE, ...init?.headers } });

  if (intent === "name") {
    const parsed = nameSchema.safeParse(form);
    if (!parsed.success) return answer({ errors: fieldErrors(parsed.error) }, { status: 400 });
    const result = await authCall(request, context, "/update-user", { name: parsed.data.name });
    if (!result.ok) return answer({ error: failureMessage(result) }, failureInit(result));
    // A redirect, so the header (read before this change) shows the new name and a reload posts nothing.
    return redirectWithCookies(localizeHref("/settings?done=name"), []);
  }

  if (intent === "password") {
    const parsed = changePasswordSchema.safeParse(form);
    if (!parsed.success) return answer({ errors: fieldErrors(parsed.error) }, { status: 400 });
    const result = await authCall(request, context, "/change-password", {
      ...parsed.data,
      revokeOtherSessions: true,
    });
    if (!result.ok) return answer({ error: failureMessage(result) }, failureInit(result));
    // better-auth ended every session and opened a new one for this browser: its cookie goes back.
    return redirectWithCookies(localizeHref("/settings?done=password"), result.setCookies);
  }

  if (intent === "sign-out-everywhere") {
    const others = await authCall(request, context, "/revoke-other-sessions", {});
    if (!others.ok) return answer({ error: failureMessage(others) }, failureInit(others));
    const self = await authCall(request, context, "/sign-out", {});
    return redirectWithCookies(localizeHref("/?signedOut=everywhere"), self.ok ? self.setCookies : []);
  }

  const parsed = deleteAccountSchema.safeParse(form);
  if (!parsed.success) return answer({ errors: fieldErrors(parsed.error) }, { status: 400 });
  const password = parsed.data.password;
  // Without a password only a Google or GitHub account goes; an e-mail account is refused by the
  // auth hook (worker/accounts/auth.ts), and the refusal belongs beside the password field.
  const result = await authCall(request, context, "/delete-user", password ? { password } : {});
  // By code, not sentence: the sentence is in the page's language.
  if (!result.ok && result.code === PASSWORD_TO_DELETE_CODE) {
    return answer({ errors: { password: m.account_password_required() } }, { status: 400 });
  }
  if (!result.ok) {
    const expired = result.code === "SESSION_EXPIRED";
    const error = expired ? m.account_delete_reauth() : failureMessage(result);
    return answer({ error }, failureInit(result));
  }
  return redirectWithCookies(localizeHref("/?account=deleted"), result.setCookies);
}
