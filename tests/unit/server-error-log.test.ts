import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "#app/lib/server-error-log.ts";

const args = (request = new Request("https://example.test/about", { method: "POST" })) => ({
  request,
  params: {},
  context: undefined as never,
});

describe("the server's error log", () => {
  afterEach(() => vi.restoreAllMocks());

  it("stays quiet for a visitor's mistake such as a POST to a page without an action", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const error = new Error('You made a POST request to "/about" but did not provide an `action`');
    handleError(new ErrorResponse(405, "Method Not Allowed", error, true), args());
    handleError(new ErrorResponse(404, "Not Found", new Error("No route matches URL"), true), args());
    expect(log).not.toHaveBeenCalled();
  });

  it("logs what went wrong on our side, unwrapped from React Router's answer", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const fault = new Error("D1 went away");
    handleError(fault, args());
    const inner = new Error("loader crashed");
    handleError(new ErrorResponse(500, "Internal Server Error", inner, true), args());
    expect(log.mock.calls).toEqual([[fault], [inner]]);
  });

  it("says nothing for a request the visitor abandoned", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const controller = new AbortController();
    controller.abort();
    handleError(
      new Error("aborted"),
      args(new Request("https://example.test/", { signal: controller.signal })),
    );
    expect(log).not.toHaveBeenCalled();
  });
});
