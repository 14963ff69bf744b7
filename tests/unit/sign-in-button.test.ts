import { describe, expect, it } from "vitest";
import { overwriteGetLocale } from "#domain/paraglide/runtime.js";
import { signInHref } from "#domain/redirects.ts";

// The sign-in button's link without JavaScript, and the way back its dialog takes (app/accounts/sign-in-button.tsx).
describe("the sign-in button's link", () => {
  it("carries the way back to /sign-in, query and fragment encoded", () => {
    expect(signInHref("/question/a-b?sort=new#discussion")).toEqual({
      href: "/sign-in?redirectTo=%2Fquestion%2Fa-b%3Fsort%3Dnew%23discussion",
      returnTo: "/question/a-b?sort=new#discussion",
    });
    expect(signInHref()).toEqual({ href: "/sign-in" });
  });

  it("leaves out a way back to another site", () => {
    for (const returnTo of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
    ]) {
      expect(signInHref(returnTo)).toEqual({ href: "/sign-in" });
    }
  });

  it("speaks the page's language, whichever language the way back was named in", () => {
    overwriteGetLocale(() => "zh");
    try {
      expect(signInHref("/question/a-b#discussion")).toEqual({
        href: "/zh/sign-in?redirectTo=%2Fzh%2Fquestion%2Fa-b%23discussion",
        returnTo: "/zh/question/a-b#discussion",
      });
      expect(signInHref("/zh/question/a-b").returnTo).toBe("/zh/question/a-b");
    } finally {
      overwriteGetLocale(() => "en");
    }
  });
});
