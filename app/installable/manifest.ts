import { getLocale } from "#domain/locale.ts";
import { webAppManifest } from "./web-app-manifest";

/** `/manifest.webmanifest` and `/zh/manifest.webmanifest`: the page's language decides the texts. */
export function loader() {
  return new Response(JSON.stringify(webAppManifest(getLocale())), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
