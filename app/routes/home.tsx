import { data } from "react-router";
import { VotePanel } from "../components/vote-panel";
import { handleVoteForm } from "../lib/vote-action.server";
import type { Route } from "./+types/home";
import { loadHome } from "./home.server";

export function meta() {
  return [
    { title: "Would You Rather Questions - Vote and See What Everyone Picked" },
    {
      name: "description",
      content:
        "Hundreds of fun, family-friendly would you rather questions. Pick A or B and see live results.",
    },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const { setCookie, ...home } = await loadHome(request);
  return data(home, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

export async function action({ request }: Route.ActionArgs) {
  return handleVoteForm(request, await request.formData());
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, latest } = loaderData;
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Would You Rather?</h1>
      {featured ? (
        <section aria-labelledby="featured-heading" className="mt-6">
          <h2 id="featured-heading" className="text-lg font-semibold">
            Question of the Day{" "}
            <span className="font-normal text-slate-600 dark:text-slate-300">
              {featured.day.replaceAll("-", "/")}
            </span>
          </h2>
          <VotePanel question={featured.question} yourVote={featured.yourVote} emptyPercent={50} />
        </section>
      ) : (
        <p className="mt-6">No questions available.</p>
      )}
      <section aria-labelledby="latest-heading" className="mt-10">
        <h2 id="latest-heading" className="text-xl font-bold">
          Latest Questions
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {latest.map((q) => (
            <li
              key={q.id}
              className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <p className="text-xs font-semibold uppercase text-slate-600 dark:text-slate-300">
                {q.category}
              </p>
              <p className="mt-1 font-medium">{q.questionText}</p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
