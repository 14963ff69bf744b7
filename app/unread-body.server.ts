import type { MiddlewareFunction } from "react-router";
import { readLimitedBody } from "../worker/http/read-body";

/**
 * A page request whose body nothing read (a post to a page without an action, or to one that
 * refused before reading its form: signed out, not a moderator) still has it read to the end
 * before the answer leaves. Answering over an unread body made the server's next request hang,
 * and a run of them stopped the local server (see worker/http/read-body.ts).
 */
export const readUnreadBody: MiddlewareFunction<Response> = async ({ request }, next) => {
  try {
    return await next();
  } finally {
    if (request.body && !request.bodyUsed) await readLimitedBody(request, 0);
  }
};
