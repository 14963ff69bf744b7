import { data, type RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { LATEST_LIMIT, MORE_QUESTIONS, TOP_DEFAULT } from "#domain/limits.ts";
import { personalQuestions } from "#domain/personal-questions.ts";
import { toSort } from "#domain/sort.ts";
import { listCategories } from "#worker/services/categories.ts";
import { getHomePage } from "#worker/services/questions.ts";

/** Everything the home page shows: categories from memory, one D1 batch and one object call. */
export async function loadHome(request: Request, context: Readonly<RouterContextProvider>) {
  const { app, visitor } = requestContext(context);
  const url = new URL(request.url);
  const categories = await listCategories(app);
  const chosen = url.searchParams.get("category");
  const category = categories.find((c) => c.name === chosen)?.name;
  const sort = toSort(url.searchParams.get("sort"));
  // Before the counts are asked for: a vote older than this is in them (domain/personal-questions.ts).
  const countsRead = Date.now();
  const home = await getHomePage(
    app,
    { now: new Date(), category, sort, latest: LATEST_LIMIT, top: TOP_DEFAULT, more: MORE_QUESTIONS },
    await visitor.voterHash(),
  );
  // Every category names a filter; only those of the questions shown need their badge colours.
  const shown = new Set(
    [...(home.featured ? [home.featured.question] : []), ...home.latest].map((q) => q.category),
  );
  const page = {
    ...home,
    categories: categories.map((c) => ({ name: c.name })),
    categoryClasses: Object.fromEntries(
      categories.filter((c) => shown.has(c.name)).map((c) => [c.name, c.colorClass]),
    ),
    filter: { category: category ?? null, sort },
  };
  // The visitor's choices among the latest, and their vote on the question of the day.
  const panels = home.featured ? [home.featured.question] : [];
  return data(page, { headers: personalQuestions({ cards: home.latest, panels, countsRead }) });
}
