import { describe, expect, it } from "vitest";
import { findContactDetail } from "#worker/submission-checks/contact-details.ts";

describe("findContactDetail", () => {
  it("finds links, www. addresses and bare domains", () => {
    for (const text of [
      "see https://x.co/a",
      "http://localhost",
      "go to www.example",
      "visit example.com!",
      "BUY-NOW.shop",
    ]) {
      expect(findContactDetail(text), text).toBe("link");
    }
  });

  it("finds e-mail addresses", () => {
    expect(findContactDetail("mail me: sam.parent+wyr@example.org")).toBe("email");
  });

  it("finds phone numbers of seven or more digits with separators", () => {
    for (const text of ["call 555-1234", "+44 20 7946 0958", "(555) 123 4567", "+15551234567"]) {
      expect(findContactDetail(text), text).toBe("phone");
    }
  });

  it("leaves amounts, years, dates, plain numbers, decimals and dotted names alone", () => {
    for (const text of [
      "win $1,000,000 or $1 000 000",
      "live in 1999 or 2050",
      "have 1000000 dollars",
      "test 1763792000000 or watch it",
      "go back to 31/12/1999 or 2050-01-31",
      "code in Node.js or Vue.js",
      "run 3.5 km",
      "e.g. pizza",
    ]) {
      expect(findContactDetail(text), text).toBeUndefined();
    }
  });
});
