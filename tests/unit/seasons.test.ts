import { describe, expect, it } from "vitest";
import { SEASON_TAGS } from "#content/tags.ts";
import { isSeason, SEASONS, seasonOn } from "#domain/seasons.ts";

const on = (iso: string) => seasonOn(new Date(iso));

describe("seasons", () => {
  it("are exactly the catalogue's season tags", () => {
    expect([...SEASONS].sort()).toEqual(Object.keys(SEASON_TAGS).sort());
    expect(isSeason("summer")).toBe(true);
    expect(isSeason("couples")).toBe(false);
  });

  it("change on their first day, in UTC", () => {
    expect(on("2026-01-06T23:59:59Z")).toBe("holidays");
    expect(on("2026-01-07T00:00:00Z")).toBe("winter");
    expect(on("2026-02-28T23:59:59Z")).toBe("winter");
    expect(on("2028-02-29T12:00:00Z")).toBe("winter");
    expect(on("2026-03-01T00:00:00Z")).toBe("spring");
    expect(on("2026-05-31T23:59:59Z")).toBe("spring");
    expect(on("2026-06-01T00:00:00Z")).toBe("summer");
    expect(on("2026-08-31T23:59:59Z")).toBe("summer");
    expect(on("2026-09-01T00:00:00Z")).toBe("autumn");
    expect(on("2026-11-14T23:59:59Z")).toBe("autumn");
    expect(on("2026-11-15T00:00:00Z")).toBe("holidays");
    expect(on("2026-12-31T23:59:59Z")).toBe("holidays");
    expect(on("2027-01-01T00:00:00Z")).toBe("holidays");
  });

  it("follow the UTC day, not the server's time zone", () => {
    // 23:30 on 28 February in New York is already 1 March in UTC.
    expect(seasonOn(new Date("2026-02-28T23:30:00-05:00"))).toBe("spring");
  });

  it("cover every day of a leap year with one season each", () => {
    const seen = new Set<string>();
    for (let day = 0; day < 366; day++) seen.add(seasonOn(new Date(Date.UTC(2028, 0, 1 + day))));
    expect([...seen].sort()).toEqual([...SEASONS].sort());
  });
});
