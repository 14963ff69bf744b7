import { Form, Link } from "react-router";
import { button, card, link, muted } from "#app/lib/ui.ts";
import { FULL_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "#domain/auth-rules.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import type { Route } from "./+types/settings";
import { AuthField, Notice } from "./auth-fields";
import { loadSettings, type SettingsIntent, type SettingsResult, settingsAction } from "./settings.server";

export const meta: Route.MetaFunction = () => [
  { title: m.page_title({ title: m.account_settings_title() }) },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const loader = ({ request, context }: Route.LoaderArgs) => loadSettings(request, context);
export const action = ({ request, context }: Route.ActionArgs) => settingsAction(request, context);

const danger =
  "inline-flex items-center justify-center gap-2 rounded-xl bg-red-700 px-4 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-red-800 dark:bg-red-400 dark:text-slate-950 dark:hover:bg-red-300";

/** One card of the page: its heading, what it does, its own answer, then its form. */
function Section(props: {
  id: string;
  title: string;
  intro: React.ReactNode;
  intent: SettingsIntent;
  result: SettingsResult | undefined;
  children: React.ReactNode;
}) {
  const own = props.result?.intent === props.intent ? props.result : undefined;
  return (
    <section aria-labelledby={props.id} className={`${card} p-5 sm:p-6`}>
      <h2 id={props.id} className="text-lg font-bold">
        {props.title}
      </h2>
      <p className={`mt-1 ${muted}`}>{props.intro}</p>
      {own?.success && <Notice kind="success">{own.success}</Notice>}
      {own?.error && <Notice kind="error">{own.error}</Notice>}
      <Form method="post" reloadDocument className="mt-4 grid gap-4">
        <input type="hidden" name="intent" value={props.intent} />
        {props.children}
      </Form>
    </section>
  );
}

export default function Settings({ loaderData, actionData: posted }: Route.ComponentProps) {
  const actionData = posted ?? loaderData.notice;
  const errorsFor = (intent: SettingsIntent) =>
    actionData?.intent === intent ? (actionData.errors ?? {}) : {};
  const nameErrors = errorsFor("name");
  const passwordErrors = errorsFor("password");
  const deleteErrors = errorsFor("delete");
  return (
    <main className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 sm:py-14">
      <header>
        <h1 className="text-3xl font-extrabold">{m.account_settings_title()}</h1>
        <p className={`mt-2 ${muted}`}>
          {m.account_signed_in_as()} <strong className="break-all">{loaderData.email}</strong>
          {m.account_sentence_end()}{" "}
          <Link to={localizeHref("/activity")} className={link}>
            {m.account_see_activity()}
          </Link>
        </p>
      </header>

      <Section
        id="settings-name"
        title={m.account_your_name()}
        intro={m.account_your_name_intro()}
        intent="name"
        result={actionData}
      >
        <AuthField
          id="settings-name-input"
          label={m.account_full_name()}
          name="name"
          autoComplete="name"
          defaultValue={loaderData.name}
          maxLength={FULL_NAME_MAX}
          error={nameErrors.name}
        />
        <button type="submit" className={`${button.primary} justify-self-start`}>
          {m.account_save_name()}
        </button>
      </Section>

      {loaderData.hasPassword ? (
        <Section
          id="settings-password"
          title={m.account_password()}
          intro={m.account_password_intro()}
          intent="password"
          result={actionData}
        >
          <AuthField
            id="settings-current-password"
            label={m.account_current_password()}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX}
            error={passwordErrors.currentPassword}
          />
          <AuthField
            id="settings-new-password"
            label={m.account_new_password()}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN}
            maxLength={PASSWORD_MAX}
            error={passwordErrors.newPassword}
          />
          <button type="submit" className={`${button.primary} justify-self-start`}>
            {m.account_change_password()}
          </button>
        </Section>
      ) : (
        <section aria-labelledby="settings-password" className={`${card} p-5 sm:p-6`}>
          <h2 id="settings-password" className="text-lg font-bold">
            {m.account_password()}
          </h2>
          <p className={`mt-1 ${muted}`}>{m.account_no_password()}</p>
        </section>
      )}

      <Section
        id="settings-sessions"
        title={m.account_sign_out_everywhere_title()}
        intro={m.account_sign_out_everywhere_intro()}
        intent="sign-out-everywhere"
        result={actionData}
      >
        <button type="submit" className={`${button.secondary} justify-self-start`}>
          {m.account_sign_out_everywhere_button()}
        </button>
      </Section>

      <Section
        id="settings-delete"
        title={m.account_delete_title()}
        intro={m.account_delete_intro()}
        intent="delete"
        result={actionData}
      >
        {loaderData.hasPassword ? (
          <AuthField
            id="settings-delete-password"
            label={m.account_password()}
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX}
            error={deleteErrors.password}
          />
        ) : (
          <input type="hidden" name="password" value="" />
        )}
        <div>
          <label className="flex items-start gap-3 font-semibold" htmlFor="settings-delete-confirm">
            <input
              id="settings-delete-confirm"
              type="checkbox"
              name="confirm"
              value="yes"
              required
              aria-invalid={deleteErrors.confirm ? true : undefined}
              aria-describedby={deleteErrors.confirm ? "settings-delete-confirm-error" : undefined}
              className="mt-1 size-5 shrink-0 accent-red-700"
            />
            {m.account_delete_confirm_label()}
          </label>
          {deleteErrors.confirm && (
            <p
              id="settings-delete-confirm-error"
              className="mt-1 text-sm font-medium text-red-700 dark:text-red-300"
            >
              {deleteErrors.confirm}
            </p>
          )}
        </div>
        <button type="submit" className={`${danger} justify-self-start`}>
          {m.account_delete_button()}
        </button>
      </Section>
    </main>
  );
}
