import { data, type RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { orPageError } from "#app/page-errors.server.ts";
import { readPlayRun } from "#domain/play.ts";
import { slugSchema } from "#domain/schemas.ts";
import { getPlayQuestion, getPlayStarts } from "#worker/services/play.ts";

type Context = Readonly<RouterContextProvider>;

/** The ways to start a run, each with its first unanswered question, and how a finished run ended. */
export async function loadPlayStarts(request: Request, context: Context) {
  const { app, visitor } = requestContext(context);
  const search = new URL(request.url).searchParams;
  const starts = await getPlayStarts(app, await visitor.voterHash());
  const finished = search.has("done") ? readPlayRun(search) : null;
  return {
    starts: starts.map((s) => ({
      category: s.category && { name: s.category.name, colorClass: s.category.colorClass },
      family: s.family,
      firstSlug: s.firstSlug,
    })),
    finished,
  };
}

/** One question of a run: one D1 batch (the question and the next pick) and one object call. */
export async function loadPlayQuestion(slug: string | undefined, request: Request, context: Context) {
  const parsed = slugSchema.safeParse(slug);
  if (!parsed.success) throw data(null, { status: 404 });
  const { app, visitor } = requestContext(context);
  const run = readPlayRun(new URL(request.url).searchParams);
  const page = await orPageError(getPlayQuestion(app, parsed.data, run, await visitor.voterHash()));
  return { ...page, run: { ...run, category: page.category ?? undefined } };
}
