import type { RouterContextProvider } from "react-router";
import { auditLog } from "../../../worker/services/moderation/audit-log";
import { requestContext } from "../../context.server";

export const auditLogFor = async (context: Readonly<RouterContextProvider>) => ({
  entries: await auditLog(requestContext(context).app),
});
