import type { MetaDescriptor } from "react-router";
import { baseLocale, getLocale, HTML_LANG, type Locale, localePath, locales } from "./locale";
import { m } from "./paraglide/messages.js";
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

const OG_LOCALE: Record<Locale, string> = { en: "en_US", zh: "zh_CN" };

/** The page in every language, and English for a reader whose language the site does not speak. */
function alternates(origin: string, path: string): MetaDescriptor[] {
  const link = (hrefLang: string, locale: Locale) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href: `${origin}${localePath(path, locale)}`,
  });
  return [...locales.map((locale) => link(HTML_LANG[locale], locale)), link("x-default", baseLocale)];
}

/**
 * Title, description, canonical link, language alternates, social tags and structured data for a
 * page. `page.path` is the page's path in either language; links are made in the page's own.
 */
export function pageMeta(matches: MatchLike[], page: PageInfo): MetaDescriptor[] {
  const origin = originFrom(matches);
  const locale = getLocale();
  const url = `${origin}${localePath(page.path, locale)}`;
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates(origin, page.path),
    { property: "og:locale", content: OG_LOCALE[locale] },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: m.site_name() },
    ...(page.image ? imageTags(origin, page.image) : [{ name: "twitter:card", content: "summary" }]),
  ];
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  // React Router escapes <, > and & inside these scripts, so no text can close the script early.
  for (const data of page.structuredData ?? []) tags.push({ "script:ld+json": data });
  return tags;
}
