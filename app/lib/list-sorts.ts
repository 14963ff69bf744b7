// The sort choices of question lists, apart from the query-string schema (app/lib/list-params.ts)
// so that the list controls ship without zod. Labels are messages, read while the list renders.
import { m } from "#domain/paraglide/messages.js";

export const LIST_SORTS = [
  { value: "newest", label: m.lists_sort_newest },
  { value: "popular", label: m.lists_sort_popular },
  { value: "trending", label: m.lists_sort_trending },
] as const;

export type ListSort = (typeof LIST_SORTS)[number]["value"];
