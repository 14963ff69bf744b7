import { data, type RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { latestMail } from "#worker/services/accounts.ts";

/** The development mailbox exists only when the environment says so (MAILBOX=on); elsewhere it is a 404. */
export async function mailboxMessages(context: Readonly<RouterContextProvider>) {
  const { app } = requestContext(context);
  if (!app.config.mailbox) throw data(null, { status: 404 });
  const rows = await latestMail(app.db);
  return rows.map((m) => ({
    id: m.id,
    to: m.to,
    subject: m.subject,
    text: m.text,
    at: m.createdAt.toISOString(),
  }));
}
