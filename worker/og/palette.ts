// Category colours as the pictures need them (hex, since satori has no Tailwind), matching the
// badge and gradient shades of app/lib/category-style.ts: the 800 ink on the 100 tint for badges,
// the 700 to 800 gradient behind white text. All pass WCAG AA.
import type { CategoryColour } from "../../app/lib/category-style";

export type PictureColours = { tint: string; ink: string; from: string; to: string };

const PALETTE: Record<CategoryColour, PictureColours> = {
  sky: { tint: "#e0f2fe", ink: "#075985", from: "#0369a1", to: "#1e40af" },
  violet: { tint: "#ede9fe", ink: "#5b21b6", from: "#6d28d9", to: "#6b21a8" },
  indigo: { tint: "#e0e7ff", ink: "#3730a3", from: "#4338ca", to: "#1e40af" },
  amber: { tint: "#fef3c7", ink: "#78350f", from: "#b45309", to: "#9a3412" },
  rose: { tint: "#ffe4e6", ink: "#9f1239", from: "#be123c", to: "#9d174d" },
  red: { tint: "#fee2e2", ink: "#991b1b", from: "#b91c1c", to: "#9f1239" },
  fuchsia: { tint: "#fae8ff", ink: "#86198f", from: "#a21caf", to: "#6b21a8" },
  purple: { tint: "#f3e8ff", ink: "#6b21a8", from: "#7e22ce", to: "#3730a3" },
  orange: { tint: "#ffedd5", ink: "#7c2d12", from: "#c2410c", to: "#991b1b" },
  teal: { tint: "#ccfbf1", ink: "#115e59", from: "#0f766e", to: "#155e75" },
  emerald: { tint: "#d1fae5", ink: "#065f46", from: "#047857", to: "#166534" },
  cyan: { tint: "#cffafe", ink: "#155e75", from: "#0e7490", to: "#075985" },
  slate: { tint: "#f1f5f9", ink: "#1e293b", from: "#475569", to: "#1e293b" },
};

/** The site's own colours, for pictures that belong to no category. */
export const SITE_COLOURS = PALETTE.indigo;

/** Reads the colour name from a category's badge classes ("bg-sky-100 ..."); unknown ones get the site's. */
export function coloursOf(badgeClass: string | undefined): PictureColours {
  const name = badgeClass?.match(/\bbg-([a-z]+)-100\b/)?.[1];
  return name && name in PALETTE ? PALETTE[name as CategoryColour] : SITE_COLOURS;
}
