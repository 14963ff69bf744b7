import type { Route } from "./+types/sitemap-part";
import { sitemapPart } from "./sitemap.server";

export function loader({ request, params, context }: Route.LoaderArgs) {
  return sitemapPart(request, params.file, context);
}
