import { Link } from "react-router";
import { formatDate } from "#app/lib/format.ts";
import { card, link, muted } from "#app/lib/ui.ts";
import { discussionHref } from "#domain/discussion.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import type { Route } from "./+types/log";
import { auditLogFor } from "./log.server";
import { richMessage } from "./rich-message";

export const loader = ({ context }: Route.LoaderArgs) => auditLogFor(context);

const shown = (value: unknown) =>
  value === null || value === undefined || value === "" ? "—" : String(value);

export default function ModerationLog({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="log-title" className="grid gap-4">
      <div>
        <h2 id="log-title" className="text-xl font-bold">
          {m.moderation_log_title()}
        </h2>
        <p className={muted}>{m.moderation_log_intro()}</p>
      </div>
      {loaderData.entries.length === 0 ? (
        <p className={`${card} p-6 text-center ${muted}`}>{m.moderation_log_empty()}</p>
      ) : (
        <ol className="grid gap-3">
          {loaderData.entries.map((entry) => (
            <li key={entry.id} className={`${card} grid gap-2 p-4`}>
              <p>
                <strong>{entry.action}</strong>
                {entry.discussionOf ? (
                  <span className={muted}>
                    {" "}
                    {richMessage(m.moderation_comment_log_on, {
                      question: (
                        <Link to={localizeHref(discussionHref(entry.discussionOf))} className={link}>
                          {entry.discussionOf}
                        </Link>
                      ),
                    })}
                  </span>
                ) : (
                  entry.questionId && (
                    <span className={muted}> {m.moderation_log_question({ id: entry.questionId })}</span>
                  )
                )}
                {entry.contactMessageId !== null && (
                  <span className={muted}> {m.moderation_log_message({ id: entry.contactMessageId })}</span>
                )}
              </p>
              <p className={`text-sm ${muted}`}>
                {richMessage(m.moderation_log_by, {
                  actor: <span className="break-all">{entry.actor}</span>,
                  time: (
                    <time dateTime={entry.at}>
                      {formatDate(entry.at)} {entry.at.slice(11, 16)} UTC
                    </time>
                  ),
                })}
              </p>
              {entry.changes.length > 0 && (
                <div className="overflow-x-auto">
                  <table className="w-full text-left text-sm">
                    <thead>
                      <tr>
                        <th scope="col" className="pr-3">
                          {m.moderation_log_field()}
                        </th>
                        <th scope="col" className="pr-3">
                          {m.moderation_log_before()}
                        </th>
                        <th scope="col">{m.moderation_log_after()}</th>
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
