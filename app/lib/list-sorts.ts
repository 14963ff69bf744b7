// The sort choices of question lists, apart from the query-string schema (app/lib/list-params.ts)
// so that the list controls ship without zod.
export const LIST_SORTS = [
  { value: "newest", label: "Newest First" },
  { value: "popular", label: "Most Popular" },
  { value: "trending", label: "Trending" },
] as const;

export type ListSort = (typeof LIST_SORTS)[number]["value"];
