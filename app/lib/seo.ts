import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Would You Rather";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The site's origin, from the root loader, so canonical links are absolute on any host. */
function originFrom(matches: MatchLike[]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? "";
}

/** Title, description, canonical link and social tags for a page. */
export function pageMeta(
  matches: MatchLike[],
  page: { title: string; description: string; path: string; noindex?: boolean },
): MetaDescriptor[] {
  const url = `${originFrom(matches)}${page.path}`;
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { name: "twitter:card", content: "summary" },
  ];
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
