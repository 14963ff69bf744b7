import type { HeadersArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { questionPageHeaders } from "#app/routes/question/question-page-headers.ts";

const args = (loader: Record<string, string>, action: Record<string, string>) =>
  ({
    loaderHeaders: new Headers(loader),
    actionHeaders: new Headers(action),
    parentHeaders: new Headers(),
    errorHeaders: undefined,
  }) as HeadersArgs;

describe("the headers of a page with question actions", () => {
  it("are the loader's after a page view or an accepted vote", () => {
    const headers = new Headers(questionPageHeaders(args({ "X-Personal-Questions": "abc" }, {})));
    expect([...headers]).toEqual([["x-personal-questions", "abc"]]);
  });

  it("add the action's Retry-After when a form post without JavaScript met an overloaded server", () => {
    const headers = new Headers(
      questionPageHeaders(args({ "X-Personal-Questions": "abc" }, { "Retry-After": "2" })),
    );
    expect(headers.get("Retry-After")).toBe("2");
    expect(headers.get("X-Personal-Questions")).toBe("abc");
  });
});
