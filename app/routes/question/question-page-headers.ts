import type { HeadersFunction } from "react-router";

/**
 * The headers of a page with the question actions: the loader's (what is personal about the page,
 * for the worker: domain/personal-questions.ts) and, when a form posted without JavaScript met an
 * overloaded server, the action's Retry-After, as the API sends it.
 */
export const questionPageHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter === null) return loaderHeaders;
  const headers = new Headers(loaderHeaders);
  headers.set("Retry-After", retryAfter);
  return headers;
};
