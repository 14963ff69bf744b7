// Category colours as the pictures need them (hex, since satori has no Tailwind), matching the
// badge and gradient shades of domain/category-style.ts: the 800 ink on the 100 tint for badges,
// the 700 shade (where the site's gradients start) behind white text. All pass WCAG AA.
import type { CategoryColour } from "#domain/category-style.ts";

export type PictureColours = { tint: string; ink: string; strong: string };

const PALETTE: Record<CategoryColour, PictureColours> = {
  sky: { tint: "#e0f2fe", ink: "#075985", strong: "#0369a1" },
  violet: { tint: "#ede9fe", ink: "#5b21b6", strong: "#6d28d9" },
  indigo: { tint: "#e0e7ff", ink: "#3730a3", strong: "#4338ca" },
  amber: { tint: "#fef3c7", ink: "#78350f", strong: "#b45309" },
  rose: { tint: "#ffe4e6", ink: "#9f1239", strong: "#be123c" },
  red: { tint: "#fee2e2", ink: "#991b1b", strong: "#b91c1c" },
  fuchsia: { tint: "#fae8ff", ink: "#86198f", strong: "#a21caf" },
  purple: { tint: "#f3e8ff", ink: "#6b21a8", strong: "#7e22ce" },
  orange: { tint: "#ffedd5", ink: "#7c2d12", strong: "#c2410c" },
  teal: { tint: "#ccfbf1", ink: "#115e59", strong: "#0f766e" },
  emerald: { tint: "#d1fae5", ink: "#065f46", strong: "#047857" },
  cyan: { tint: "#cffafe", ink: "#155e75", strong: "#0e7490" },
  pink: { tint: "#fce7f3", ink: "#9d174d", strong: "#be185d" },
  slate: { tint: "#f1f5f9", ink: "#1e293b", strong: "#475569" },
};

/** The site's own colours, for pictures that belong to no category. */
export const SITE_COLOURS = PALETTE.indigo;

/** Reads the colour name from a category's badge classes ("bg-sky-100 ..."); unknown ones get the site's. */
export function coloursOf(badgeClass: string | undefined): PictureColours {
  const name = badgeClass?.match(/\bbg-([a-z]+)-100\b/)?.[1];
  return name && name in PALETTE ? PALETTE[name as CategoryColour] : SITE_COLOURS;
}
