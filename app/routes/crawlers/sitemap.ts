import type { Route } from "./+types/sitemap";
import { rootSitemap } from "./sitemap.server";

// A resource route: no component, the loader's Response is the whole answer.
export function loader({ request, context }: Route.LoaderArgs) {
  return rootSitemap(request, context);
}
