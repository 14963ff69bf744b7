import { Hono } from "hono";
import { authFor } from "../auth/auth";
import { refuseWithoutMail } from "../auth/mail-guard";
import { siteOrigin } from "../http/site-origin";
import type { ApiEnv } from "./context";

/**
 * better-auth's own endpoints (sign-up, sign-in, verify, reset, session). Its 429 says when to retry
 * only in X-Retry-After; our API promises the standard Retry-After too.
 */
export const authApi = new Hono<ApiEnv>();
authApi.on(["GET", "POST"], "/*", async (c) => {
  const { config } = c.get("app");
  const refused = refuseWithoutMail(config, c.req.path);
  if (refused) return refused;
  const response = await authFor(c.env, siteOrigin(config, c.req.raw)).handler(c.req.raw);
  const retryAfter = response.headers.get("X-Retry-After");
  if (response.status !== 429 || !retryAfter) return response;
  const copy = new Response(response.body, response);
  copy.headers.set("Retry-After", retryAfter);
  return copy;
});
