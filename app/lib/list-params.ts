import { SEARCH_MAX } from "#domain/limits.ts";
import { normaliseText } from "#domain/normalise-text.ts";
import { z } from "#domain/zod.ts";

// The URL state of question lists: shareable links, and the back button restores the view.

const listParams = z.object({
  q: z
    .string()
    .transform((s) => normaliseText(s).slice(0, SEARCH_MAX))
    .catch(""),
  sort: z.enum(["newest", "popular", "trending"]).catch("newest"),
  view: z.enum(["grid", "list"]).catch("grid"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  category: z
    .string()
    .transform((s) => normaliseText(s))
    .pipe(z.string().max(50))
    .catch(""),
});

export type ListParams = z.output<typeof listParams>;

const DEFAULT_VIEW: ListParams = listParams.parse({});

/**
 * The query string of a list's view, `?...` or "": only what differs from the default, in a fixed
 * order. Redirects build their target from this, never from the request's own query, which can
 * be any length and carry anything (a 40 KB query once went back whole in a Location header).
 */
export function listSearch(params: ListParams): string {
  const search = new URLSearchParams();
  for (const key of ["q", "category", "sort", "view", "page"] as const) {
    if (params[key] !== DEFAULT_VIEW[key]) search.set(key, String(params[key]));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** Page query strings are forgiving: anything malformed falls back to the default view. */
export function readListParams(url: URL): ListParams {
  return listParams.parse({
    q: url.searchParams.get("q") ?? "",
    sort: url.searchParams.get("sort") ?? "newest",
    view: url.searchParams.get("view") ?? "grid",
    page: url.searchParams.get("page") ?? 1,
    category: url.searchParams.get("category") ?? "",
  });
}
