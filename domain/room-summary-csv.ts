import { m } from "./paraglide/messages.js";
import { percentages } from "./percent";
import type { ArchivedRoom } from "./room-results";
import { teamLook } from "./room-teams";

// A finished room's results as a spreadsheet, headed in the page's language: one row per question,
// the room's counts and shares, the site's shares, then each team's counts.

/**
 * One CSV cell. Quoted when it holds a comma, quote or line break; text a spreadsheet would run as
 * a formula (a question may start with "=" or "+") is led by an apostrophe, as spreadsheets expect.
 */
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function roomSummaryCsv(summary: ArchivedRoom, questionUrl: (slug: string) => string): string {
  const teams = Array.from({ length: summary.teams }, (_, i) => teamLook(i).name());
  const header = [
    m.rooms_summary_csv_number(),
    m.rooms_summary_csv_question(),
    m.rooms_summary_csv_option_a(),
    m.rooms_summary_csv_option_b(),
    m.rooms_summary_csv_room_a(),
    m.rooms_summary_csv_room_b(),
    m.rooms_summary_csv_room_percent_a(),
    m.rooms_summary_csv_room_percent_b(),
    m.rooms_summary_csv_site_percent_a(),
    m.rooms_summary_csv_site_percent_b(),
    ...teams.flatMap((team) => [m.rooms_summary_csv_team_a({ team }), m.rooms_summary_csv_team_b({ team })]),
    m.rooms_summary_csv_link(),
  ];
  const rows = summary.questions.map((q, index) => {
    const room = percentages(q.a, q.b);
    const site = percentages(q.siteA, q.siteB);
    return [
      index + 1,
      q.text,
      q.optionA,
      q.optionB,
      q.a,
      q.b,
      room.a,
      room.b,
      site.a,
      site.b,
      ...teams.flatMap((_, team) => [q.teams[team]?.a ?? 0, q.teams[team]?.b ?? 0]),
      questionUrl(q.slug),
    ];
  });
  // CRLF rows, as RFC 4180 has them; the byte-order mark tells spreadsheet programs it is UTF-8,
  // so Chinese text and accents open as written.
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
