import { describe, expect, it } from "vitest";
import { findStrongLanguage } from "#worker/submission-checks/profanity.ts";

describe("findStrongLanguage", () => {
  it("finds explicit words, also in leetspeak and with lookalike letters", () => {
    for (const text of ["what the fuck", "f4ck", "sh1t happens", "fück", "a $lut", "have sex"]) {
      expect(findStrongLanguage(text)?.level, text).toBe("explicit");
    }
  });

  it("calls words fine for grown-ups mild", () => {
    for (const text of [
      "damn it",
      "what the hell",
      "a sexy outfit",
      "pain in the ass",
      "this crap",
      "D4MN",
    ]) {
      expect(findStrongLanguage(text)?.level, text).toBe("mild");
    }
  });

  it("leaves innocent words that contain one alone", () => {
    for (const text of [
      "hello shell",
      "a class pass",
      "scrappy",
      "cocktail",
      "Scunthorpe",
      "assassin",
      "Sussex",
      // Numbers are numbers, not leetspeak: 455 is not "ass", 5h17 would need letters beside it.
      "win 455 dollars",
      "4455 steps",
      "in 1984 or 5318008",
    ]) {
      expect(findStrongLanguage(text), text).toBeUndefined();
    }
  });
});
