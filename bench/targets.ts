// What the bench requests: real slugs and ids read from the running site, grouped by the reference
// each group is compared with.
import type { Target } from "./load";

export type ReferenceKind = "vote" | "page";

export type Row = {
  /** Stable key in the JSON and what `--only` matches: e.g. "page / (cookie)", "vote POST /api/...". */
  id: string;
  /** The path with `:slug` and `:id` for the table; the real URL is in `target`. */
  path: string;
  visitor: "no cookie" | "cookie" | "new voter";
  target: Target;
};

/** Site rows run back to back, then their reference, so each ratio compares runs minutes apart at most. */
export type Group = { reference: ReferenceKind; rows: Row[] };

export type Catalogue = {
  hot: { id: string; slug: string };
  read: { id: string; slug: string };
  category: string;
};

type ApiList<T> = { data: T[] };

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The hot question takes every vote; pages and API reads use another, so reads do not ride on its cache. */
export async function discover(baseURL: string): Promise<Catalogue> {
  const questions = await getJson<ApiList<{ id: string; slug: string }>>(`${baseURL}/api/questions?limit=20`);
  const categories = await getJson<ApiList<{ name: string }>>(`${baseURL}/api/categories`);
  const [hot, read] = questions.data;
  const category = categories.data.find((c) => c.name === "Hard")?.name ?? categories.data[0]?.name;
  if (!hot || !read || !category) throw new Error("the site has too few questions or no categories");
  return { hot: { id: hot.id, slug: hot.slug }, read: { id: read.id, slug: read.slug }, category };
}

/** A real voter cookie, from casting one vote through the API as a browser would. */
export async function voterCookie(baseURL: string, questionId: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/questions/${questionId}/vote`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ option: "B" }),
  });
  // Only the voter cookie: other cookies set alongside (e.g. a short-lived bookmark) would expire.
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .find((c) => c.startsWith("wyr_voter="));
  if (!response.ok || !cookie) {
    throw new Error(`voting for a cookie answered ${response.status} without a wyr_voter cookie`);
  }
  return cookie;
}

/** A GET row; `shown` is the path as the table prints it. */
export function getRow(
  baseURL: string,
  kind: "page" | "api",
  path: string,
  shown: string,
  visitor: Row["visitor"],
  cookie?: string,
): Row {
  return {
    id: `${kind} ${shown} (${visitor})`,
    path: shown,
    visitor,
    target: {
      method: "GET",
      url: `${baseURL}${path}`,
      headers: visitor === "cookie" && cookie ? { Cookie: cookie } : undefined,
    },
  };
}

function pagePaths(c: Catalogue): [path: string, shown: string][] {
  const category = `/category/${encodeURIComponent(c.category)}`;
  return [
    ["/", "/"],
    [`/question/${c.read.slug}`, "/question/:slug"],
    [category, category],
    ["/would-you-rather-questions", "/would-you-rather-questions"],
    ["/would-you-rather-for-kids", "/would-you-rather-for-kids"],
  ];
}

function voteRow(id: string, path: string, url: string, target: Omit<Target, "url" | "method">): Row {
  return { id, path, visitor: "new voter", target: { method: "POST", url, ...target } };
}

export function siteGroups(baseURL: string, c: Catalogue, cookie: string): Group[] {
  const pages = pagePaths(c).map(
    ([path, shown]): Group => ({
      reference: "page",
      rows: [
        getRow(baseURL, "page", path, shown, "no cookie"),
        getRow(baseURL, "page", path, shown, "cookie", cookie),
      ],
    }),
  );
  const reads: Group = {
    reference: "page",
    rows: [
      getRow(baseURL, "api", "/api/questions?limit=20", "/api/questions?limit=20", "no cookie"),
      getRow(baseURL, "api", `/api/questions/slug/${c.read.slug}`, "/api/questions/slug/:slug", "no cookie"),
    ],
  };
  // Reads the question through D1 and its Durable Object, so it waits behind queued votes; the
  // cookie keeps an edge cache from answering instead.
  const settle = { url: `${baseURL}/api/questions/slug/${c.hot.slug}`, headers: { Cookie: cookie } };
  // No cookie on either vote, so every request is a new voter: the viral spike.
  const votes: Group = {
    reference: "vote",
    rows: [
      voteRow("vote api", "POST /api/questions/:id/vote", `${baseURL}/api/questions/${c.hot.id}/vote`, {
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ option: "A" }),
        settle,
      }),
      // React Router's single fetch: a fetcher posts the form to the route's `.data` URL.
      voteRow("vote action", "POST /question/:slug.data", `${baseURL}/question/${c.hot.slug}.data`, {
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "vote", questionId: c.hot.id, option: "A" }).toString(),
        settle,
      }),
    ],
  };
  // Votes go last: their write-behind to D1 is drained before anything else is measured.
  return [...pages, reads, votes];
}

export function referenceTarget(baseURL: string, kind: ReferenceKind): Target {
  return kind === "vote"
    ? {
        method: "POST",
        url: `${baseURL}/vote`,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ option: "A" }),
      }
    : { method: "GET", url: `${baseURL}/page` };
}

/** Keeps the rows whose id contains any of the `--only` words; groups left empty are dropped. */
export function filterGroups(groups: Group[], only: string[]): Group[] {
  if (only.length === 0) return groups;
  return groups
    .map((g) => ({ ...g, rows: g.rows.filter((r) => only.some((word) => r.id.includes(word))) }))
    .filter((g) => g.rows.length > 0);
}
