import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CategoriesError } from "#app/routes/questions/categories-error.tsx";

// The page can only show this when D1 fails; tests/workers/categories-failure.test.ts makes the
// real read fail and checks the loader's answer, and this renders what the page then shows.
describe("the all-questions page without categories", () => {
  it('says "Error loading categories" as an alert, with Retry reloading the same address', () => {
    const html = renderToStaticMarkup(
      createElement(CategoriesError, { retryHref: "/would-you-rather-questions?q=cats" }),
    );
    expect(html).toMatch(/^<div role="alert"/);
    expect(html).toContain("Error loading categories");
    expect(html).toMatch(/<a href="\/would-you-rather-questions\?q=cats"[^>]*>Retry<\/a>/);
  });
});
