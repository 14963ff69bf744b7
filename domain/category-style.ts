import { FALLBACK_COLOUR } from "./fallback-colour";

// Tailwind classes per category colour. Kept as whole literal strings so Tailwind finds them.
// Badge text uses the 800 shade on the 100 tint (above 7:1); gradients carry white text, so they
// start at the 700 shade (at least 5:1). Both pass WCAG AA.
export const CATEGORY_COLOURS = {
  sky: {
    badge: "bg-sky-100 text-sky-800 dark:bg-sky-900/60 dark:text-sky-100",
    gradient: "from-sky-700 to-blue-800",
  },
  violet: {
    badge: "bg-violet-100 text-violet-800 dark:bg-violet-900/60 dark:text-violet-100",
    gradient: "from-violet-700 to-purple-800",
  },
  indigo: {
    badge: "bg-indigo-100 text-indigo-800 dark:bg-indigo-900/60 dark:text-indigo-100",
    gradient: "from-indigo-700 to-blue-800",
  },
  amber: {
    badge: "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100",
    gradient: "from-amber-700 to-orange-800",
  },
  rose: {
    badge: "bg-rose-100 text-rose-800 dark:bg-rose-900/60 dark:text-rose-100",
    gradient: "from-rose-700 to-pink-800",
  },
  red: {
    badge: "bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-100",
    gradient: "from-red-700 to-rose-800",
  },
  fuchsia: {
    badge: "bg-fuchsia-100 text-fuchsia-800 dark:bg-fuchsia-900/60 dark:text-fuchsia-100",
    gradient: "from-fuchsia-700 to-purple-800",
  },
  purple: {
    badge: "bg-purple-100 text-purple-800 dark:bg-purple-900/60 dark:text-purple-100",
    gradient: "from-purple-700 to-indigo-800",
  },
  orange: {
    badge: "bg-orange-100 text-orange-900 dark:bg-orange-900/60 dark:text-orange-100",
    gradient: "from-orange-700 to-red-800",
  },
  teal: {
    badge: "bg-teal-100 text-teal-800 dark:bg-teal-900/60 dark:text-teal-100",
    gradient: "from-teal-700 to-cyan-800",
  },
  emerald: {
    badge: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-100",
    gradient: "from-emerald-700 to-green-800",
  },
  cyan: {
    badge: "bg-cyan-100 text-cyan-800 dark:bg-cyan-900/60 dark:text-cyan-100",
    gradient: "from-cyan-700 to-sky-800",
  },
  pink: {
    badge: "bg-pink-100 text-pink-800 dark:bg-pink-900/60 dark:text-pink-100",
    gradient: "from-pink-700 to-fuchsia-800",
  },
  slate: FALLBACK_COLOUR,
} as const;

export type CategoryColour = keyof typeof CATEGORY_COLOURS;

export function categoryStyle(colour: string) {
  return CATEGORY_COLOURS[colour as CategoryColour] ?? FALLBACK_COLOUR;
}
