import { EMBED_THEME_ATTRIBUTE } from "#domain/embed.ts";
import { embedThemeSchema } from "#domain/embed-query.ts";
import { isDocument } from "#worker/http/content-security-policy.ts";

// An embed follows its host's `?theme=light|dark|auto` (docs/embeds.md). The page is rendered in
// `auto` and the theme written onto its root here, on the way out: the one stored copy of the page
// then serves every theme, and the theme never needs a place in the cache's key.

export function withEmbedTheme(response: Response, url: URL): Response {
  const theme = embedThemeSchema.parse(url.searchParams.get("theme"));
  if (theme === "auto" || !isDocument(response.headers)) return response;
  return new HTMLRewriter()
    .on(`main[${EMBED_THEME_ATTRIBUTE}]`, {
      element: (root) => {
        root.setAttribute(EMBED_THEME_ATTRIBUTE, theme);
      },
    })
    .transform(response);
}
