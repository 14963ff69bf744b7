import { m } from "./paraglide/messages.js";

// A room's teams as every screen shows them: a name in the page's language, a colour and a shape.
// Colour is never the only signal (a shape and a name go with it), and each badge's text keeps
// AA contrast on its colour in both schemes.

export type TeamLook = {
  name: () => string;
  /** A glyph that tells the teams apart without colour. */
  shape: string;
  /** A badge: background and text, light and dark. */
  badge: string;
  /** A bar or a border in the team's colour. */
  fill: string;
};

const TEAMS: readonly TeamLook[] = [
  {
    name: m.rooms_team_red,
    shape: "▲",
    badge: "bg-red-700 text-white dark:bg-red-400 dark:text-slate-950",
    fill: "bg-red-700 dark:bg-red-400",
  },
  {
    name: m.rooms_team_blue,
    shape: "●",
    badge: "bg-blue-700 text-white dark:bg-blue-400 dark:text-slate-950",
    fill: "bg-blue-700 dark:bg-blue-400",
  },
  {
    name: m.rooms_team_green,
    shape: "■",
    badge: "bg-green-800 text-white dark:bg-green-400 dark:text-slate-950",
    fill: "bg-green-800 dark:bg-green-400",
  },
  {
    name: m.rooms_team_gold,
    shape: "◆",
    badge: "bg-amber-400 text-slate-950 dark:bg-amber-300 dark:text-slate-950",
    fill: "bg-amber-500 dark:bg-amber-300",
  },
];

/** Team `index` (0-based) as the screens show it; out of range wraps, so a bad index still draws. */
export function teamLook(index: number): TeamLook {
  return TEAMS[((index % TEAMS.length) + TEAMS.length) % TEAMS.length] as TeamLook;
}

/** "▲ Red Rockets": the name with its shape, for text-only places (a list, a CSV). */
export const teamLabel = (index: number): string => `${teamLook(index).shape} ${teamLook(index).name()}`;
