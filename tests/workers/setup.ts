import { applyD1Migrations, env } from "cloudflare:test";
import { catalogue } from "#content/catalogue.ts";
import { seedStatements } from "#content/seed.ts";

// Each test file gets its own storage: migrate and seed it exactly as `npm start` does.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.batch(seedStatements(catalogue).map((s) => env.DB.prepare(s)));
