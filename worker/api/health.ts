import type { Context } from "hono";
import { readConfig } from "#worker/config.ts";

/** Liveness plus a real round trip to D1, so a broken binding shows up here first. */
export async function health(c: Context<{ Bindings: Cloudflare.Env }>) {
  const version = readConfig(c.env).version;
  const started = Date.now();
  try {
    await c.env.DB.prepare("select 1").first();
    return c.json({ status: "ok", version, database: "ok", databaseLatencyMs: Date.now() - started });
  } catch (error) {
    console.error("health check: D1 unreachable", error);
    return c.json({ status: "degraded", version, database: "unreachable" }, 503);
  }
}
