import { card, muted } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";
import { percentages } from "#domain/percent.ts";
import type { ArchivedRoom } from "#domain/room-results.ts";
import { teamLook } from "#domain/room-teams.ts";

/** Who stood apart from the room most often; a tie names them all. */
export function MinorityNote({ minority }: { minority: ArchivedRoom["minority"] }) {
  const [first] = minority;
  const names = minority.map((player) => player.nickname).join(", ");
  return (
    <section aria-labelledby="summary-minority" className={`${card} mt-8 p-5`}>
      <h2 id="summary-minority" className="text-lg font-bold">
        {m.rooms_summary_minority_heading()}
      </h2>
      <p className="mt-1">
        {!first
          ? m.rooms_summary_minority_none()
          : first.times === 1
            ? m.rooms_summary_minority_one({ names })
            : m.rooms_summary_minority_many({ names, times: first.times })}
      </p>
    </section>
  );
}

/** Each team's split on each question, as a table a screen reader can walk by row and column. */
export function TeamSplits({ summary }: { summary: ArchivedRoom }) {
  const teams = Array.from({ length: summary.teams }, (_, i) => teamLook(i));
  return (
    <section aria-labelledby="summary-teams" className="mt-10">
      <h2 id="summary-teams" className="text-2xl font-extrabold sm:text-3xl">
        {m.rooms_summary_teams_heading()}
      </h2>
      {/* No sideways scrolling on a phone: the cells wrap instead, so nothing hides off screen. */}
      <div className="mt-4">
        <table className="w-full border-collapse text-left text-sm sm:text-base">
          <caption className={`mb-2 text-left ${muted}`}>{m.rooms_summary_teams_caption()}</caption>
          <thead>
            <tr>
              <th scope="col" className="border-b border-slate-300 p-2 dark:border-slate-700">
                {m.rooms_summary_question_column()}
              </th>
              {teams.map((team) => (
                <th
                  key={team.shape}
                  scope="col"
                  className="border-b border-slate-300 p-2 dark:border-slate-700"
                >
                  <span className={`${team.badge} inline-block rounded-lg px-2 py-0.5 text-sm`}>
                    <span aria-hidden="true">{team.shape}</span> {team.name()}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {summary.questions.map((q, index) => (
              <tr key={q.slug}>
                <th scope="row" className="border-b border-slate-200 p-2 font-semibold dark:border-slate-800">
                  {index + 1}. {q.text}
                </th>
                {teams.map((team, i) => {
                  const split = q.teams[i] ?? { a: 0, b: 0 };
                  const share = percentages(split.a, split.b);
                  return (
                    <td key={team.shape} className="border-b border-slate-200 p-2 dark:border-slate-800">
                      {split.a + split.b === 0
                        ? m.rooms_summary_team_no_votes()
                        : m.rooms_summary_team_split({
                            a: share.a,
                            b: share.b,
                            optionA: q.optionA,
                            optionB: q.optionB,
                          })}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
