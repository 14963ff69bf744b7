// The browser suite in shards: each shard is a vitest run of its own with its own server and
// database (tests/e2e/global-setup.ts), and the shards run at once. A browser test spends most of
// its time waiting for pages, so two shards on two cores take little more than half as long, and,
// unlike files run in parallel against one server, one shard's writes never reach another's pages.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { root } from "./tools";
import { runVitestSuiteAsync, type SuiteRun } from "./vitest-suite";

/**
 * Seconds the longest files took in CI, so they spread over the shards; any other file counts as
 * FILE_SECONDS. A stale figure only makes the shards finish less evenly.
 */
const SLOW_FILES: Record<string, number> = {
  "languages.test.ts": 80,
  "routes.test.ts": 78,
  "seo.test.ts": 56,
  "moderation.test.ts": 50,
  "rooms.test.ts": 49,
  "room-host.test.ts": 38,
  "settings.test.ts": 34,
  "voting.test.ts": 32,
  "written-votes.test.ts": 32,
  "live-results.test.ts": 30,
  "play.test.ts": 30,
  "classroom-print.test.ts": 29,
  "vote-check.test.ts": 28,
  "moderation-comments.test.ts": 27,
  "fuzz-forms.test.ts": 27,
  "sign-in-in-place.test.ts": 26,
  "discussion.test.ts": 25,
  "room-players.test.ts": 25,
  "password-reset.test.ts": 20,
  "limits.test.ts": 20,
  "reports.test.ts": 19,
  "share.test.ts": 18,
  "sitemap.test.ts": 18,
  "landing-pages.test.ts": 16,
};
const FILE_SECONDS = 8;

/** The suite's files, dealt to `count` shards, longest first, each to the shard with the least so far. */
export function e2eShards(count: number): string[][] {
  const dir = join(root, "tests", "e2e");
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => ({ path: join("tests", "e2e", file), seconds: SLOW_FILES[file] ?? FILE_SECONDS }))
    .sort((a, b) => b.seconds - a.seconds || a.path.localeCompare(b.path));
  const shards = Array.from({ length: count }, () => ({ seconds: 0, files: [] as string[] }));
  for (const file of files) {
    const lightest = shards.reduce((least, shard) => (shard.seconds < least.seconds ? shard : least));
    lightest.files.push(file.path);
    lightest.seconds += file.seconds;
  }
  return shards.map((shard) => shard.files).filter((files) => files.length > 0);
}

/** Runs the browser suite as `count` shards at once; the totals are summed over them. */
export async function runE2eShards(config: string, count: number): Promise<SuiteRun> {
  const shards = e2eShards(count);
  const runs = await Promise.all(
    shards.map((files, i) =>
      runVitestSuiteAsync(`e2e-${i + 1}`, config, files, { E2E_SHARD: String(i + 1) }),
    ),
  );
  return {
    passed: runs.reduce((sum, run) => sum + run.passed, 0),
    failed: runs.reduce((sum, run) => sum + run.failed, 0),
    tests: runs.flatMap((run) => run.tests),
  };
}
