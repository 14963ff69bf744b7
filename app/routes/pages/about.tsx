import { Link } from "react-router";
import { PageHero } from "#app/components/page-hero.tsx";
import { SUBMIT_PATH } from "#app/lib/categories.ts";
import { button, card, container, muted } from "#app/lib/ui.ts";
import { pageMeta } from "#domain/seo.ts";
import type { Route } from "./+types/about";
import { loadAboutFigures } from "./about.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "About Us - Would You Rather",
    description:
      "Would You Rather turns tricky two-way choices into conversations for families, friends and classrooms. Learn how it works and what we stand for.",
    path: "/about",
  });

// The headline figures are live counts (see app/lib/site-figures.ts), never made-up numbers.
export async function loader({ context }: Route.LoaderArgs) {
  return { figures: await loadAboutFigures(context) };
}

const FEATURES = [
  { icon: "🗳️", title: "Vote in one tap", text: "Pick an option and see instantly how everyone else chose." },
  {
    icon: "🧭",
    title: "Something for everyone",
    text: "Browse by category or by audience, from kids and families to movie fans.",
  },
  {
    icon: "🔎",
    title: "Search and sort",
    text: "Find a question by topic, or sort by the newest and most voted.",
  },
  { icon: "☀️", title: "Question of the day", text: "A fresh featured dilemma on the home page every day." },
  {
    icon: "✍️",
    title: "Write your own",
    text: "Submit a question with an optional nickname; we review it before it goes live.",
  },
  {
    icon: "🔗",
    title: "Share the debate",
    text: "Send a question to friends and find out who agrees with you.",
  },
];

const STEPS = [
  { title: "Pick a question", text: "Start with the question of the day or explore a category you like." },
  { title: "Make your choice", text: "Choose option A or B. Each browser gets one vote per question." },
  { title: "See the results", text: "Percentages appear right away, so you know if you are with the crowd." },
  { title: "Share or submit", text: "Challenge friends with the question, or add a dilemma of your own." },
];

const VALUES = [
  {
    title: "Family-friendly first",
    text: "Every question is reviewed so the whole family can play together.",
  },
  { title: "Respect for every answer", text: "There are no wrong choices here, only interesting reasons." },
  {
    title: "Privacy by design",
    text: "No account needed, no ad trackers, and votes counted with an anonymous cookie.",
  },
  { title: "Curiosity and conversation", text: "The best questions keep you talking long after you vote." },
];

const sectionHeading = "text-2xl font-bold tracking-tight sm:text-3xl";
// The shared button styles assume a plain background; this one sits on the indigo gradient.
const outlineOnGradient =
  "inline-flex items-center justify-center rounded-xl border border-white px-4 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-white/10";

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <PageHero
        eyebrow="About us"
        title="Small choices, big conversations"
        intro="Would You Rather is a free place to answer tricky two-way questions, see how the world votes, and start great conversations at home, in class or with friends."
      />
      <div className={`${container} grid gap-16 py-12 sm:py-16`}>
        <section aria-labelledby="mission-heading" className="grid gap-8 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="mission-heading" className={sectionHeading}>
              Our mission
            </h2>
            <p className={`mt-4 text-lg ${muted}`}>
              We believe a good question can bring people closer. Choosing between two options makes you think
              about what you value, laugh at the impossible, and listen to why someone else chose differently.
            </p>
            <p className={`mt-4 text-lg ${muted}`}>
              Our goal is to make that spark easy to find: a growing collection of questions that is safe for
              kids, interesting for adults, and free for everyone.
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {loaderData.figures.map((s) => (
              <div key={s.label} className={`${card} flex flex-col-reverse p-5 text-center`}>
                <dt className={`mt-1 text-sm font-semibold ${muted}`}>{s.label}</dt>
                <dd className="text-3xl font-extrabold text-indigo-700 sm:text-4xl dark:text-indigo-300">
                  {s.value}
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="features-heading">
          <h2 id="features-heading" className={sectionHeading}>
            What you can do here
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map((f) => (
              <li key={f.title} className={`${card} p-6`}>
                <span aria-hidden="true" className="text-3xl">
                  {f.icon}
                </span>
                <h3 className="mt-3 text-lg font-bold">{f.title}</h3>
                <p className={`mt-2 ${muted}`}>{f.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="how-heading">
          <h2 id="how-heading" className={sectionHeading}>
            How it works
          </h2>
          <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, i) => (
              <li key={step.title} className={`${card} p-6`}>
                <span className="flex size-10 items-center justify-center rounded-full bg-indigo-700 text-lg font-bold text-white dark:bg-indigo-400 dark:text-slate-950">
                  {i + 1}
                </span>
                <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
                <p className={`mt-2 ${muted}`}>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="values-heading">
          <h2 id="values-heading" className={sectionHeading}>
            What we care about
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {VALUES.map((v) => (
              <li key={v.title} className={`${card} border-l-4 border-l-indigo-600 p-6`}>
                <h3 className="text-lg font-bold">{v.title}</h3>
                <p className={`mt-2 ${muted}`}>{v.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="cta-heading"
          className="rounded-3xl bg-gradient-to-br from-indigo-700 to-violet-800 p-8 text-center text-white sm:p-12"
        >
          <h2 id="cta-heading" className="text-2xl font-extrabold sm:text-3xl">
            Ready to make your first choice?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-white">
            Jump into the questions, or share the dilemma that has been on your mind.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/questions" className={button.secondary}>
              Browse Questions
            </Link>
            <Link to={SUBMIT_PATH} className={outlineOnGradient}>
              Submit a Question
            </Link>
          </div>
        </section>
      </div>
    </main>
  );
}
