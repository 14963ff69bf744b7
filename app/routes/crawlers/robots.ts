import { siteOriginFor } from "#app/context.server.ts";
import type { Route } from "./+types/robots";

/** Crawl everything but the JSON API, and find the pages through the sitemap. */
export function loader({ request, context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "",
    `Sitemap: ${siteOriginFor(request, context)}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
