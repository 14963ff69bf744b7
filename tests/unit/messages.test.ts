import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Paraglide falls back to English for a message missing in Chinese, so a missing key would show
// English on a Chinese page without any error: every area's two files hold the same keys.
const MESSAGES = join(import.meta.dirname, "../../messages");
const AREAS = readdirSync(join(MESSAGES, "en")).filter((file) => file.endsWith(".json"));

const read = (locale: string, area: string): Record<string, string> =>
  JSON.parse(readFileSync(join(MESSAGES, locale, area), "utf8"));

/** The `{name}` placeholders of a message, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("messages", () => {
  it("has the same areas in both languages", () => {
    expect(readdirSync(join(MESSAGES, "zh")).sort()).toEqual([...AREAS].sort());
  });

  it.each(AREAS)("%s: every key in both languages, with the same placeholders and some text", (area) => {
    const en = read("en", area);
    const zh = read("zh", area);
    const keys = (messages: Record<string, string>) => Object.keys(messages).filter((k) => k !== "$schema");
    expect(keys(zh).sort()).toEqual(keys(en).sort());
    for (const key of keys(en)) {
      expect(placeholders(zh[key] as string), `${area} ${key}`).toEqual(placeholders(en[key] as string));
      expect((zh[key] as string).trim(), `${area} ${key}`).not.toBe("");
    }
  });
});
