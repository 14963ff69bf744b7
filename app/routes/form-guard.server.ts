import { env } from "cloudflare:workers";
import type { RouterContextProvider } from "react-router";
import { type GuardResult, guardForm } from "../../worker/limits/form-guard";
import type { Limit } from "../../worker/limits/limits";
import { visitorKey } from "../../worker/limits/visitor-key";
import { requestContext } from "../context.server";

/**
 * The gate of a page form Turnstile guards, run once its input is valid and before anything is
 * written: the human check if this client tripped a limit, then the limit for this visitor.
 */
export async function guardPageForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  limit: Limit,
  turnstile: { token: string; action: string },
): Promise<GuardResult> {
  const voter = await visitorKey(requestContext(context));
  return guardForm(
    env,
    request,
    limit,
    { voter },
    { token: turnstile.token || undefined, action: turnstile.action },
  );
}
