import type { RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { type Figure, headlineFigures } from "#app/lib/site-figures.ts";
import { getSiteCounts } from "#worker/services/stats.ts";

export async function loadAboutFigures(context: Readonly<RouterContextProvider>): Promise<Figure[]> {
  return headlineFigures(await getSiteCounts(requestContext(context).app));
}
