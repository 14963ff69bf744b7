// The site's plans and prices. The plans have no checkout yet; their buttons lead to
// the contact page.

import { groupDigits } from "./format";

export const BILLING_PERIODS = ["monthly", "yearly"] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export type PlanFeature = { text: string; included: boolean };

export type Plan = {
  name: string;
  /** Dollars; 0 means free. */
  monthly: number;
  yearly: number;
  description: string;
  features: PlanFeature[];
  buttonText: string;
  popular: boolean;
};

const yes = (text: string): PlanFeature => ({ text, included: true });
const no = (text: string): PlanFeature => ({ text, included: false });

export const PLANS: Plan[] = [
  {
    name: "Basic",
    monthly: 0,
    yearly: 0,
    description: "A daily dose of dilemmas for casual players.",
    features: [
      yes("10 questions per day"),
      yes("Vote and see live results"),
      yes("Submit your own questions"),
      no("Ad-free experience"),
      no("Premium question packs"),
    ],
    buttonText: "Get started",
    popular: false,
  },
  {
    name: "Premium",
    monthly: 19.9,
    yearly: 199,
    description: "Unlimited play for families and friends who can't stop choosing.",
    features: [
      yes("Unlimited access to every question"),
      yes("No ads"),
      yes("Premium question packs"),
      yes("Vote and see live results"),
      yes("Submit your own questions"),
      no("Voting analysis"),
      no("API access"),
    ],
    buttonText: "Get Premium",
    popular: true,
  },
  {
    name: "Professional",
    monthly: 39.9,
    yearly: 399,
    description: "For teachers, event hosts and teams who run their own sessions.",
    features: [
      yes("Everything in Premium"),
      yes("Voting analysis and insights"),
      yes("API access"),
      yes("Export results"),
      yes("Custom questions for your group"),
      yes("Team tools"),
    ],
    buttonText: "Contact us",
    popular: false,
  },
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
 * "$199" for whole amounts, "$19.90" otherwise, "Free" for zero: en-US Intl's dollar forms, written
 * out like the dates in app/lib/format.ts (a page load pays for every Intl formatter it builds).
 */
export function formatPrice(amount: number): string {
  if (amount === 0) return "Free";
  const [dollars = "0", cents] = amount.toFixed(Number.isInteger(amount) ? 0 : 2).split(".");
  return `$${groupDigits(Number(dollars))}${cents ? `.${cents}` : ""}`;
}

export function priceFor(plan: Plan, period: BillingPeriod): number {
  return period === "yearly" ? plan.yearly : plan.monthly;
}

export const PRICING_FAQ: { q: string; a: string }[] = [
  {
    q: "Can I keep playing for free?",
    a: "Yes. The Basic plan is free and includes 10 questions per day, voting and live results.",
  },
  {
    q: "How does yearly billing work?",
    a: `You pay once a year instead of every month and save ${bestYearlySaving()}% compared with twelve monthly payments.`,
  },
  {
    q: "How do I sign up for Premium or Professional?",
    a: "Paid plans are set up by our team for now. Send us a message through the contact page and we'll reply within 24 hours.",
  },
  {
    q: "Is the site safe for kids on every plan?",
    a: "Yes. Every question is reviewed before it is published, on every plan. Spicy questions are clearly marked for teens and up.",
  },
];
