// The colour of a category whose own is unknown. A module of its own, so that a page with badges
// loads this one colour and not the whole table (domain/category-style.ts).
export const FALLBACK_COLOUR = {
  badge: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  gradient: "from-slate-600 to-slate-800",
} as const;
