import { describe, expect, it } from "vitest";
import {
  bestYearlySaving,
  formatPrice,
  PLANS,
  priceFor,
  toBillingPeriod,
  yearlySavingPercent,
} from "#app/lib/pricing.ts";

const plan = (name: string) => {
  const found = PLANS.find((p) => p.name === name);
  if (!found) throw new Error(`no plan ${name}`);
  return found;
};

describe("yearly saving", () => {
  it("rounds (12 x monthly - yearly) / (12 x monthly) to a whole percent", () => {
    expect(yearlySavingPercent(19.9, 199)).toBe(17);
    expect(yearlySavingPercent(39.9, 399)).toBe(17);
    expect(yearlySavingPercent(10, 90)).toBe(25);
    expect(yearlySavingPercent(10, 120)).toBe(0);
  });

  it("is zero for a free plan instead of dividing by zero", () => {
    expect(yearlySavingPercent(0, 0)).toBe(0);
  });

  it("gives the banner's 17% for the real plans", () => {
    expect(`Save ${bestYearlySaving()}%`).toBe("Save 17%");
  });
});

describe("plans", () => {
  it("offers Basic, Premium and Professional with the site's prices", () => {
    expect(PLANS.map((p) => [p.name, p.monthly, p.yearly])).toEqual([
      ["Basic", 0, 0],
      ["Premium", 19.9, 199],
      ["Professional", 39.9, 399],
    ]);
  });

  it("marks only Premium as popular", () => {
    expect(PLANS.filter((p) => p.popular).map((p) => p.name)).toEqual(["Premium"]);
  });

  it("limits Basic to 10 questions per day and gives the paid plans what they promise", () => {
    const included = (name: string) =>
      plan(name)
        .features.filter((f) => f.included)
        .map((f) => f.text);
    expect(included("Basic")).toContain("10 questions per day");
    expect(included("Premium")).toEqual(
      expect.arrayContaining(["Unlimited access to every question", "No ads", "Premium question packs"]),
    );
    expect(included("Professional")).toEqual(
      expect.arrayContaining(["Voting analysis and insights", "API access", "Export results", "Team tools"]),
    );
  });

  it("gives every plan a description and a button label", () => {
    for (const p of PLANS) {
      expect(p.description.length).toBeGreaterThan(0);
      expect(p.buttonText.length).toBeGreaterThan(0);
    }
  });
});

describe("billing and price display", () => {
  it("reads the billing period from the query, defaulting to monthly", () => {
    expect(toBillingPeriod("yearly")).toBe("yearly");
    expect(toBillingPeriod("monthly")).toBe("monthly");
    expect(toBillingPeriod("weekly")).toBe("monthly");
    expect(toBillingPeriod(null)).toBe("monthly");
  });

  it("picks the price for the period", () => {
    expect(priceFor(plan("Premium"), "monthly")).toBe(19.9);
    expect(priceFor(plan("Premium"), "yearly")).toBe(199);
  });

  it("formats dollars the way people read prices", () => {
    expect(formatPrice(0)).toBe("Free");
    expect(formatPrice(19.9)).toBe("$19.90");
    expect(formatPrice(199)).toBe("$199");
    expect(formatPrice(399)).toBe("$399");
  });

  it("writes every amount as en-US Intl's dollar formats would", () => {
    const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    const whole = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      maximumFractionDigits: 0,
    });
    // Every cent up to $300, then larger amounts with and without cents.
    const cents = Array.from({ length: 30_000 }, (_, i) => i + 1);
    const amounts = [...cents.map((c) => c / 100), 999.99, 1234.5, 12_345.67, 1_000_000, 1_234_567.89];
    for (const amount of amounts) {
      const expected = Number.isInteger(amount) ? whole.format(amount) : dollars.format(amount);
      expect(formatPrice(amount), String(amount)).toBe(expected);
    }
  });
});
