import { describe, expect, it } from "vitest";
import { formatCount, formatDate, groupDigits } from "#app/lib/format.ts";

// The formatters are hand-written to keep Intl's slow set-up off every page load; they must still
// write exactly what en-US Intl writes, on the server and in every browser alike.

const intlDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const intlCount = new Intl.NumberFormat("en-US");

describe("formatDate", () => {
  it("writes every day of a leap year and the next as en-US Intl does, in UTC", () => {
    const start = Date.UTC(2028, 0, 1);
    for (let day = 0; day < 731; day++) {
      const iso = new Date(start + day * 86_400_000 + 23 * 3_600_000).toISOString();
      expect(formatDate(iso)).toBe(intlDate.format(new Date(iso)));
    }
  });

  it("keeps the UTC day near midnight, whatever the offset written in the timestamp", () => {
    expect(formatDate("2026-11-15T23:59:59.999Z")).toBe("Nov 15, 2026");
    expect(formatDate("2026-11-16T00:30:00+01:00")).toBe("Nov 15, 2026");
    expect(formatDate("2026-11-15")).toBe("Nov 15, 2026");
  });

  it("leaves text that is not a date as it is instead of writing NaN", () => {
    expect(formatDate("not a date")).toBe("not a date");
  });
});

describe("formatCount", () => {
  it("groups digits as en-US Intl does", () => {
    const samples = [
      0, 1, 9, 10, 999, 1000, 1001, 12_345, 99_999, 100_000, 999_999, 1_000_000, 1_234_567_890,
    ];
    for (const n of samples) expect(groupDigits(n)).toBe(intlCount.format(n));
    for (let n = 0; n < 3_000_000; n += 7_919) expect(groupDigits(n)).toBe(intlCount.format(n));
  });

  it("says one or many", () => {
    expect(formatCount(1, "vote")).toBe("1 vote");
    expect(formatCount(0, "vote")).toBe("0 votes");
    expect(formatCount(12_345, "person", "people")).toBe("12,345 people");
  });
});
