import { Form, Link } from "react-router";
import { button, card, link, muted } from "#app/lib/ui.ts";
import { FULL_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "#domain/auth-rules.ts";
import type { Route } from "./+types/settings";
import { AuthField, Notice } from "./auth-fields";
import { loadSettings, type SettingsIntent, type SettingsResult, settingsAction } from "./settings.server";

export const meta: Route.MetaFunction = () => [
  { title: "Settings - Would You Rather" },
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
        <h1 className="text-3xl font-extrabold">Settings</h1>
        <p className={`mt-2 ${muted}`}>
          Signed in as <strong className="break-all">{loaderData.email}</strong>.{" "}
          <Link to="/activity" className={link}>
            See your activity
          </Link>
        </p>
      </header>

      <Section
        id="settings-name"
        title="Your name"
        intro="Shown in the menu at the top of every page."
        intent="name"
        result={actionData}
      >
        <AuthField
          id="settings-name-input"
          label="Full name"
          name="name"
          autoComplete="name"
          defaultValue={loaderData.name}
          maxLength={FULL_NAME_MAX}
          error={nameErrors.name}
        />
        <button type="submit" className={`${button.primary} justify-self-start`}>
          Save Name
        </button>
      </Section>

      {loaderData.hasPassword ? (
        <Section
          id="settings-password"
          title="Password"
          intro="Changing it signs you out on every other device."
          intent="password"
          result={actionData}
        >
          <AuthField
            id="settings-current-password"
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX}
            error={passwordErrors.currentPassword}
          />
          <AuthField
            id="settings-new-password"
            label="New password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN}
            maxLength={PASSWORD_MAX}
            error={passwordErrors.newPassword}
          />
          <button type="submit" className={`${button.primary} justify-self-start`}>
            Change Password
          </button>
        </Section>
      ) : (
        <section aria-labelledby="settings-password" className={`${card} p-5 sm:p-6`}>
          <h2 id="settings-password" className="text-lg font-bold">
            Password
          </h2>
          <p className={`mt-1 ${muted}`}>
            You sign in with Google or GitHub, so this account has no password here.
          </p>
        </section>
      )}

      <Section
        id="settings-sessions"
        title="Sign out everywhere"
        intro="Ends every session of this account, on this device and all others."
        intent="sign-out-everywhere"
        result={actionData}
      >
        <button type="submit" className={`${button.secondary} justify-self-start`}>
          Sign Out Everywhere
        </button>
      </Section>

      <Section
        id="settings-delete"
        title="Delete account"
        intro="Deletes your account and signs you out. Your votes stay counted without your name, and questions you submitted keep their text but are no longer linked to you. This cannot be undone."
        intent="delete"
        result={actionData}
      >
        {loaderData.hasPassword ? (
          <AuthField
            id="settings-delete-password"
            label="Password"
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
            I understand that my account will be deleted for good.
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
          Delete Account
        </button>
      </Section>
    </main>
  );
}
