// `--big`: the same list, search and paging requests on the normal catalogue and on one with 100,000
// extra questions, served side by side, to see what the database's size costs.
import { addBigCatalogue, BIG_COUNT, RARE_WORD, SEARCH_WORD } from "./big-catalogue";
import { runLoad, warmUp } from "./load";
import { type BigRound, type BigRowReport, bestOf } from "./report";
import { startSite, startWithRetry } from "./servers";
import type { Settings } from "./settings";
import { discover, getRow, voterCookie } from "./targets";

export type BigReport = { extraQuestions: number; seedSeconds: number; rows: BigRowReport[] };

const log = (line: string) => console.error(line);

const PATHS = (category: string) => [
  { kind: "api" as const, path: "/api/questions?limit=20" },
  { kind: "api" as const, path: "/api/questions?sort=hottest" },
  { kind: "api" as const, path: `/api/questions?search=${SEARCH_WORD}` },
  { kind: "api" as const, path: `/api/questions?search=${RARE_WORD}` },
  { kind: "page" as const, path: `/would-you-rather-questions?q=${SEARCH_WORD}` },
  { kind: "page" as const, path: `/category/${encodeURIComponent(category)}?page=3` },
];

export async function runBig(settings: Settings): Promise<BigReport> {
  let seedSeconds = 0;
  const normal = await startWithRetry("site", () => startSite("bench"));
  const big = await startWithRetry("big site", () =>
    startSite("bench-big", (state) => {
      log(`Seeding ${BIG_COUNT.toLocaleString("en")} extra questions ...`);
      seedSeconds = addBigCatalogue(state);
      log(`Seeded in ${seedSeconds.toFixed(1)} s.`);
    }),
  ).catch((error) => {
    normal.stop();
    throw error;
  });
  try {
    const catalogue = await discover(normal.baseURL);
    // A voter cookie on every request, so an edge cache for cookieless visitors cannot hide the database.
    const cookies = {
      normal: await voterCookie(normal.baseURL, catalogue.read.id),
      big: await voterCookie(big.baseURL, (await discover(big.baseURL)).read.id),
    };
    const paths = PATHS(catalogue.category).filter(
      (p) => settings.only.length === 0 || settings.only.some((word) => `${p.kind} ${p.path}`.includes(word)),
    );
    if (paths.length === 0) throw new Error(`--only ${settings.only.join(",")} matches no row`);
    const rows = paths.map(({ kind, path }) => ({
      normal: getRow(normal.baseURL, kind, path, path, "cookie", cookies.normal),
      big: getRow(big.baseURL, kind, path, path, "cookie", cookies.big),
    }));

    await warmUp(rows[0]?.normal.target ?? { method: "GET", url: normal.baseURL });
    await warmUp(rows[0]?.big.target ?? { method: "GET", url: big.baseURL });

    const rounds = new Map<string, BigRound[]>();
    for (let round = 1; round <= settings.rounds; round++) {
      for (const row of rows) {
        const normalResult = await runLoad(row.normal.target, settings.siteSeconds);
        const bigResult = await runLoad(row.big.target, settings.siteSeconds);
        log(
          `round ${round}  ${row.normal.id}: p99 ${normalResult.p99?.toFixed(0) ?? "-"} ms normal, ${bigResult.p99?.toFixed(0) ?? "-"} ms big (${bigResult.requests} answers, ${bigResult.errors} errors)`,
        );
        const list = rounds.get(row.normal.id) ?? [];
        list.push({
          round,
          normal: normalResult,
          big: bigResult,
          p99Ratio: bigResult.p99 !== null && normalResult.p99 ? bigResult.p99 / normalResult.p99 : null,
        });
        rounds.set(row.normal.id, list);
      }
    }
    return {
      extraQuestions: BIG_COUNT,
      seedSeconds,
      rows: rows.map(({ normal: row }) => {
        const list = rounds.get(row.id) ?? [];
        return { id: row.id, path: row.path, rounds: list, best: bestOf(list, (r) => r.big.rps) };
      }),
    };
  } finally {
    normal.stop();
    big.stop();
  }
}
