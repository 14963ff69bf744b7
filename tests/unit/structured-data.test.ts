import { describe, expect, it } from "vitest";
import { breadcrumbLd, faqPageLd, itemListLd, organizationLd, webSiteLd } from "#domain/structured-data.ts";

const origin = "https://wyr.example";
/** What a crawler reads: the JSON text, parsed back. */
const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value));

describe("JSON-LD", () => {
  it("describes the site with a SearchAction on the all-questions page's q parameter", () => {
    const site = roundTrip(webSiteLd(origin, "/would-you-rather-questions"));
    expect(site).toMatchObject({
      "@context": "https://schema.org",
      "@type": "WebSite",
      url: "https://wyr.example/",
      potentialAction: {
        "@type": "SearchAction",
        target: {
          "@type": "EntryPoint",
          urlTemplate: "https://wyr.example/would-you-rather-questions?q={search_term_string}",
        },
        "query-input": "required name=search_term_string",
      },
    });
  });

  it("names the organization behind the site, with its home page", () => {
    expect(roundTrip(organizationLd(origin, "Vote on two-option questions."))).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Would You Rather",
      url: "https://wyr.example/",
      description: "Vote on two-option questions.",
    });
  });

  it("numbers breadcrumbs from 1 with absolute URLs", () => {
    const crumbs = roundTrip(
      breadcrumbLd(origin, [
        { name: "Home", path: "/" },
        { name: "Kids", path: "/category/Kids" },
      ]),
    );
    expect(crumbs["@type"]).toBe("BreadcrumbList");
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://wyr.example/" },
      { "@type": "ListItem", position: 2, name: "Kids", item: "https://wyr.example/category/Kids" },
    ]);
  });

  it("lists pages in order with their position, URL and name", () => {
    const list = roundTrip(
      itemListLd(origin, "Kids questions", [
        { name: "A or B?", path: "/question/a-or-b" },
        { name: "C or D?", path: "/question/c-or-d" },
      ]),
    );
    expect(list).toMatchObject({ "@type": "ItemList", numberOfItems: 2 });
    expect(list.itemListElement.map((i: { position: number; url: string }) => [i.position, i.url])).toEqual([
      [1, "https://wyr.example/question/a-or-b"],
      [2, "https://wyr.example/question/c-or-d"],
    ]);
  });

  it("gives each FAQ a Question with an accepted Answer", () => {
    const faq = roundTrip(faqPageLd([{ question: "Is it free?", answer: "Yes." }]));
    expect(faq).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "Is it free?", acceptedAnswer: { "@type": "Answer", text: "Yes." } },
      ],
    });
  });
});
