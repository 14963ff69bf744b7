// The part of a query string that can change a shared answer. Any other parameter (a tracking tag,
// a random one added to miss the cache) leaves the page as it is, so it must not make a new copy:
// otherwise anyone could have every request rendered afresh by adding one.

/** An empty value reads as no value at all, or its presence alone changes the answer. */
type Empty = "absent" | "counts";

/**
 * Every query parameter that a page, a page's component while it renders, React Router or a public
 * API read looks at. Each one reads the first value of its name. A page or endpoint that starts
 * reading another parameter must add it here, or its variants would share one stored copy.
 */
const READ_PARAMETERS: Record<string, Empty> = {
  // Question lists (app/lib/list-params.ts), the home page's filter, play runs and GET /api/questions.
  q: "absent",
  search: "absent",
  sort: "absent",
  view: "absent",
  page: "absent",
  limit: "absent",
  category: "absent",
  // Play runs (domain/play.ts); the start page tells a finished run by `done` being there at all.
  family: "absent",
  n: "absent",
  skip: "absent",
  done: "counts",
  // The sign-in page and the pricing page's billing period.
  redirectTo: "absent",
  mode: "absent",
  billing: "absent",
  // The discussion under a question: its sort and its page of top-level comments (app/discussion/).
  comments: "absent",
  cpage: "absent",
  // The printable classroom sheet's number (app/routes/classroom-print/).
  set: "absent",
  // The notices account pages send people home with (app/accounts/auth-notice.tsx); a social
  // sign-in's callback fails on `error` being there at all.
  confirmed: "absent",
  success: "absent",
  signedOut: "absent",
  account: "absent",
  error: "counts",
  // Links that carry a one-time token. Their pages are private, but a token must never be able to
  // share a stored copy with another one.
  token: "absent",
  type: "absent",
  // React Router: which loaders a data request runs, and which routes the client's lazy route
  // discovery asks for (its answer differs between no `paths` and an empty one).
  _routes: "absent",
  // The API's language (worker/http/request-locale.ts); pages have theirs in the path.
  lang: "absent",
  paths: "counts",
  version: "absent",
};
// Not there: `reported` (a question page thanks only the visitor who reported it, who never gets a
// shared copy), `cnote` (the same for a member's discussion form posted without JavaScript), `index` (React Router reads it to route a form's post, never a GET), and what rooms
// and pictures read (neither is kept in this cache).

/**
 * The parameters of `search` that may change a shared answer, sorted by name, each with the value
 * its reader takes (the first), and without those whose empty value reads as absent.
 */
export function sharedQuery(search: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  const names = [...new Set(search.keys())].filter((name) => Object.hasOwn(READ_PARAMETERS, name)).sort();
  for (const name of names) {
    const value = search.get(name) ?? "";
    if (value !== "" || READ_PARAMETERS[name] === "counts") kept.append(name, value);
  }
  return kept;
}
