import type { RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { auditLog } from "#worker/services/moderation/audit-log.ts";

type Entry = Awaited<ReturnType<typeof auditLog>>[number];

/**
 * The question page a comment's entry links to. The log names questions by id; an entry that also
 * carries its question's slug gets a link to the discussion there.
 */
function questionSlugOf(entry: Entry): string | null {
  const slug = "questionSlug" in entry ? entry.questionSlug : undefined;
  return entry.commentId && typeof slug === "string" ? slug : null;
}

export async function auditLogFor(context: Readonly<RouterContextProvider>) {
  const entries = await auditLog(requestContext(context).app);
  return { entries: entries.map((entry) => ({ ...entry, discussionOf: questionSlugOf(entry) })) };
}
