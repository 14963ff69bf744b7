import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SocialSignIn } from "#app/accounts/social-sign-in.tsx";

// The browser tests' server has no client ids (so no buttons); this renders what a configured site
// shows in the sign-in dialog and on /sign-in.
describe("the Google and GitHub buttons", () => {
  it("post the chosen provider to /sign-in, one named button each, logos hidden from screen readers", () => {
    const html = renderToStaticMarkup(createElement(SocialSignIn, { providers: ["google", "github"] }));
    const form = html.match(/<form[^>]*>/)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/sign-in"');
    const buttons = [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)];
    expect(buttons.map((b) => b[1]?.match(/name="provider"/) && b[1].match(/value="(\w+)"/)?.[1])).toEqual([
      "google",
      "github",
    ]);
    expect(buttons.every((b) => b[1]?.includes('type="submit"'))).toBe(true);
    expect(buttons.map((b) => b[2]?.replace(/<svg.*?<\/svg>/g, ""))).toEqual([
      "Continue with Google",
      "Continue with GitHub",
    ]);
    expect(buttons.every((b) => /<svg[^>]*aria-hidden="true"/.test(b[2] ?? ""))).toBe(true);
  });

  it("render nothing when the site has no provider", () => {
    expect(renderToStaticMarkup(createElement(SocialSignIn, { providers: [] }))).toBe("");
    const onlyGitHub = renderToStaticMarkup(createElement(SocialSignIn, { providers: ["github"] }));
    expect(onlyGitHub).toContain("Continue with GitHub");
    expect(onlyGitHub).not.toContain("Google");
  });
});
