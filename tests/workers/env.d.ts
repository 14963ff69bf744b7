declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** The catalogue's seed statements (content/seed.ts), as `npm start` runs them. */
    TEST_SEED: string[];
    /** Miniflare's local send_email emulation (vitest.workers.config.ts). */
    TEST_SEND_EMAIL: SendEmail;
    /**
     * Secrets the workers config binds. `wrangler types` only lists them when a local .dev.vars
     * exists, which a fresh clone does not have before its first `npm start`.
     */
    VOTER_SECRET: string;
    BETTER_AUTH_SECRET: string;
  }
}
