import { Fragment } from "react";
import { card, container, link, muted } from "#app/lib/ui.ts";
import type { Route } from "./+types/dev-mailbox";
import { mailboxMessages } from "./dev-mailbox.server";

export const meta: Route.MetaFunction = () => [
  { title: "Development mailbox - Would You Rather" },
  { name: "robots", content: "noindex" },
];

// Every visit must see the newest mail: never from the edge cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ context }: Route.LoaderArgs) {
  return { messages: await mailboxMessages(context) };
}

/** The message text with its http(s) links clickable; everything else stays text. */
function Linked({ text }: { text: string }) {
  let offset = 0;
  const parts = text.split(/(https?:\/\/\S+)/).map((part) => {
    const at = offset;
    offset += part.length;
    return { part, at, isLink: /^https?:\/\//.test(part) };
  });
  return parts.map(({ part, at, isLink }) =>
    isLink ? (
      <a key={at} href={part} className={`${link} break-all`}>
        {part}
      </a>
    ) : (
      <Fragment key={at}>{part}</Fragment>
    ),
  );
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  return (
    <main className={`${container} py-10`}>
      <h1 className="text-3xl font-extrabold">Development mailbox</h1>
      <p className={`mt-2 ${muted}`}>
        E-mail the site sent while MAILBOX=on, newest first. Deployed sites never show this page.
      </p>
      {loaderData.messages.length === 0 && <p className="mt-6">No mail yet.</p>}
      <ol className="mt-6 grid gap-4">
        {loaderData.messages.map((m) => (
          <li key={m.id} className={`${card} p-5`}>
            <h2 className="font-bold">{m.subject}</h2>
            <p className={`text-sm ${muted}`}>
              To {m.to} at <time dateTime={m.at}>{m.at.replace("T", " ").slice(0, 19)} UTC</time>
            </p>
            <p className="mt-3 whitespace-pre-wrap">
              <Linked text={m.text} />
            </p>
          </li>
        ))}
      </ol>
    </main>
  );
}
