import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { HumanCheck } from "#app/components/human-check.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { button, card, container, input, link, muted } from "#app/lib/ui.ts";
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_LABELS,
  CONTACT_SUBJECTS,
  CONTACT_SUCCESS,
  type ContactField,
} from "#domain/contact-schema.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { pageMeta } from "#domain/seo.ts";
import type { Route } from "./+types/contact";
import { handleContactForm } from "./contact.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: m.pages_contact_meta_title(),
    description: m.pages_contact_meta_description(),
    path: "/contact",
  });

export async function action({ request, context }: Route.ActionArgs) {
  return handleContactForm(request, context);
}

// Message functions, called while rendering so each page speaks its own language.
const FAQ = [
  { id: "reply", q: m.pages_contact_faq_reply_q, a: m.pages_contact_faq_reply_a },
  { id: "report", q: m.pages_contact_faq_report_q, a: m.pages_contact_faq_report_a },
  { id: "suggest", q: m.pages_contact_faq_suggest_q, a: m.pages_contact_faq_suggest_a },
  { id: "details", q: m.pages_contact_faq_details_q, a: m.pages_contact_faq_details_a },
];

export default function Contact({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const formAction = localizeHref("/contact");
  const sending = navigation.state === "submitting" && navigation.formAction === formAction;
  const formRef = useRef<HTMLFormElement>(null);
  const errors = actionData?.errors ?? {};
  const values = actionData?.values;

  // With JavaScript the page is not reloaded, so empty the form after a send and move focus to
  // the first problem after a rejected one, as a fresh page load would make obvious.
  useEffect(() => {
    if (actionData?.sent) formRef.current?.reset();
    const first = actionData && Object.keys(actionData.errors)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [actionData]);

  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    defaultValue: values?.[name] ?? "",
    required: true,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `contact-${name}-error` : undefined,
    className: `${input} mt-1`,
  });

  return (
    <main>
      <PageHero
        eyebrow={m.pages_contact_eyebrow()}
        title={m.pages_contact_title()}
        intro={m.pages_contact_intro()}
      />
      <div className={`${container} grid gap-8 py-10 lg:grid-cols-3`}>
        <section aria-labelledby="form-heading" className={`${card} p-5 sm:p-8 lg:col-span-2`}>
          <h2 id="form-heading" className="text-2xl font-bold">
            {m.pages_contact_form_heading()}
          </h2>
          {actionData?.sent && (
            <p
              role="status"
              className="mt-4 rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
            >
              {CONTACT_SUCCESS()}
            </p>
          )}
          {actionData?.formError && (
            <p
              role="alert"
              className="mt-4 rounded-xl bg-red-50 p-4 font-semibold text-red-800 dark:bg-red-950 dark:text-red-100"
            >
              {actionData.formError}
            </p>
          )}
          <Form method="post" action={formAction} ref={formRef} className="mt-6 grid gap-5 sm:grid-cols-2">
            <Field label={m.pages_contact_field_name()} error={errors.name} htmlFor="contact-name">
              <input type="text" autoComplete="name" maxLength={CONTACT_NAME_MAX} {...field("name")} />
            </Field>
            <Field label={m.pages_contact_field_email()} error={errors.email} htmlFor="contact-email">
              <input type="email" autoComplete="email" maxLength={CONTACT_EMAIL_MAX} {...field("email")} />
            </Field>
            <Field
              label={m.pages_contact_field_subject()}
              error={errors.subject}
              htmlFor="contact-subject"
              wide
            >
              <select {...field("subject")}>
                <option value="" disabled>
                  {m.pages_contact_choose_subject()}
                </option>
                {CONTACT_SUBJECTS.map((s) => (
                  <option key={s} value={s}>
                    {CONTACT_SUBJECT_LABELS[s]()}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              label={m.pages_contact_field_message()}
              error={errors.message}
              htmlFor="contact-message"
              wide
            >
              <textarea rows={6} maxLength={CONTACT_MESSAGE_MAX} {...field("message")} />
            </Field>
            {actionData?.turnstileSiteKey && (
              <div className="sm:col-span-2">
                <HumanCheck siteKey={actionData.turnstileSiteKey} action="contact" answer={actionData} />
              </div>
            )}
            <div className="sm:col-span-2">
              <button type="submit" className={button.primary} disabled={sending}>
                {sending ? m.pages_contact_sending() : m.pages_contact_send()}
              </button>
            </div>
          </Form>
        </section>
        <ContactInfo />
      </div>
    </main>
  );
}

function Field(props: {
  label: string;
  htmlFor: string;
  error?: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={props.wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={props.htmlFor} className="block font-semibold">
        {props.label}
      </label>
      {props.children}
      {props.error && (
        <p id={`${props.htmlFor}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {props.error}
        </p>
      )}
    </div>
  );
}

const MORE_LINKS = [
  ["/submit-would-you-rather-question", m.pages_contact_link_submit],
  ["/community-guidelines", m.pages_contact_link_guidelines],
  ["/privacy-policy", m.pages_contact_link_privacy],
] as const;

function ContactInfo() {
  return (
    <aside className="space-y-6">
      <section aria-labelledby="info-heading" className={`${card} p-5 sm:p-6`}>
        <h2 id="info-heading" className="text-xl font-bold">
          {m.pages_contact_info_heading()}
        </h2>
        <dl className="mt-4 space-y-3">
          <div>
            <dt className="font-semibold">{m.pages_contact_field_email()}</dt>
            <dd>
              <a href="mailto:hello@example.com" className={link}>
                hello@example.com
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold">{m.pages_contact_where_heading()}</dt>
            <dd className={muted}>{m.pages_contact_where_text()}</dd>
          </div>
          <div>
            <dt className="font-semibold">{m.pages_contact_response_heading()}</dt>
            <dd className={muted}>{m.pages_contact_response_text()}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="faq-heading" className={`${card} p-5 sm:p-6`}>
        <h2 id="faq-heading" className="text-xl font-bold">
          {m.pages_contact_faq_heading()}
        </h2>
        <div className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {FAQ.map(({ id, q, a }) => (
            <details key={id} className="py-3">
              <summary className="cursor-pointer font-semibold">{q()}</summary>
              <p className={`mt-2 ${muted}`}>{a()}</p>
            </details>
          ))}
        </div>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {MORE_LINKS.map(([to, label]) => (
            <li key={to}>
              <Link to={localizeHref(to)} className={link}>
                {label()}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
