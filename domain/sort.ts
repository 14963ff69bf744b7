export const SORTS = ["newest", "hottest", "random"] as const;
export type Sort = (typeof SORTS)[number];

/** popular and trending are other names for hottest; anything unknown falls back to newest. */
export function toSort(value: string | null | undefined): Sort {
  const v = (value ?? "").trim().toLowerCase();
  if (v === "hottest" || v === "popular" || v === "trending") return "hottest";
  if (v === "random") return "random";
  return "newest";
}
