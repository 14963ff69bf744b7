import { describe, expect, it } from "vitest";
import { acceptedLocale, localeOfPath, localePath, unlocalizedPath } from "#domain/locale.ts";

describe("paths in two languages", () => {
  it("reads the language from the path", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/zh")).toBe("zh");
    expect(localeOfPath("/zh/")).toBe("zh");
    expect(localeOfPath("/zh/question/a")).toBe("zh");
    // Only the whole first segment counts.
    expect(localeOfPath("/zhivago")).toBe("en");
    expect(localeOfPath("/about/zh")).toBe("en");
  });

  it("puts a path in either language and back, keeping query and fragment", () => {
    expect(localePath("/", "zh")).toBe("/zh/");
    expect(localePath("/about", "zh")).toBe("/zh/about");
    expect(localePath("/category/Kids?page=2#top", "zh")).toBe("/zh/category/Kids?page=2#top");
    expect(localePath("/zh/about", "zh")).toBe("/zh/about");
    expect(localePath("/zh/about", "en")).toBe("/about");
    expect(localePath("/zh", "en")).toBe("/");
    expect(localePath("/zh?sort=hottest", "en")).toBe("/?sort=hottest");
    expect(unlocalizedPath("/zh/")).toBe("/");
    expect(unlocalizedPath("/zhivago")).toBe("/zhivago");
  });
});

describe("the API's language from Accept-Language", () => {
  it("takes the highest-weighted language the site speaks", () => {
    expect(acceptedLocale("zh-CN,zh;q=0.9,en;q=0.8")).toBe("zh");
    expect(acceptedLocale("fr-FR, en;q=0.5, zh;q=0.7")).toBe("zh");
    expect(acceptedLocale("en-GB,en;q=0.9")).toBe("en");
    expect(acceptedLocale("zh-TW;q=0, en;q=0.1")).toBe("en");
  });

  it("finds none in a header without one, or none at all", () => {
    expect(acceptedLocale("fr, de;q=0.5")).toBeUndefined();
    expect(acceptedLocale("")).toBeUndefined();
    expect(acceptedLocale(null)).toBeUndefined();
    expect(acceptedLocale(";;;,q=abc")).toBeUndefined();
  });
});
