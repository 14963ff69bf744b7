import { Check, Minus, Star } from "lucide-react";
import { Link, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { textLang } from "#app/components/language-note.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { formatVotes } from "#app/lib/format.ts";
import {
  BILLING_PERIODS,
  type BillingPeriod,
  bestYearlySaving,
  formatPrice,
  PLANS,
  type Plan,
  priceFor,
  pricingFaq,
  toBillingPeriod,
  yearlySavingPercent,
} from "#app/lib/pricing.ts";
import { button, card, container, link, muted } from "#app/lib/ui.ts";
import { categoryLabel } from "#domain/category-labels.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { pageMeta } from "#domain/seo.ts";
import type { Route } from "./+types/pricing";
import { loadPricingFeatured } from "./pricing.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: m.pages_pricing_meta_title(),
    description: m.pages_pricing_meta_description(),
    path: "/pricing",
  });

export async function loader({ context }: Route.LoaderArgs) {
  return { featured: await loadPricingFeatured(context) };
}

// The billing toggle only changes the query string; the featured question does not depend on it.
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  if (!args.formMethod && args.currentUrl.pathname === args.nextUrl.pathname) return false;
  return args.defaultShouldRevalidate;
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const period = toBillingPeriod(params.get("billing"));
  return (
    <main>
      <PageHero
        eyebrow={m.pages_pricing_eyebrow()}
        title={m.pages_pricing_title()}
        intro={m.pages_pricing_intro()}
      />
      <div className={`${container} py-10`}>
        <FeaturedQuestion {...loaderData.featured} />
        <section aria-labelledby="plans-heading" className="mt-12">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="plans-heading" className="text-2xl font-bold">
              {m.pages_pricing_plans_heading()}
            </h2>
            <BillingToggle period={period} />
          </div>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {PLANS.map((plan) => (
              <li key={plan.id}>
                <PlanCard plan={plan} period={period} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="faq-heading" className="mt-14 max-w-3xl">
          <h2 id="faq-heading" className="text-2xl font-bold">
            {m.pages_pricing_faq_heading()}
          </h2>
          <div className={`${card} mt-4 divide-y divide-slate-200 px-5 dark:divide-slate-800`}>
            {pricingFaq().map(({ id, q, a }) => (
              <details key={id} className="py-4">
                <summary className="cursor-pointer font-semibold">{q}</summary>
                <p className={`mt-2 ${muted}`}>{a}</p>
              </details>
            ))}
          </div>
        </section>
      </div>
    </main>
  );
}

function FeaturedQuestion({ question, placeholder }: Route.ComponentProps["loaderData"]["featured"]) {
  const total = question.votesA + question.votesB;
  return (
    <section aria-labelledby="featured-heading" className={`${card} p-5 sm:p-6`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="featured-heading" className="flex items-center gap-2 text-lg font-bold">
          <Star className="size-5 shrink-0 text-amber-600 dark:text-amber-400" fill="currentColor" />
          {m.pages_pricing_featured_heading()}
        </h2>
        <span className="rounded-full bg-indigo-100 px-3 py-1 text-sm font-semibold text-indigo-800 dark:bg-indigo-900/60 dark:text-indigo-100">
          {placeholder ? m.pages_pricing_placeholder_category() : categoryLabel(question.category)}
        </span>
      </div>
      <p className="mt-3 text-xl font-semibold" {...textLang(question)}>
        {question.questionText}
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2" {...textLang(question)}>
        {[question.optionA, question.optionB].map((option, i) => (
          <li
            key={i === 0 ? "A" : "B"}
            className="rounded-xl border border-slate-200 p-3 dark:border-slate-700"
          >
            <span className="font-bold">{i === 0 ? "A" : "B"}:</span> {option}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className={muted}>{formatVotes(total)}</p>
        {!placeholder && (
          <Link to={localizeHref(`/question/${question.slug}`)} className={link}>
            {m.pages_pricing_vote_link()}
          </Link>
        )}
      </div>
    </section>
  );
}

const TOGGLE_ON = "bg-indigo-700 text-white dark:bg-indigo-400 dark:text-slate-950";
const TOGGLE_OFF = "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";

function BillingToggle({ period }: { period: BillingPeriod }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ul
        aria-label={m.pages_pricing_billing_period()}
        className="inline-flex rounded-xl border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-900"
      >
        {BILLING_PERIODS.map((p) => (
          <li key={p} className="flex">
            <Link
              to={`?billing=${p}`}
              preventScrollReset
              replace
              aria-current={p === period ? "true" : undefined}
              className={`rounded-lg px-4 py-2 text-sm font-semibold ${p === period ? TOGGLE_ON : TOGGLE_OFF}`}
            >
              {p === "monthly" ? m.pages_pricing_monthly() : m.pages_pricing_yearly()}
            </Link>
          </li>
        ))}
      </ul>
      <p className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100">
        {m.pages_pricing_best_saving({ percent: bestYearlySaving() })}
        <span className="font-normal">{m.pages_pricing_with_yearly()}</span>
      </p>
    </div>
  );
}

function PlanCard({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const price = priceFor(plan, period);
  const saving = yearlySavingPercent(plan.monthly, plan.yearly);
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={`${card} relative flex h-full flex-col p-6 ${plan.popular ? "ring-2 ring-indigo-700 dark:ring-indigo-400" : ""}`}
    >
      {plan.popular && (
        <p className="absolute -top-3 left-6 rounded-full bg-indigo-700 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">
          {m.pages_pricing_most_popular()}
        </p>
      )}
      <h3 id={`plan-${plan.id}`} className="text-xl font-bold">
        {plan.name}
      </h3>
      <p className={`mt-1 ${muted}`}>{plan.description}</p>
      <p className="mt-4">
        <span className="text-4xl font-extrabold">{formatPrice(price)}</span>
        {price > 0 && (
          <span className={muted}>
            {period === "yearly" ? m.pages_pricing_per_year() : m.pages_pricing_per_month()}
          </span>
        )}
      </p>
      {period === "yearly" && saving > 0 && (
        <p className="mt-1 text-sm font-semibold text-emerald-800 dark:text-emerald-300">
          {m.pages_pricing_save({ percent: saving })}
        </p>
      )}
      <ul className="mt-5 flex-1 space-y-2">
        {plan.features.map((f) => (
          <li key={f.text} className={`flex gap-2 ${f.included ? "" : muted}`}>
            {f.included ? (
              <Check className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
            ) : (
              <Minus className="mt-0.5 size-5 shrink-0" />
            )}
            <span>
              <span className="sr-only">
                {f.included ? m.pages_pricing_included() : m.pages_pricing_not_included()}
              </span>
              {f.text}
            </span>
          </li>
        ))}
      </ul>
      <Link
        to={localizeHref("/contact")}
        className={`${plan.popular ? button.primary : button.secondary} mt-6 w-full`}
      >
        {plan.buttonText}
      </Link>
    </article>
  );
}
