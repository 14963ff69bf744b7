import { m } from "#domain/paraglide/messages.js";
import { percentages } from "#domain/percent.ts";
import type { TeamTally as Tally } from "#domain/room-protocol.ts";
import { teamLook } from "#domain/room-teams.ts";
import { formatPlayers } from "./room-counts";

/**
 * Each team's name, shape and colour, its players and, where this screen may see counts, its split
 * on the current question: a bar in the team's colour for A, with the figures written out.
 */
export function TeamTally({ teams, size }: { teams: Tally[]; size: "screen" | "phone" }) {
  if (teams.length === 0) return null;
  const screen = size === "screen";
  return (
    <section aria-labelledby={`teams-${size}`}>
      <h2 id={`teams-${size}`} className={`font-bold ${screen ? "text-2xl" : "text-lg"}`}>
        {m.rooms_teams_heading()}
      </h2>
      <ul className={`mt-3 grid gap-3 ${screen ? "sm:grid-cols-2" : ""}`}>
        {teams.map((team, index) => {
          const look = teamLook(index);
          const votes = team.counts ? team.counts.a + team.counts.b : 0;
          const share = team.counts ? percentages(team.counts.a, team.counts.b) : null;
          return (
            // Teams never reorder: the index is the team.
            // biome-ignore lint/suspicious/noArrayIndexKey: a team is its index
            <li key={index} className="rounded-2xl border border-slate-300 p-3 dark:border-slate-600">
              <p
                className={`flex flex-wrap items-center gap-x-3 gap-y-1 font-bold ${screen ? "text-2xl sm:text-3xl" : "text-lg"}`}
              >
                <span className={`rounded-lg px-2 py-0.5 ${look.badge}`}>
                  <span aria-hidden="true">{look.shape} </span>
                  {look.name()}
                </span>
                <span className="tabular-nums">{formatPlayers(team.players)}</span>
              </p>
              {share && (
                <>
                  <p
                    className={`mt-2 font-semibold tabular-nums ${screen ? "text-2xl sm:text-3xl" : "text-base"}`}
                  >
                    {votes === 0 ? m.rooms_team_no_votes() : m.rooms_team_split({ a: share.a, b: share.b })}
                  </p>
                  <div
                    aria-hidden="true"
                    className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
                  >
                    <div
                      className={`h-full ${look.fill}`}
                      style={{ width: `${votes === 0 ? 0 : share.a}%` }}
                    />
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
