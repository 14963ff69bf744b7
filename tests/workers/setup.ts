import { applyD1Migrations, env } from "cloudflare:test";

// Each test file gets its own storage: migrate and seed it exactly as `npm start` does.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.batch(env.TEST_SEED.map((s) => env.DB.prepare(s)));
