import { HumanCheck } from "#app/components/human-check.tsx";
import { button } from "#app/lib/ui.ts";
import { type AuthMode, EMAIL_MAX, FULL_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "#domain/auth-rules.ts";
import { m } from "#domain/paraglide/messages.js";
import { AuthField } from "./auth-fields";

/** Each mode's title: functions, read while a page renders, in that page's language. */
export const AUTH_TITLES: Record<AuthMode, () => string> = {
  login: m.account_sign_in_title,
  register: m.account_create_account,
  forgot: m.account_reset_password,
};

/** Sent by the sign-in dialog, which answers in place: signed in, it is told where to go, not redirected. */
export const IN_PLACE_FIELD = "inPlace";

type Props = {
  mode: AuthMode;
  redirectTo: string;
  errors?: Partial<Record<"fullName" | "email" | "password", string>>;
  values?: { fullName: string; email: string };
  /** Tells the ids of the page's fields from the dialog's, which can be open over that page. */
  idPrefix?: string;
  /** The dialog's forms: answered in place (IN_PLACE_FIELD). */
  inPlace?: boolean;
  /** Sign-up's Turnstile widget, when the last answer asked for it; `answer` is that answer. */
  turnstileSiteKey?: string;
  answer?: unknown;
};

/** The fields of one sign-in mode and its submit button, shared by /sign-in and the header's dialog. */
export function AuthFormFields(props: Props) {
  const { mode, redirectTo, errors = {}, values, idPrefix = "auth" } = props;
  return (
    <>
      <input type="hidden" name="mode" value={mode} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {props.inPlace && <input type="hidden" name={IN_PLACE_FIELD} value="1" />}
      {mode === "register" && (
        <AuthField
          id={`${idPrefix}-full-name`}
          label={m.account_full_name()}
          error={errors.fullName}
          name="fullName"
          type="text"
          autoComplete="name"
          maxLength={FULL_NAME_MAX}
          defaultValue={values?.fullName}
        />
      )}
      <AuthField
        id={`${idPrefix}-email`}
        label={m.account_email()}
        error={errors.email}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX}
        defaultValue={values?.email}
      />
      {mode !== "forgot" && (
        <AuthField
          id={`${idPrefix}-password`}
          label={m.account_password()}
          error={errors.password}
          name="password"
          type="password"
          autoComplete={mode === "register" ? "new-password" : "current-password"}
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
        />
      )}
      {mode === "register" && (
        <HumanCheck siteKey={props.turnstileSiteKey} action="sign-up" answer={props.answer} />
      )}
      <button type="submit" className={button.primary}>
        {mode === "forgot" ? m.account_send_reset_link() : AUTH_TITLES[mode]()}
      </button>
    </>
  );
}
