import { formatDate } from "#app/lib/format.ts";
import { card, muted } from "#app/lib/ui.ts";
import type { Route } from "./+types/log";
import { auditLogFor } from "./log.server";

export const loader = ({ context }: Route.LoaderArgs) => auditLogFor(context);

const shown = (value: unknown) =>
  value === null || value === undefined || value === "" ? "—" : String(value);

export default function ModerationLog({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="log-title" className="grid gap-4">
      <div>
        <h2 id="log-title" className="text-xl font-bold">
          Audit log
        </h2>
        <p className={muted}>Every moderator action, newest first: who, what, when, and what changed.</p>
      </div>
      {loaderData.entries.length === 0 ? (
        <p className={`${card} p-6 text-center ${muted}`}>No moderator actions yet.</p>
      ) : (
        <ol className="grid gap-3">
          {loaderData.entries.map((entry) => (
            <li key={entry.id} className={`${card} grid gap-2 p-4`}>
              <p>
                <strong>{entry.action}</strong>
                {entry.questionId && <span className={muted}> question {entry.questionId}</span>}
                {entry.contactMessageId !== null && (
                  <span className={muted}> message {entry.contactMessageId}</span>
                )}
              </p>
              <p className={`text-sm ${muted}`}>
                by <span className="break-all">{entry.actor}</span> on{" "}
                <time dateTime={entry.at}>
                  {formatDate(entry.at)} {entry.at.slice(11, 16)} UTC
                </time>
              </p>
              {entry.changes.length > 0 && (
                <div className="overflow-x-auto">
                  <table className="w-full text-left text-sm">
                    <thead>
                      <tr>
                        <th scope="col" className="pr-3">
                          Field
                        </th>
                        <th scope="col" className="pr-3">
                          Before
                        </th>
                        <th scope="col">After</th>
                      </tr>
                    </thead>
                    <tbody>
                      {entry.changes.map((change) => (
                        <tr key={change.field} className="align-top">
                          <th scope="row" className="pr-3 font-semibold">
                            {change.field}
                          </th>
                          <td className="pr-3 break-words">{shown(change.before)}</td>
                          <td className="break-words">{shown(change.after)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
