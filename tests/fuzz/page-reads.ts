import fc from "fast-check";
import { badQuery } from "./api-requests";
import { badSegment } from "./strings";

// Every page a visitor can open (app/routes.ts), with bad path segments and query strings: what a
// mistyped, truncated or hand-edited link sends. Each is read as the document or as its
// single-fetch `.data` twin, whose `_routes` names the routes to load.

export type ReadKnown = { slug: string; category: string; roomCode: string };
export type ReadTarget = { name: string; paths: (known: ReadKnown) => fc.Arbitrary<string> };

/** A real value most of the time, else a bad segment. */
const or = (valid: string) => fc.oneof({ arbitrary: fc.constant(valid), weight: 2 }, badSegment);

const documentOrData = (path: string) => fc.constantFrom(path, path === "/" ? "/_root.data" : `${path}.data`);

function reads(
  name: string,
  paths: (known: ReadKnown) => fc.Arbitrary<string>,
  params: string[],
): ReadTarget {
  return {
    name,
    paths: (known) =>
      fc
        .tuple(paths(known).chain(documentOrData), badQuery([...params, "_routes", "index"]))
        .map(([path, query]) => `${path}${query}`),
  };
}

export const READ_TARGETS: ReadTarget[] = [
  reads(
    "GET lists (home, all questions, a category, landing pages)",
    (k) =>
      fc.oneof(
        fc.constantFrom("/", "/would-you-rather-questions", "/would-you-rather-for-kids", "/questions"),
        // Other spellings redirect to the canonical one, with the list's view.
        fc
          .oneof(or(k.category), fc.constantFrom(k.category.toLowerCase(), k.category.toUpperCase()))
          .map((category) => `/category/${category}`),
      ),
    ["page", "sort", "view", "q", "category", "limit"],
  ),
  reads(
    "GET a question (page, share, report, play)",
    (k) =>
      fc.oneof(
        fc.constant("/play"),
        fc
          .tuple(
            fc.constantFrom("/question/", "/play/"),
            or(k.slug),
            fc.constantFrom("", "/share", "/report"),
          )
          .map(([base, slug, rest]) => (base === "/play/" ? `${base}${slug}` : `${base}${slug}${rest}`)),
      ),
    ["n", "skip", "family", "category", "from", "reported"],
  ),
  reads(
    "GET rooms",
    (k) =>
      fc.oneof(
        fc.constantFrom("/r", "/rooms/new"),
        or(k.roomCode).map((code) => `/r/${code}`),
        or(k.roomCode).map((code) => `/rooms/${code}/host`),
      ),
    ["code", "n"],
  ),
  reads(
    "GET account and status pages",
    () =>
      fc.oneof(
        fc.constantFrom("/sign-in", "/reset-password", "/auth/confirm", "/settings", "/activity"),
        badSegment.map((token) => `/submission/${token}`),
      ),
    ["mode", "redirectTo", "token", "type", "done", "error", "success", "callbackURL"],
  ),
  reads(
    "GET crawler files and pictures",
    (k) =>
      fc.oneof(
        fc.constantFrom("/sitemap.xml", "/robots.txt"),
        badSegment.map((file) => `/sitemaps/${file}`),
        or(k.slug).map((slug) => `/question/${slug}/card.png`),
        badSegment.map((file) => `/og/${file}.png`),
      ),
    ["v", "lang"],
  ),
];
