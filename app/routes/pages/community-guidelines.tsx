import { Link } from "react-router";
import { PageHero } from "#app/components/page-hero.tsx";
import { SUBMIT_PATH } from "#app/lib/categories.ts";
import { button, card, container, link, muted } from "#app/lib/ui.ts";
import { pageMeta } from "#domain/seo.ts";
import type { Route } from "./+types/community-guidelines";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Community Guidelines - Would You Rather",
    description:
      "How we keep Would You Rather friendly for families: our values, what makes a great question, what is not allowed and how moderation works.",
    path: "/community-guidelines",
  });

const VALUES = [
  {
    icon: "🤝",
    title: "Respect",
    text: "Every choice is a fair choice. Questions poke fun at situations, never at people or groups.",
  },
  {
    icon: "🌍",
    title: "Inclusivity",
    text: "Kids, parents, grandparents and classrooms all play here. Write questions anyone can enjoy and answer.",
  },
  {
    icon: "✨",
    title: "Quality",
    text: "The best questions are clear, balanced and hard to decide. Two good options beat one obvious one.",
  },
];

const ENCOURAGED = [
  "Creative, funny or thought-provoking dilemmas",
  "Two options that are both tempting (or both terrible)",
  "Questions that spark friendly conversation at the dinner table",
  "Clear wording, correct spelling and the right category",
  "Fresh ideas rather than copies of existing questions",
];

const FORBIDDEN = [
  "Hate, bullying or insults aimed at any person or group",
  "Sexual, graphic or violent content",
  "Questions that encourage self-harm, dangerous stunts or illegal acts",
  "Personal information, such as real names, addresses or phone numbers",
  "Spam, advertising, links or repeated submissions",
];

const MODERATION = [
  {
    title: "Every submission is reviewed",
    text: "All submitted questions are reviewed by a person before they are published. Nothing goes live automatically.",
  },
  {
    title: "Reports are checked quickly",
    text: "If something slips through, tell us. We review reports within 24 hours and act on them.",
  },
  {
    title: "Clear consequences",
    text: "Content that breaks these guidelines is removed. Repeated problems lead to warnings and, if needed, restriction on submitting new questions.",
  },
];

function RuleList({ items, tone }: { items: string[]; tone: "do" | "dont" }) {
  const mark =
    tone === "do"
      ? {
          symbol: "✓",
          className: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-100",
        }
      : { symbol: "✕", className: "bg-rose-100 text-rose-800 dark:bg-rose-900/60 dark:text-rose-100" };
  return (
    <ul className="mt-4 grid gap-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span
            aria-hidden="true"
            className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold ${mark.className}`}
          >
            {mark.symbol}
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export default function CommunityGuidelines() {
  return (
    <main>
      <PageHero
        eyebrow="Community"
        title="Community Guidelines"
        intro="Would You Rather is played by families, friends and classrooms. These guidelines keep it kind, fair and fun for all of them."
        gradient="from-emerald-700 to-teal-800"
      />
      <div className={`${container} grid gap-14 py-12 sm:py-16`}>
        <section aria-labelledby="values-heading">
          <h2 id="values-heading" className="text-2xl font-bold sm:text-3xl">
            Our values
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {VALUES.map((v) => (
              <li key={v.title} className={`${card} p-6`}>
                <span aria-hidden="true" className="text-3xl">
                  {v.icon}
                </span>
                <h3 className="mt-3 text-lg font-bold">{v.title}</h3>
                <p className={`mt-2 ${muted}`}>{v.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="content-heading">
          <h2 id="content-heading" className="text-2xl font-bold sm:text-3xl">
            What belongs here
          </h2>
          <p className={`mt-2 max-w-2xl ${muted}`}>
            A simple test: would you happily ask this question out loud at a family gathering?
          </p>
          <div className="mt-6 grid gap-4 md:grid-cols-2">
            <div className={`${card} border-t-4 border-t-emerald-600 p-6`}>
              <h3 className="text-lg font-bold">Encouraged</h3>
              <RuleList items={ENCOURAGED} tone="do" />
            </div>
            <div className={`${card} border-t-4 border-t-rose-600 p-6`}>
              <h3 className="text-lg font-bold">Not allowed</h3>
              <RuleList items={FORBIDDEN} tone="dont" />
            </div>
          </div>
        </section>

        <section aria-labelledby="moderation-heading">
          <h2 id="moderation-heading" className="text-2xl font-bold sm:text-3xl">
            How moderation works
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            {MODERATION.map((step, i) => (
              <li key={step.title} className={`${card} p-6`}>
                <span className="flex size-9 items-center justify-center rounded-full bg-indigo-700 font-bold text-white dark:bg-indigo-400 dark:text-slate-950">
                  {i + 1}
                </span>
                <h3 className="mt-3 text-lg font-bold">{step.title}</h3>
                <p className={`mt-2 ${muted}`}>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="contact-heading" className={`${card} p-6 sm:p-10`}>
          <h2 id="contact-heading" className="text-2xl font-bold">
            Seen something that doesn&rsquo;t belong?
          </h2>
          <p className={`mt-2 max-w-2xl ${muted}`}>
            Report a question, ask about a decision or suggest an improvement to these guidelines. Tell us
            which question you mean and what worries you, and we will take it from there. You can also read
            our{" "}
            <Link to="/terms-of-service" className={link}>
              terms of service
            </Link>
            .
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/contact" className={button.primary}>
              Contact the team
            </Link>
            <Link to={SUBMIT_PATH} className={button.secondary}>
              Submit a question
            </Link>
          </div>
        </section>
      </div>
    </main>
  );
}
