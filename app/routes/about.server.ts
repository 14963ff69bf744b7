import type { RouterContextProvider } from "react-router";
import { getSiteCounts } from "../../worker/services/stats";
import { requestContext } from "../context.server";
import { type Figure, headlineFigures } from "../lib/site-figures";

export async function loadAboutFigures(context: Readonly<RouterContextProvider>): Promise<Figure[]> {
  return headlineFigures(await getSiteCounts(requestContext(context).app));
}
