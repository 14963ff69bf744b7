// schema.org objects for JSON-LD: what search engines read about a page besides its text.
// Every URL in them is absolute, from the configured site origin, and in the page's language.

import { getLocale, HTML_LANG, localizeHref } from "./locale";
import { m } from "./paraglide/messages.js";

export type JsonLdValue = string | number | boolean | null | JsonLd | JsonLdValue[];
export type JsonLd = { [key: string]: JsonLdValue };

const CONTEXT = "https://schema.org";

/** The site and how to search it: the all-questions page's `q` parameter, as its own form sends it. */
export function webSiteLd(origin: string, searchPath: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: m.site_name(),
    url: `${origin}${localizeHref("/")}`,
    inLanguage: HTML_LANG[getLocale()],
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${origin}${localizeHref(searchPath)}?q={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}

/** Who runs the site, for search engines' knowledge panels: its name, home and what it is. */
export function organizationLd(origin: string, description: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    name: m.site_name(),
    url: `${origin}${localizeHref("/")}`,
    description,
  };
}

export type Crumb = { name: string; path: string };

/** The trail above a page, ending with the page itself. */
export function breadcrumbLd(origin: string, crumbs: Crumb[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: `${origin}${localizeHref(crumb.path)}`,
    })),
  };
}

export type ListedPage = { name: string; path: string };

/** The pages a list links to, in the order shown (a summary page's ItemList: position, url, name). */
export function itemListLd(origin: string, name: string, items: ListedPage[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      url: `${origin}${localizeHref(item.path)}`,
      name: item.name,
    })),
  };
}

export type Faq = { question: string; answer: string };

/** Questions and answers the page shows word for word. */
export function faqPageLd(faqs: Faq[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
