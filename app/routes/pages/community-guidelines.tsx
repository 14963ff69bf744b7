import { Check, Globe, Handshake, Sparkles, X } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "#app/components/page-hero.tsx";
import { SUBMIT_PATH } from "#app/lib/categories.ts";
import { button, card, container, link, muted } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { pageMeta } from "#domain/seo.ts";
import type { Route } from "./+types/community-guidelines";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: m.pages_guidelines_meta_title(),
    description: m.pages_guidelines_meta_description(),
    path: "/community-guidelines",
  });

// Message functions, called while rendering so each page speaks its own language.
const VALUES = [
  {
    id: "respect",
    Icon: Handshake,
    title: m.pages_guidelines_value_respect_title,
    text: m.pages_guidelines_value_respect_text,
  },
  {
    id: "inclusivity",
    Icon: Globe,
    title: m.pages_guidelines_value_inclusivity_title,
    text: m.pages_guidelines_value_inclusivity_text,
  },
  {
    id: "quality",
    Icon: Sparkles,
    title: m.pages_guidelines_value_quality_title,
    text: m.pages_guidelines_value_quality_text,
  },
];

const ENCOURAGED = [
  m.pages_guidelines_encouraged_creative,
  m.pages_guidelines_encouraged_tempting,
  m.pages_guidelines_encouraged_dinner,
  m.pages_guidelines_encouraged_clear,
  m.pages_guidelines_encouraged_fresh,
];

const FORBIDDEN = [
  m.pages_guidelines_forbidden_hate,
  m.pages_guidelines_forbidden_graphic,
  m.pages_guidelines_forbidden_harm,
  m.pages_guidelines_forbidden_personal,
  m.pages_guidelines_forbidden_spam,
];

const MODERATION = [
  {
    id: "review",
    title: m.pages_guidelines_moderation_review_title,
    text: m.pages_guidelines_moderation_review_text,
  },
  {
    id: "reports",
    title: m.pages_guidelines_moderation_reports_title,
    text: m.pages_guidelines_moderation_reports_text,
  },
  {
    id: "consequences",
    title: m.pages_guidelines_moderation_consequences_title,
    text: m.pages_guidelines_moderation_consequences_text,
  },
];

function RuleList({ items, tone }: { items: (() => string)[]; tone: "do" | "dont" }) {
  const mark =
    tone === "do"
      ? {
          Icon: Check,
          className: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-100",
        }
      : { Icon: X, className: "bg-rose-100 text-rose-800 dark:bg-rose-900/60 dark:text-rose-100" };
  return (
    <ul className="mt-4 grid gap-3">
      {items
        .map((item) => item())
        .map((text) => (
          <li key={text} className="flex gap-3">
            <span
              aria-hidden="true"
              className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold ${mark.className}`}
            >
              <mark.Icon className="size-4 shrink-0" strokeWidth={3} />
            </span>
            <span>{text}</span>
          </li>
        ))}
    </ul>
  );
}

export default function CommunityGuidelines() {
  return (
    <main>
      <PageHero
        eyebrow={m.pages_guidelines_eyebrow()}
        title={m.pages_guidelines_title()}
        intro={m.pages_guidelines_intro()}
        gradient="from-emerald-700 to-teal-800"
      />
      <div className={`${container} grid gap-14 py-12 sm:py-16`}>
        <section aria-labelledby="values-heading">
          <h2 id="values-heading" className="text-2xl font-bold sm:text-3xl">
            {m.pages_guidelines_values_heading()}
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {VALUES.map((v) => (
              <li key={v.id} className={`${card} p-6`}>
                <v.Icon className="size-8 text-indigo-700 dark:text-indigo-300" />
                <h3 className="mt-3 text-lg font-bold">{v.title()}</h3>
                <p className={`mt-2 ${muted}`}>{v.text()}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="content-heading">
          <h2 id="content-heading" className="text-2xl font-bold sm:text-3xl">
            {m.pages_guidelines_content_heading()}
          </h2>
          <p className={`mt-2 max-w-2xl ${muted}`}>{m.pages_guidelines_content_test()}</p>
          <div className="mt-6 grid gap-4 md:grid-cols-2">
            <div className={`${card} border-t-4 border-t-emerald-600 p-6`}>
              <h3 className="text-lg font-bold">{m.pages_guidelines_encouraged()}</h3>
              <RuleList items={ENCOURAGED} tone="do" />
            </div>
            <div className={`${card} border-t-4 border-t-rose-600 p-6`}>
              <h3 className="text-lg font-bold">{m.pages_guidelines_not_allowed()}</h3>
              <RuleList items={FORBIDDEN} tone="dont" />
            </div>
          </div>
        </section>

        <section aria-labelledby="moderation-heading">
          <h2 id="moderation-heading" className="text-2xl font-bold sm:text-3xl">
            {m.pages_guidelines_moderation_heading()}
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            {MODERATION.map((step, i) => (
              <li key={step.id} className={`${card} p-6`}>
                <span className="flex size-9 items-center justify-center rounded-full bg-indigo-700 font-bold text-white dark:bg-indigo-400 dark:text-slate-950">
                  {i + 1}
                </span>
                <h3 className="mt-3 text-lg font-bold">{step.title()}</h3>
                <p className={`mt-2 ${muted}`}>{step.text()}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="contact-heading" className={`${card} p-6 sm:p-10`}>
          <h2 id="contact-heading" className="text-2xl font-bold">
            {m.pages_guidelines_contact_heading()}
          </h2>
          <p className={`mt-2 max-w-2xl ${muted}`}>
            {m.pages_guidelines_contact_text()}
            <Link to={localizeHref("/terms-of-service")} className={link}>
              {m.pages_guidelines_contact_terms_link()}
            </Link>
            {m.pages_guidelines_contact_text_end()}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={localizeHref("/contact")} className={button.primary}>
              {m.pages_guidelines_contact_team()}
            </Link>
            <Link to={localizeHref(SUBMIT_PATH)} className={button.secondary}>
              {m.pages_guidelines_submit()}
            </Link>
          </div>
        </section>
      </div>
    </main>
  );
}
