import fc from "fast-check";
import { badJsonBody } from "./json-bodies";
import { badSegment } from "./strings";

// How a write reaches the API: mostly as our own pages send it (JSON, same origin), sometimes with a
// type, origin or size the API must refuse before reading, so every endpoint sees those too.

export const SITE = "https://wyr.example";

export type FuzzRequest = { method: string; path: string; headers: Record<string, string>; body?: string };

let address = 0;
/** A different client address per request, so the abuse limits (counted per address) rarely decide. */
export function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

/**
 * The path as generated, unless its dot segments (or backslashes, which URLs read as slashes) would
 * lead out of the API to a page: then with those characters defused, so it stays an API request.
 */
export function withinApi(path: string): string {
  const { pathname } = new URL(path, SITE);
  if (pathname === "/health" || pathname.startsWith("/api/")) return path;
  return path.replace(/\.|%2e|\\/gi, "_");
}

const JSON_TYPE = "application/json";
const WRONG_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/jsonx",
  "application/json-patch+json",
  "text/json",
  "",
];

type Transport = { type?: string; origin?: string; crossSite?: boolean; padTo?: number };

const transport: fc.Arbitrary<Transport> = fc.oneof(
  { arbitrary: fc.constant({ type: JSON_TYPE, origin: SITE }), weight: 12 },
  { arbitrary: fc.constant({ type: JSON_TYPE }), weight: 2 },
  { arbitrary: fc.constantFrom(...WRONG_TYPES).map((type) => ({ type, origin: SITE })), weight: 2 },
  {
    arbitrary: fc
      .constantFrom("https://evil.example", "null", "http://wyr.example", "https://wyr.example.evil.example")
      .map((origin) => ({ type: JSON_TYPE, origin })),
    weight: 1,
  },
  { arbitrary: fc.constant({ type: JSON_TYPE, origin: SITE, crossSite: true }), weight: 1 },
  {
    arbitrary: fc
      .integer({ min: 17 * 1024, max: 256 * 1024 })
      .map((padTo) => ({ type: JSON_TYPE, origin: SITE, padTo })),
    weight: 1,
  },
);

function pad(body: string, size: number): string {
  return body.length >= size ? body : `${body}${" ".repeat(size - body.length)}`;
}

/** A write to `path` with a bad JSON body for an object of `fields`, sent some way or other. */
export function jsonWrite(
  paths: fc.Arbitrary<string>,
  fields: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<FuzzRequest> {
  return fc.tuple(paths, badJsonBody(fields), transport).map(([path, body, how]) => {
    const headers: Record<string, string> = {};
    if (how.type) headers["Content-Type"] = how.type;
    if (how.origin) headers.Origin = how.origin;
    if (how.crossSite) headers["Sec-Fetch-Site"] = "cross-site";
    return { method: "POST", path: withinApi(path), headers, body: how.padTo ? pad(body, how.padTo) : body };
  });
}

/** A query string of bad values for `names`, sometimes repeated or with names we do not know. */
export function badQuery(names: string[]): fc.Arbitrary<string> {
  const pair = fc.tuple(fc.constantFrom(...names, "unknown", "__proto__", "page[]", ""), badSegment);
  return fc
    .array(pair, { maxLength: 6 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}` : ""));
}

/** A GET of `paths` (each maybe with a bad query string). */
export function read(paths: fc.Arbitrary<string>, query: fc.Arbitrary<string> = fc.constant("")) {
  return fc
    .tuple(paths, query)
    .map(([path, q]): FuzzRequest => ({ method: "GET", path: withinApi(`${path}${q}`), headers: {} }));
}
