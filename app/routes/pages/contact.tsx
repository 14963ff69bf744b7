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
import { pageMeta } from "#domain/seo.ts";
import type { Route } from "./+types/contact";
import { handleContactForm } from "./contact.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Contact Us - Would You Rather",
    description:
      "Questions, ideas, bug reports or partnership requests? Send the Would You Rather team a message and we'll reply within 24 hours.",
    path: "/contact",
  });

export async function action({ request, context }: Route.ActionArgs) {
  return handleContactForm(request, context);
}

const FAQ = [
  { q: "How quickly will you reply?", a: "We answer every message within 24 hours, usually sooner." },
  {
    q: "How do I report a question?",
    a: "Choose \u201cQuestion content or a report\u201d as the subject and paste the question's link. Reports are reviewed within 24 hours.",
  },
  {
    q: "Can I suggest a new question?",
    a: "Yes! Use the submit page linked below; every question is reviewed before it is published.",
  },
  {
    q: "What do you do with my details?",
    a: "We only use your name and email to answer you. The privacy policy has the details.",
  },
];

export default function Contact({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/contact";
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
        eyebrow="Contact"
        title="Get in Touch"
        intro="Questions, ideas, a bug to report or a partnership in mind? Send us a message and we'll reply within 24 hours."
      />
      <div className={`${container} grid gap-8 py-10 lg:grid-cols-3`}>
        <section aria-labelledby="form-heading" className={`${card} p-5 sm:p-8 lg:col-span-2`}>
          <h2 id="form-heading" className="text-2xl font-bold">
            Send a message
          </h2>
          {actionData?.sent && (
            <p
              role="status"
              className="mt-4 rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
            >
              {CONTACT_SUCCESS}
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
          <Form method="post" action="/contact" ref={formRef} className="mt-6 grid gap-5 sm:grid-cols-2">
            <Field label="Name" error={errors.name} htmlFor="contact-name">
              <input type="text" autoComplete="name" maxLength={CONTACT_NAME_MAX} {...field("name")} />
            </Field>
            <Field label="Email" error={errors.email} htmlFor="contact-email">
              <input type="email" autoComplete="email" maxLength={CONTACT_EMAIL_MAX} {...field("email")} />
            </Field>
            <Field label="Subject" error={errors.subject} htmlFor="contact-subject" wide>
              <select {...field("subject")}>
                <option value="" disabled>
                  Choose a subject
                </option>
                {CONTACT_SUBJECTS.map((s) => (
                  <option key={s} value={s}>
                    {CONTACT_SUBJECT_LABELS[s]}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Message" error={errors.message} htmlFor="contact-message" wide>
              <textarea rows={6} maxLength={CONTACT_MESSAGE_MAX} {...field("message")} />
            </Field>
            {actionData?.turnstileSiteKey && (
              <div className="sm:col-span-2">
                <HumanCheck siteKey={actionData.turnstileSiteKey} action="contact" answer={actionData} />
              </div>
            )}
            <div className="sm:col-span-2">
              <button type="submit" className={button.primary} disabled={sending}>
                {sending ? "Sending..." : "Send Message"}
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
  ["/submit-would-you-rather-question", "Submit a question"],
  ["/community-guidelines", "Community guidelines"],
  ["/privacy-policy", "Privacy policy"],
] as const;

function ContactInfo() {
  return (
    <aside className="space-y-6">
      <section aria-labelledby="info-heading" className={`${card} p-5 sm:p-6`}>
        <h2 id="info-heading" className="text-xl font-bold">
          Contact information
        </h2>
        <dl className="mt-4 space-y-3">
          <div>
            <dt className="font-semibold">Email</dt>
            <dd>
              <a href="mailto:hello@example.com" className={link}>
                hello@example.com
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Where we are</dt>
            <dd className={muted}>We're a small remote team, so there is no office to visit.</dd>
          </div>
          <div>
            <dt className="font-semibold">Response time</dt>
            <dd className={muted}>Within 24 hours.</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="faq-heading" className={`${card} p-5 sm:p-6`}>
        <h2 id="faq-heading" className="text-xl font-bold">
          Frequently asked questions
        </h2>
        <div className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {FAQ.map(({ q, a }) => (
            <details key={q} className="py-3">
              <summary className="cursor-pointer font-semibold">{q}</summary>
              <p className={`mt-2 ${muted}`}>{a}</p>
            </details>
          ))}
        </div>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {MORE_LINKS.map(([to, label]) => (
            <li key={to}>
              <Link to={to} className={link}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
