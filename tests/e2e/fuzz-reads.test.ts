import { beforeAll, describe, expect, inject, it } from "vitest";
import { checkReadAnswer } from "../fuzz/answers";
import { nextAddress } from "../fuzz/api-requests";
import { READ_TARGETS, type ReadKnown } from "../fuzz/page-reads";
import { failureReport, fuzz, fuzzRuns, fuzzSeed, type Outcome } from "../fuzz/run";
import { startedRoom } from "./started-room";

// Generated bad links to every page over HTTP, against the built server (npm run fuzz: 1,000 each;
// npm test: a short run). No answer is 500 or more; no page shows an error view; a 4xx page says
// what is wrong; and no redirect leads off the site.

const RUNS = fuzzRuns(process.env.FUZZ_RUNS, 10);
const SEED = fuzzSeed(process.env.FUZZ_SEED);
const baseURL = inject("baseURL");
let known: ReadKnown;

beforeAll(async () => {
  const { data } = await (await fetch(`${baseURL}/api/questions?category=Funny&limit=1`)).json();
  known = { slug: data[0].slug, category: "Funny", roomCode: await startedRoom(baseURL) };
});

async function checkRead(path: string): Promise<Outcome> {
  const response = await fetch(`${baseURL}${path}`, {
    headers: { "cf-connecting-ip": nextAddress() },
    redirect: "manual",
  });
  const { status } = response;
  const location = response.headers.get("Location");
  if (location && new URL(location, baseURL).origin !== new URL(baseURL).origin) {
    await response.arrayBuffer();
    return { status, problem: `redirected off the site, to ${location}` };
  }
  return { status, problem: await checkReadAnswer(response) };
}

describe(`fuzzing page reads (${RUNS} links each)`, () => {
  for (const target of READ_TARGETS) {
    it(target.name, { timeout: 60_000 + RUNS * 300 }, async ({ task }) => {
      const result = await fuzz(target.name, target.paths(known), { runs: RUNS, seed: SEED }, checkRead);
      const { examples: _, ...figures } = result;
      task.meta.fuzz = figures;
      expect(result.failed, failureReport(result)).toBe(0);
    });
  }
});
