// Command-line flags and the timings they select.
import { parseArgs } from "node:util";
import { CONNECTIONS } from "./load";

export type Settings = {
  mode: "standard" | "big";
  quick: boolean;
  rounds: number;
  /** Seconds per vote run and per --big run: the vote's target is the tightest, and --big compares p99s. */
  siteSeconds: number;
  /**
   * Seconds per page or API read run of the standard bench: sixteen rows whose targets have wide
   * margins, so shorter runs keep the whole bench near 5 minutes.
   */
  readSeconds: number;
  /** Seconds per reference run: the reference is steadier, and shorter runs keep the whole bench near 5 minutes. */
  referenceSeconds: number;
  connections: number;
  /** Words a row's id must contain (any of them); empty runs everything. */
  only: string[];
  lighthouse: boolean;
  /**
   * Always true: both servers restart before each round's votes (see bench/standard.ts). Kept in the
   * JSON because older results lack it or say false, and those loaded the votes on servers that had
   * already served the round's reads.
   */
  freshVoteServers: true;
};

export const USAGE = `npm run bench [-- --quick] [-- --only vote,returning] [-- --big]
  --quick   one round of 3 s runs, no Lighthouse (a smoke run)
  --only    only rows whose id contains one of these words (page, api, vote, returning, voted, /category, ...);
            "picture" for the share-card and preview timings
  --big     seed 100,000 extra questions and compare lists, search and paging with the normal catalogue`;

export function readSettings(argv: string[]): Settings {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: "boolean", default: false },
      big: { type: "boolean", default: false },
      only: { type: "string", multiple: true, default: [] },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const quick = values.quick ?? false;
  const big = values.big ?? false;
  return {
    mode: big ? "big" : "standard",
    quick,
    rounds: quick ? 1 : 2,
    siteSeconds: quick ? 3 : 6,
    readSeconds: quick ? 3 : 4,
    referenceSeconds: 3,
    connections: CONNECTIONS,
    only: (values.only ?? []).flatMap((o) => o.split(",")).filter(Boolean),
    lighthouse: !quick && !big,
    freshVoteServers: true,
  };
}
