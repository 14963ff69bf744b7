import { mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { TestProject } from "vitest/node";
import { serveBuild } from "../../scripts/serve";
import { runBin } from "../../scripts/tools";
import { BREAKOUT_QUESTION } from "./test-data";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's local state, for commands run beside it (npm run admin -- --persist-to). */
    serverState: string;
  }
}

/**
 * The catalogue has 60 questions a category (4 pages). Pagination's sliding window needs more, so
 * the browser tests' own database gets clearly labelled filler questions in "Hard".
 */
const FILLER_COUNT = 300;

const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;

function addFillerQuestions(state: string) {
  const rows = Array.from({ length: FILLER_COUNT }, (_, i) => {
    const n = String(i + 1).padStart(3, "0");
    return `('filler${n}', 'e2e-filler-question-${n}', 'Would you rather pass filler test ${n} or skip filler test ${n}?', 'Pass ${n}', 'Skip ${n}', 'Hard', 'published', 'e2e-filler-${n}', ${Date.UTC(2025, 0, 1) + i * 60_000})`;
  });
  // Markup in a question must stay text everywhere it lands: page, title, meta tags and JSON-LD.
  rows.push(
    `('e2escript', '${BREAKOUT_QUESTION.slug}', ${sqlText(BREAKOUT_QUESTION.questionText)}, ${sqlText(BREAKOUT_QUESTION.optionA)}, ${sqlText(BREAKOUT_QUESTION.optionB)}, 'Technology', 'published', '${BREAKOUT_QUESTION.slug}', ${Date.UTC(2024, 0, 1)})`,
  );
  const file = join(state, "filler.sql");
  writeFileSync(
    file,
    `insert or ignore into questions (id, slug, question_text, option_a, option_b, category, status, dedupe_key, created_at) values ${rows.join(",\n")};\n`,
  );
  runBin("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", state, `--file=${file}`], {
    quiet: true,
  });
}

const START_LOCK = join(import.meta.dirname, "..", "..", ".wrangler", "e2e-server-starting");
/** A lock older than this was left by a run that died while starting its server. */
const STALE_LOCK_MS = 5 * 60_000;

/**
 * Shards (scripts/e2e-shards.ts) start their servers one at a time: two `wrangler dev` starting at
 * the same moment have failed here. Taking a directory is atomic, so it serves as the lock.
 */
async function oneStartAtATime<T>(start: () => Promise<T>): Promise<T> {
  mkdirSync(join(START_LOCK, ".."), { recursive: true });
  for (;;) {
    try {
      mkdirSync(START_LOCK);
      break;
    } catch {
      const age = Date.now() - (statSync(START_LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) rmSync(START_LOCK, { recursive: true, force: true });
      else await sleep(250);
    }
  }
  try {
    return await start();
  } finally {
    rmSync(START_LOCK, { recursive: true, force: true });
  }
}

export default async function setup(project: TestProject) {
  // Each shard gets a server and a database of its own.
  const shard = process.env.E2E_SHARD;
  const server = await oneStartAtATime(() => serveBuild(shard ? `e2e-${shard}` : "e2e", addFillerQuestions));
  project.provide("baseURL", server.baseURL);
  project.provide("serverState", server.state);
  return server.stop;
}
