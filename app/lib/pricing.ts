// The site's plans and prices. The plans have no checkout yet; their buttons lead to
// the contact page.

import { m } from "#domain/paraglide/messages.js";
import { groupDigits } from "./format";

export const BILLING_PERIODS = ["monthly", "yearly"] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export type PlanFeature = { readonly text: string; included: boolean };

export type Plan = {
  /** The plan's English name: a stable key for ids, whatever the page's language. */
  id: string;
  readonly name: string;
  /** Dollars; 0 means free. */
  monthly: number;
  yearly: number;
  readonly description: string;
  readonly features: PlanFeature[];
  readonly buttonText: string;
  popular: boolean;
};

// The words are messages read on access, so a plan speaks the language of the page reading it.
type Text = () => string;

const feature = (text: Text, included: boolean): PlanFeature => ({
  get text() {
    return text();
  },
  included,
});
const yes = (text: Text) => feature(text, true);
const no = (text: Text) => feature(text, false);

function plan(fields: {
  id: string;
  name: Text;
  monthly: number;
  yearly: number;
  description: Text;
  features: PlanFeature[];
  buttonText: Text;
  popular: boolean;
}): Plan {
  const { id, name, monthly, yearly, description, features, buttonText, popular } = fields;
  return {
    id,
    monthly,
    yearly,
    features,
    popular,
    get name() {
      return name();
    },
    get description() {
      return description();
    },
    get buttonText() {
      return buttonText();
    },
  };
}

export const PLANS: Plan[] = [
  plan({
    id: "Basic",
    name: m.pages_pricing_basic_name,
    monthly: 0,
    yearly: 0,
    description: m.pages_pricing_basic_description,
    features: [
      yes(m.pages_pricing_feature_daily_questions),
      yes(m.pages_pricing_feature_vote_results),
      yes(m.pages_pricing_feature_submit),
      no(m.pages_pricing_feature_ad_free),
      no(m.pages_pricing_feature_premium_packs),
    ],
    buttonText: m.pages_pricing_basic_button,
    popular: false,
  }),
  plan({
    id: "Premium",
    name: m.pages_pricing_premium_name,
    monthly: 19.9,
    yearly: 199,
    description: m.pages_pricing_premium_description,
    features: [
      yes(m.pages_pricing_feature_unlimited),
      yes(m.pages_pricing_feature_no_ads),
      yes(m.pages_pricing_feature_premium_packs),
      yes(m.pages_pricing_feature_vote_results),
      yes(m.pages_pricing_feature_submit),
      no(m.pages_pricing_feature_voting_analysis),
      no(m.pages_pricing_feature_api),
    ],
    buttonText: m.pages_pricing_premium_button,
    popular: true,
  }),
  plan({
    id: "Professional",
    name: m.pages_pricing_professional_name,
    monthly: 39.9,
    yearly: 399,
    description: m.pages_pricing_professional_description,
    features: [
      yes(m.pages_pricing_feature_everything_premium),
      yes(m.pages_pricing_feature_analysis_insights),
      yes(m.pages_pricing_feature_api),
      yes(m.pages_pricing_feature_export),
      yes(m.pages_pricing_feature_custom_questions),
      yes(m.pages_pricing_feature_team_tools),
    ],
    buttonText: m.pages_pricing_professional_button,
    popular: false,
  }),
];

/** The yearly saving: the share of twelve monthly payments saved by paying yearly, rounded. */
export function yearlySavingPercent(monthly: number, yearly: number): number {
  if (monthly <= 0) return 0;
  return Math.round(((12 * monthly - yearly) / (12 * monthly)) * 100);
}

/** The saving the yearly toggle advertises: the best of the paid plans. */
export function bestYearlySaving(plans: Plan[] = PLANS): number {
  return Math.max(0, ...plans.map((p) => yearlySavingPercent(p.monthly, p.yearly)));
}

/** Unknown or missing values fall back to monthly, so any link to the page works. */
export function toBillingPeriod(value: string | null | undefined): BillingPeriod {
  return value === "yearly" ? "yearly" : "monthly";
}

/**
 * "$199" for whole amounts, "$19.90" otherwise, "Free" (in the page's language) for zero: en-US
 * Intl's dollar forms, written out like the dates in app/lib/format.ts (a page load pays for every
 * Intl formatter it builds).
 */
export function formatPrice(amount: number): string {
  if (amount === 0) return m.pages_pricing_free();
  const [dollars = "0", cents] = amount.toFixed(Number.isInteger(amount) ? 0 : 2).split(".");
  return `$${groupDigits(Number(dollars))}${cents ? `.${cents}` : ""}`;
}

export function priceFor(plan: Plan, period: BillingPeriod): number {
  return period === "yearly" ? plan.yearly : plan.monthly;
}

/** The pricing questions and answers, in the language of the page asking. */
export function pricingFaq(): { id: string; q: string; a: string }[] {
  return [
    { id: "free", q: m.pages_pricing_faq_free_q(), a: m.pages_pricing_faq_free_a() },
    {
      id: "yearly",
      q: m.pages_pricing_faq_yearly_q(),
      a: m.pages_pricing_faq_yearly_a({ percent: bestYearlySaving() }),
    },
    { id: "signup", q: m.pages_pricing_faq_signup_q(), a: m.pages_pricing_faq_signup_a() },
    { id: "kids", q: m.pages_pricing_faq_kids_q(), a: m.pages_pricing_faq_kids_a() },
  ];
}
