import { execFileSync } from "node:child_process";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { catalogue } from "./content/catalogue";
import { seedStatements } from "./content/seed";
import { paraglideOptions, paraglideWorkersTestOptions } from "./paraglide.config";
import { mockProvidersFetch } from "./tests/oauth-mock/providers";
import { isPurgeApi, purgeApi, TEST_PURGE } from "./tests/purge-mock/purge-api";
import { isSiteverify, siteverify, TEST_TURNSTILE } from "./tests/turnstile-mock/siteverify";

const inRoot = (path: string) => fileURLToPath(new URL(`${path}/`, import.meta.url));

/** Every import of the compiled messages loads their one-module-per-language build instead. */
function messagesAsLocaleModules(): Plugin {
  const perMessage = inRoot(paraglideOptions.outdir);
  const perLocale = inRoot(paraglideWorkersTestOptions.outdir);
  return {
    name: "messages-as-locale-modules",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!source.includes("paraglide")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.startsWith(perMessage)) return resolved;
      return perLocale + resolved.id.slice(perMessage.length);
    },
  };
}

// API, services and the Durable Object run inside workerd against real local D1 and DO storage.
export default defineConfig(async () => {
  // Only this suite reads the one-module-per-language copy, so only it waits for its compile.
  execFileSync(inRoot("node_modules/.bin").concat("tsx"), ["scripts/messages.ts", "--workers-tests"], {
    cwd: inRoot("."),
    stdio: "inherit",
  });
  return {
    plugins: [
      messagesAsLocaleModules(),
      cloudflareTest({
        main: "./worker/index.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: await readD1Migrations("migrations"),
            // Made once here rather than in every test file's workerd, which would load the catalogue each time.
            TEST_SEED: seedStatements(catalogue),
            VOTER_SECRET: "workers-test-secret-0123456789abcdef",
            BETTER_AUTH_SECRET: "workers-test-auth-secret-0123456789abcdef",
            SITE_URL: "https://wyr.example",
            MAILBOX: "on",
            GOOGLE_CLIENT_ID: "workers-test-google-client",
            GOOGLE_CLIENT_SECRET: "workers-test-google-secret",
            GITHUB_CLIENT_ID: "workers-test-github-client",
            GITHUB_CLIENT_SECRET: "workers-test-github-secret",
            // On, so the tests see it asked for once a client trips a limit (never before).
            TURNSTILE_SITE_KEY: TEST_TURNSTILE.siteKey,
            TURNSTILE_SECRET_KEY: TEST_TURNSTILE.secretKey,
            // On, so a takedown's purge through Cloudflare's API reaches the stand-in below.
            CACHE_PURGE_ZONE_ID: TEST_PURGE.zoneId,
            CACHE_PURGE_TOKEN: TEST_PURGE.token,
          },
          // Under its own name, so only the tests that hand it over as SEND_EMAIL use it.
          email: {
            send_email: [{ name: "TEST_SEND_EMAIL", allowed_sender_addresses: ["noreply@wyr.example"] }],
          },
          // The worker's fetches to Google and GitHub reach a local mock provider instead, and
          // Turnstile's siteverify and the cache purge API stand-ins here.
          outboundService: (request: Parameters<typeof mockProvidersFetch>[0]) => {
            if (isSiteverify(request.url)) return siteverify(request);
            if (isPurgeApi(request.url)) return purgeApi(request as unknown as Request);
            return mockProvidersFetch(request);
          },
        },
      }),
    ],
    resolve: {
      // The React Router build does not exist in this runtime; the API never touches it.
      alias: {
        "virtual:react-router/server-build": new URL("./tests/workers/server-build-stub.ts", import.meta.url)
          .pathname,
      },
    },
    test: {
      include: ["tests/workers/**/*.test.ts"],
      setupFiles: ["./tests/workers/setup.ts"],
      // Each test file starts its own workerd (isolated storage), which is mostly waiting: two at a
      // time finish this suite much sooner on 2 cores, where Vitest's default runs one.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // The limit tests first wait for room in the current minute (roomInWindow), up to 5 s on their
      // own, which Vitest's default of 5 s could not hold; with two files at a time, all run slower.
      testTimeout: 15_000,
      // Inputs per endpoint for tests/workers/fuzz-api.test.ts (npm run fuzz sets FUZZ_RUNS), and the
      // seed to replay: the tests inside workerd cannot read the shell's environment themselves.
      provide: { fuzzRuns: Number(process.env.FUZZ_RUNS) || 0, fuzzSeed: Number(process.env.FUZZ_SEED) || 0 },
      // Each test file loads its modules one by one, so the larger libraries come prebundled, and
      // minified, which halves zod's load in every file. obscenity must be prebundled: it ships
      // CommonJS behind an ESM wrapper that the workers runner cannot unwrap.
      deps: {
        optimizer: {
          ssr: {
            enabled: true,
            rolldownOptions: { external: [/^node:/, /^cloudflare:/], output: { minify: true } },
            include: [
              "obscenity",
              "better-auth/minimal",
              "better-auth/api",
              "better-auth/adapters/drizzle",
              "zod",
              "hono",
              "drizzle-orm",
              "drizzle-orm/d1",
              "drizzle-orm/sqlite-core",
            ],
          },
        },
      },
      // A stand-in mail provider on a local port, for the HTTP sender's tests.
      globalSetup: ["./tests/workers/mail-provider.global.ts"],
      // better-auth rethrows its APIError through several async layers before turning it into a 4xx
      // answer; the workers pool reports such late-handled rejections as unhandled
      // (better-auth/better-auth#10658, vitest-dev/vitest#10960). Only those are let through.
      onUnhandledError: (error: { name?: string; statusCode?: unknown }) =>
        !(error.name === "APIError" && /^\d{3}$/.test(String(error.statusCode))),
    },
  };
});
