// What the bench requests: real slugs and ids read from the running site, grouped by the reference
// each group is compared with.
import type { Target } from "./load";

export type ReferenceKind = "vote" | "page";

export type Row = {
  /** Stable key in the JSON and what `--only` matches: e.g. "page / (cookie)", "vote POST /api/...". */
  id: string;
  /** The path with `:slug` and `:id` for the table; the real URL is in `target`. */
  path: string;
  /**
   * "returning": a voter cookie, their only vote on a question no measured page shows; "voted here":
   * a voter cookie and a vote on a question the page shows; "cookie": any voter cookie (--big);
   * "member": a signed-in member's session (the discussion's rows).
   */
  visitor: "no cookie" | "returning" | "voted here" | "cookie" | "new voter" | "member";
  target: Target;
};

/** Site rows run back to back, then their reference, so each ratio compares runs minutes apart at most. */
export type Group = { reference: ReferenceKind; rows: Row[] };

type QuestionRef = { id: string; slug: string };

export type Catalogue = {
  hot: QuestionRef;
  read: QuestionRef;
  category: string;
  /** The newest question of `category`: on its page's first page. */
  categoryNewest: QuestionRef;
  /** The oldest question of another category: on none of the measured pages. */
  faraway: QuestionRef;
};

type ApiList<T> = { data: T[] };

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

const ref = (q: QuestionRef): QuestionRef => ({ id: q.id, slug: q.slug });

/** The hot question takes every vote; pages and API reads use another, so reads do not ride on its cache. */
export async function discover(baseURL: string): Promise<Catalogue> {
  const questions = await getJson<ApiList<QuestionRef>>(`${baseURL}/api/questions?limit=20`);
  const categories = await getJson<ApiList<{ name: string }>>(`${baseURL}/api/categories`);
  const [hot, read] = questions.data;
  const category = categories.data.find((c) => c.name === "Hard")?.name ?? categories.data[0]?.name;
  const other = categories.data.findLast((c) => c.name !== category)?.name;
  if (!hot || !read || !category || !other) throw new Error("the site has too few questions or categories");
  const inCategory = (name: string) =>
    getJson<ApiList<QuestionRef>>(`${baseURL}/api/questions?category=${encodeURIComponent(name)}&limit=100`);
  const categoryNewest = (await inCategory(category)).data[0];
  const faraway = (await inCategory(other)).data.at(-1);
  if (!categoryNewest || !faraway) throw new Error("the site has empty categories");
  return {
    hot: ref(hot),
    read: ref(read),
    category,
    categoryNewest: ref(categoryNewest),
    faraway: ref(faraway),
  };
}

/** The two returning visitors of the page rows (see Row["visitor"]). */
export type VoterCookies = { returning: string; votedHere: string };

export async function returningVoters(baseURL: string, c: Catalogue): Promise<VoterCookies> {
  const votedHere = await voterCookie(baseURL, c.categoryNewest.id, await voterCookie(baseURL, c.read.id));
  return { returning: await voterCookie(baseURL, c.faraway.id), votedHere };
}

function nameAndValue(pair: string): [string, string] {
  const eq = pair.indexOf("=");
  return [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()];
}

/** The cookies a voter keeps: their identity and the list of their votes, not the short-lived bookmark. */
const KEPT_COOKIES = ["wyr_voter", "wyr_votes"];

/**
 * A real voter's cookies, from casting one vote through the API as a browser would; with `cookie`,
 * that voter casts another and keeps the cookies the answer updates, as a browser does.
 */
export async function voterCookie(baseURL: string, questionId: string, cookie?: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/questions/${questionId}/vote`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ option: "B" }),
  });
  if (!response.ok) throw new Error(`voting for a cookie answered ${response.status}`);
  const jar = new Map((cookie ?? "").split("; ").filter(Boolean).map(nameAndValue));
  for (const set of response.headers.getSetCookie()) {
    const [pair = "", ...attributes] = set.split(";");
    const [name, value] = nameAndValue(pair);
    if (!KEPT_COOKIES.includes(name)) continue;
    if (attributes.some((a) => a.trim() === "Max-Age=0")) jar.delete(name);
    else jar.set(name, value);
  }
  if (!jar.has("wyr_voter")) throw new Error("a first vote answered without a wyr_voter cookie");
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
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
      headers: visitor !== "no cookie" && cookie ? { Cookie: cookie } : undefined,
    },
  };
}

/** Each measured page, and whether anything on it is the visitor's own (a landing page has none). */
function pagePaths(c: Catalogue): [path: string, shown: string, personal: boolean][] {
  const category = `/category/${encodeURIComponent(c.category)}`;
  return [
    ["/", "/", true],
    [`/question/${c.read.slug}`, "/question/:slug", true],
    [category, category, true],
    ["/would-you-rather-questions", "/would-you-rather-questions", true],
    ["/would-you-rather-for-kids", "/would-you-rather-for-kids", false],
    // Chinese pages are the same route modules with their own messages and cached copies.
    ["/zh/", "/zh/", true],
    [`/zh/question/${c.read.slug}`, "/zh/question/:slug", true],
    [`/zh${category}`, `/zh${category}`, true],
  ];
}

function voteRow(id: string, path: string, url: string, target: Omit<Target, "url" | "method">): Row {
  return { id, path, visitor: "new voter", target: { method: "POST", url, ...target } };
}

/** `extra` groups (the discussion's) run after the reads and before the votes. */
export function siteGroups(
  baseURL: string,
  c: Catalogue,
  cookies: VoterCookies,
  extra: Group[] = [],
): Group[] {
  const pages = pagePaths(c).map(
    ([path, shown, personal]): Group => ({
      reference: "page",
      rows: [
        getRow(baseURL, "page", path, shown, "no cookie"),
        getRow(baseURL, "page", path, shown, "returning", cookies.returning),
        ...(personal ? [getRow(baseURL, "page", path, shown, "voted here", cookies.votedHere)] : []),
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
  const settle = {
    url: `${baseURL}/api/questions/slug/${c.hot.slug}`,
    headers: { Cookie: cookies.votedHere },
  };
  const vote = {
    url: `${baseURL}/api/questions/${c.hot.id}/vote`,
    body: JSON.stringify({ option: "A" }),
    json: { "Content-Type": "application/json" },
  };
  // No cookie on any vote, so every request is a new voter: the viral spike.
  const votes: Group = {
    reference: "vote",
    rows: [
      voteRow("vote api", "POST /api/questions/:id/vote", vote.url, {
        headers: vote.json,
        body: vote.body,
        settle,
      }),
      // What a page's vote buttons send with JavaScript (app/voting/question-client-action.ts): the
      // same call from the page, which the API checks as a browser's (Origin, Sec-Fetch-Site).
      voteRow("vote page", "POST /api/questions/:id/vote from a page", vote.url, {
        headers: {
          ...vote.json,
          Origin: baseURL,
          "Sec-Fetch-Site": "same-origin",
          Referer: `${baseURL}/question/${c.hot.slug}`,
        },
        body: vote.body,
        settle,
      }),
    ],
  };
  // Without JavaScript the vote form posts to the page's action, which answers with the whole page
  // again: a vote and a page render, so it is compared with the reference page.
  const formVotes: Group = {
    reference: "page",
    rows: [
      voteRow("vote form", "POST /question/:slug (no JavaScript)", `${baseURL}/question/${c.hot.slug}`, {
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseURL },
        body: new URLSearchParams({ intent: "vote", questionId: c.hot.id, option: "A" }).toString(),
        settle,
      }),
    ],
  };
  // The road not taken: the same vote through the page's action, as a React Router fetcher would
  // post it (the route's .data URL), so that sending a page's votes to the API rests on a figure.
  // A group of its own, after the others, so the rows above run as they always have.
  const pageActionVotes: Group = {
    reference: "vote",
    rows: [
      voteRow(
        "vote page action",
        "POST /question/:slug.data (page action)",
        `${baseURL}/question/${c.hot.slug}.data`,
        {
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            Origin: baseURL,
            "Sec-Fetch-Site": "same-origin",
          },
          body: new URLSearchParams({ intent: "vote", questionId: c.hot.id, option: "A" }).toString(),
          settle,
        },
      ),
    ],
  };
  // Votes go last: their write-behind to D1 is drained before anything else is measured.
  return [...pages, reads, ...extra, votes, formVotes, pageActionVotes];
}

/** Groups that cast votes: after each, the bench waits until D1 holds them all. */
export const castsVotes = (group: Group) => group.rows.some((r) => r.visitor === "new voter");

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
