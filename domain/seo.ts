import type { MetaDescriptor } from "react-router";
import type { JsonLd } from "./structured-data";

export const SITE_NAME = "Would You Rather";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The site's origin, from the root loader, so canonical links are absolute on any host. */
export function originFrom(matches: MatchLike[]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? "";
}

/** A social preview picture: a site path, its pixel size and what it shows for people who cannot see it. */
export type PreviewImage = { path: string; width: number; height: number; alt: string };

export type PageInfo = {
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
  image?: PreviewImage;
  /** schema.org objects, each emitted as its own JSON-LD script. */
  structuredData?: JsonLd[];
};

function imageTags(origin: string, image: PreviewImage): MetaDescriptor[] {
  const url = `${origin}${image.path}`;
  return [
    { property: "og:image", content: url },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: url },
    { name: "twitter:image:alt", content: image.alt },
  ];
}

/** Title, description, canonical link, social tags and structured data for a page. */
export function pageMeta(matches: MatchLike[], page: PageInfo): MetaDescriptor[] {
  const origin = originFrom(matches);
  const url = `${origin}${page.path}`;
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    ...(page.image ? imageTags(origin, page.image) : [{ name: "twitter:card", content: "summary" }]),
  ];
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  // React Router escapes <, > and & inside these scripts, so no text can close the script early.
  for (const data of page.structuredData ?? []) tags.push({ "script:ld+json": data });
  return tags;
}
