import { data, type RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { submissionByToken } from "#worker/services/submission-status.ts";

// The token in the URL is the only key to this page: never let a shared cache keep it, nor a
// link on it tell another site where the visitor came from.
export const PRIVATE_HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };

/** The submission behind a private status link; a malformed or unknown token is the same 404. */
export async function loadSubmissionStatus(
  token: string | undefined,
  context: Readonly<RouterContextProvider>,
) {
  const view = token ? await submissionByToken(requestContext(context).app, token) : undefined;
  if (!view) throw data(null, { status: 404, headers: PRIVATE_HEADERS });
  return data(view, { headers: PRIVATE_HEADERS });
}
