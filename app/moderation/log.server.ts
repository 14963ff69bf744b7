import type { RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { auditLog } from "#worker/services/moderation/audit-log.ts";

export const auditLogFor = async (context: Readonly<RouterContextProvider>) => ({
  entries: await auditLog(requestContext(context).app),
});
