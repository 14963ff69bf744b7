declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** Miniflare's local send_email emulation (vitest.workers.config.ts). */
    TEST_SEND_EMAIL: SendEmail;
  }
}
