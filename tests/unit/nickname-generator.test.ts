import { describe, expect, it } from "vitest";
import { generateNickname } from "#domain/nickname-generator.ts";
import { nicknameSchema } from "#domain/room-protocol.ts";
import { nicknameRefusal } from "#worker/submission-checks/checks.ts";

// Every name the generator can make, in both languages: short enough for a room and passed by the
// same moderation rules a typed nickname meets.

/** Every pairing, by pinning `random` to each adjective and animal in turn. */
function everyPairing(locale: "en" | "zh"): string[] {
  const names = new Set<string>();
  const steps = 200;
  for (let a = 0; a < steps; a++) {
    for (let b = 0; b < steps; b++) {
      const picks = [a / steps, b / steps];
      let call = 0;
      names.add(generateNickname(locale, () => picks[call++ % 2] ?? 0));
    }
  }
  return [...names];
}

describe("generated nicknames", () => {
  for (const locale of ["en", "zh"] as const) {
    it(`in ${locale}: every pairing fits the limit and passes the nickname checks`, () => {
      const names = everyPairing(locale);
      expect(names.length).toBeGreaterThanOrEqual(100);
      for (const name of names) {
        expect(name.length, name).toBeLessThanOrEqual(20);
        expect(nicknameSchema.safeParse(name).success, name).toBe(true);
        expect(nicknameRefusal(name), name).toBeUndefined();
      }
    });
  }

  it("reads as an adjective and an animal", () => {
    expect(generateNickname("en", () => 0)).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(generateNickname("zh", () => 0)).toMatch(/^\p{Script=Han}+的\p{Script=Han}+$/u);
  });
});
