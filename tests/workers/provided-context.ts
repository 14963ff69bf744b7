// What vitest's globalSetup hands to the tests inside workerd (see mail-provider.global.ts).

/** The stand-in mail provider's address and the one key it accepts. */
export type MailProvider = { url: string; key: string };

declare module "vitest" {
  export interface ProvidedContext {
    mailProvider: MailProvider;
    /** FUZZ_RUNS (inputs per endpoint for fuzz-api.test.ts), or 0 for the short run. */
    fuzzRuns: number;
    /** FUZZ_SEED (replays a fuzz run's inputs), or 0 for a new seed. */
    fuzzSeed: number;
  }
}
