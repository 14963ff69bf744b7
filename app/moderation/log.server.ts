import type { RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { auditLog } from "#worker/services/moderation/audit-log.ts";

type Entry = Awaited<ReturnType<typeof auditLog>>[number];

/** The question page a comment's entry links to, at its discussion. */
function questionSlugOf(entry: Entry): string | null {
  return entry.commentId ? entry.questionSlug : null;
}

export async function auditLogFor(context: Readonly<RouterContextProvider>) {
  const entries = await auditLog(requestContext(context).app);
  return { entries: entries.map((entry) => ({ ...entry, discussionOf: questionSlugOf(entry) })) };
}
