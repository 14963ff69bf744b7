import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SignInButton } from "#app/accounts/sign-in-button.tsx";

const hrefOf = (props: Parameters<typeof SignInButton>[0]) =>
  renderToStaticMarkup(createElement(SignInButton, props))
    .match(/href="([^"]*)"/)?.[1]
    ?.replaceAll("&amp;", "&");

// Without JavaScript the button is this link; the dialog it opens otherwise is tested in the browser.
describe("the sign-in button's link", () => {
  it("carries the way back to /sign-in, query and fragment encoded", () => {
    expect(hrefOf({ returnTo: "/question/a-b?sort=new#discussion" })).toBe(
      "/sign-in?redirectTo=%2Fquestion%2Fa-b%3Fsort%3Dnew%23discussion",
    );
    expect(hrefOf({})).toBe("/sign-in");
  });

  it("leaves out a way back to another site", () => {
    for (const returnTo of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
    ]) {
      expect(hrefOf({ returnTo })).toBe("/sign-in");
    }
  });

  it("takes the caller's words and style", () => {
    const html = renderToStaticMarkup(
      createElement(SignInButton, { returnTo: "/question/a-b", label: "Sign in to comment", className: "x" }),
    );
    expect(html).toContain('class="x"');
    expect(html).toContain(">Sign in to comment</a>");
  });
});
