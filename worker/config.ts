import { z } from "zod";

const configSchema = z.object({
  VOTER_SECRET: z
    .string({
      error: "VOTER_SECRET is not set (see .dev.vars.example, or `wrangler secret put VOTER_SECRET`).",
    })
    .min(32, "VOTER_SECRET must be at least 32 characters long."),
  APP_VERSION: z.string().default("dev"),
});

export type Config = { voterSecret: string; version: string };

const cache = new WeakMap<object, Config>();

/** Validated once per isolate: a missing secret fails loudly instead of signing cookies with nothing. */
export function readConfig(env: Cloudflare.Env): Config {
  let config = cache.get(env);
  if (!config) {
    const parsed = configSchema.safeParse(env);
    if (!parsed.success) throw new Error(`Invalid configuration: ${parsed.error.issues[0]?.message}`);
    config = { voterSecret: parsed.data.VOTER_SECRET, version: parsed.data.APP_VERSION };
    cache.set(env, config);
  }
  return config;
}
