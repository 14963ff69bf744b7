import { useRouteLoaderData } from "react-router";
import { muted } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";
import { pageMeta } from "#domain/seo.ts";
import type { Route } from "./+types/classroom-print";
import printStylesheet from "./classroom-print.css?url";
import { loadClassroomSheet } from "./classroom-print.server";
import {
  BackToClassroom,
  OtherSheets,
  PRINT_PATH,
  PrintControls,
  PupilLines,
  SheetList,
} from "./print-sheet";

// The sheet's paper layout: only this page loads it (the site's stylesheet stays as it is).
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: printStylesheet }];

// Every sheet has the one canonical address: the numbered ones are the same page on other days.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: m.print_meta_title(),
    description: m.print_meta_description(),
    path: PRINT_PATH,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadClassroomSheet(request, context);
}

// What about the page is personal, for the worker (domain/personal-questions.ts): nothing.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function ClassroomPrint({ loaderData }: Route.ComponentProps) {
  const { set, sets, daily, questions } = loaderData;
  const root = useRouteLoaderData<{ origin?: string }>("root");
  const site = root?.origin ? new URL(root.origin).host : m.site_name();
  return (
    <main className="classroom-sheet mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <div className="sheet-screen-only mb-6">
        <BackToClassroom />
      </div>
      <h1 className="text-3xl font-extrabold tracking-tight">{m.print_heading()}</h1>
      {sets > 0 && (
        <p className={`sheet-meta mt-2 ${muted}`} data-set={set} data-sets={sets}>
          {m.print_sheet_of({ set, sets })}
          {daily && <span className="sheet-screen-only"> · {m.print_daily()}</span>}
        </p>
      )}
      <div className="sheet-screen-only mt-6 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
        <PrintControls />
        <OtherSheets set={set} sets={sets} />
      </div>
      {questions.length > 0 ? (
        <>
          <PupilLines />
          <p className="sheet-instructions mt-4 font-semibold">{m.print_instructions()}</p>
          <SheetList questions={questions} />
          <p className={`sheet-footer mt-6 text-sm ${muted}`}>{m.print_footer({ site })}</p>
        </>
      ) : (
        <p className={`mt-6 ${muted}`}>{m.print_empty()}</p>
      )}
    </main>
  );
}
