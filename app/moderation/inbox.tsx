import { Form } from "react-router";
import { formatDate } from "#app/lib/format.ts";
import { button, card, link, muted } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";
import type { Route } from "./+types/inbox";
import { inboxAction, loadInbox } from "./inbox.server";
import { ResultNotice } from "./result-notice";

export const loader = ({ context }: Route.LoaderArgs) => loadInbox(context);
export const action = ({ request, context }: Route.ActionArgs) => inboxAction(request, context);

export default function ModerationInbox({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, waiting } = loaderData;
  return (
    <section aria-labelledby="inbox-title" className="grid gap-4">
      <div>
        <h2 id="inbox-title" className="text-xl font-bold">
          {m.moderation_inbox_title({ count: waiting })}
        </h2>
        <p className={muted}>{m.moderation_inbox_intro()}</p>
      </div>
      {actionData && !messages.some((message) => String(message.id) === actionData.id) && (
        <ResultNotice result={actionData} />
      )}
      {messages.length === 0 ? (
        <p className={`${card} p-6 text-center ${muted}`}>{m.moderation_inbox_empty()}</p>
      ) : (
        <ol className="grid gap-4">
          {messages.map((message) => {
            const handled = message.handledAt !== null;
            return (
              <li key={message.id}>
                <article
                  aria-labelledby={`message-${message.id}`}
                  className={`${card} grid gap-2 p-4 sm:p-5 ${handled ? "opacity-80" : ""}`}
                >
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <span
                      className={
                        handled
                          ? `${muted} font-semibold`
                          : "rounded-full bg-indigo-100 px-2 py-0.5 font-bold text-indigo-900"
                      }
                    >
                      {handled ? m.moderation_inbox_handled() : m.moderation_inbox_unread()}
                    </span>
                    <span className={muted}>{formatDate(message.createdAt)}</span>
                    <span className={muted}>{m.moderation_inbox_subject({ subject: message.subject })}</span>
                  </div>
                  <h3 id={`message-${message.id}`} className="font-bold">
                    {message.name}{" "}
                    <a href={`mailto:${message.email}`} className={`${link} break-all font-normal`}>
                      {message.email}
                    </a>
                  </h3>
                  <p className="whitespace-pre-line break-words">{message.message}</p>
                  {actionData && actionData.id === String(message.id) && <ResultNotice result={actionData} />}
                  <Form method="post">
                    <input type="hidden" name="id" value={message.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={handled ? "unhandled" : "handled"}
                      className={handled ? button.ghost : button.primary}
                    >
                      {handled ? m.moderation_mark_unread() : m.moderation_mark_handled()}
                    </button>
                  </Form>
                </article>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
