// The default bench: every site path against the bare reference Worker, round after round, then
// Lighthouse on three pages.
import { discussionFixture, discussionGroups, wantsDiscussion } from "./discussion";
import { type Drain, waitForVoteDrain } from "./drain";
import { type LighthouseReport, runLighthouse } from "./lighthouse";
import { type LoadResult, runLoad, type Target, warmUp } from "./load";
import { measurePictures, type PictureReport } from "./pictures";
import { bestOf, type RoundResult, type RowReport } from "./report";
import { type BenchServer, startReference, startSite, startWithRetry } from "./servers";
import type { Settings } from "./settings";
import { castsVotes, discover, filterGroups, referenceTarget, returningVoters, siteGroups } from "./targets";

export type StandardReport = {
  rows: RowReport[];
  drains: (Drain & { round: number })[];
  lighthouse: LighthouseReport | null;
  pictures: PictureReport | null;
  pageBytes: { site: Record<string, number | null>; reference: number | null };
  /**
   * Seconds spent starting servers, drawing pictures, under load (with drains and the restarts
   * before the votes) and in Lighthouse; `restart` is the restarts' share of `load`.
   */
  phaseSeconds: { start: number; pictures: number; load: number; restart: number; lighthouse: number };
};

const since = (t: number) => Math.round((performance.now() - t) / 100) / 10;

const log = (line: string) => console.error(line);
const describe = (r: LoadResult) =>
  `${r.rps.toFixed(0)} rps, p99 ${r.p99?.toFixed(0) ?? "-"} ms, ${r.errors} errors`;

/**
 * Both servers stopped and started again on their own state and ports, then warmed up for a second
 * on the votes about to be measured. Each workerd of `wrangler dev` holds more memory with every
 * request it serves and its p99 grows with it, the bare reference's as much as the site's
 * (docs/benchmarking.md). Without this, the votes would be measured on a site
 * that has served many thousands of page and API reads a round and against a reference that has
 * served far fewer.
 */
async function restartBoth(site: BenchServer, reference: BenchServer, firstVote: Target) {
  // One after the other, as at the start.
  const restartedSite = await site.restart();
  const restartedReference = await reference.restart().catch((error) => {
    restartedSite.stop();
    throw error;
  });
  await warmUp(firstVote, 1);
  await warmUp(referenceTarget(restartedReference.baseURL, "vote"), 1);
  return { site: restartedSite, reference: restartedReference };
}

export async function runStandard(settings: Settings): Promise<StandardReport> {
  let phase = performance.now();
  const phaseSeconds = { start: 0, pictures: 0, load: 0, restart: 0, lighthouse: 0 };
  // One after the other: starting both at once made one `wrangler dev` fail ("The Workers runtime
  // failed to start") on this machine.
  let site = await startWithRetry("site", () => startSite("bench"));
  let reference = await startWithRetry("reference", () => startReference()).catch((error) => {
    site.stop();
    throw error;
  });
  try {
    const catalogue = await discover(site.baseURL);
    const cookies = await returningVoters(site.baseURL, catalogue);
    const discussion = wantsDiscussion(settings.only)
      ? discussionGroups(site.baseURL, await discussionFixture(site))
      : [];
    const groups = filterGroups(siteGroups(site.baseURL, catalogue, cookies, discussion), settings.only);
    const drawPictures = settings.only.length === 0 || settings.only.includes("picture");
    if (groups.length === 0 && !drawPictures)
      throw new Error(`--only ${settings.only.join(",")} matches no row`);

    phaseSeconds.start = since(phase);
    phase = performance.now();
    // Before any load, so the first picture is this isolate's first (wasm and fonts not yet loaded).
    let pictures: PictureReport | null = null;
    if (drawPictures) {
      log("Pictures ...");
      pictures = await measurePictures(site.baseURL, reference.baseURL);
      phaseSeconds.pictures = since(phase);
      phase = performance.now();
    }
    await warmUp({ method: "GET", url: `${site.baseURL}/` });
    await warmUp(referenceTarget(reference.baseURL, "page"));

    const rounds = new Map<string, RoundResult[]>();
    const drains: StandardReport["drains"] = [];
    const firstVotes = groups.find(castsVotes);
    for (let round = 1; round <= settings.rounds; round++) {
      for (const group of groups) {
        // A vote group's rows swap places each round, so neither row always runs on servers that
        // have just taken the other's 8,000 votes.
        const rows = castsVotes(group) && round % 2 === 0 ? [...group.rows].reverse() : group.rows;
        if (group === firstVotes && rows[0]) {
          const started = performance.now();
          ({ site, reference } = await restartBoth(site, reference, rows[0].target));
          phaseSeconds.restart += since(started);
          log(`round ${round}  restarted both servers before the votes (${since(started)} s)`);
        }
        const siteResults = [];
        for (const row of rows) {
          const seconds = row.visitor === "new voter" ? settings.siteSeconds : settings.readSeconds;
          const result = await runLoad(row.target, seconds);
          log(`round ${round}  ${row.id}: ${describe(result)}`);
          siteResults.push({ row, result });
        }
        const ref = await runLoad(
          referenceTarget(reference.baseURL, group.reference),
          settings.referenceSeconds,
        );
        log(`round ${round}  reference ${group.reference}: ${describe(ref)}`);
        for (const { row, result } of siteResults) {
          const list = rounds.get(row.id) ?? [];
          list.push({ round, site: result, reference: ref, ratio: result.rps / ref.rps });
          rounds.set(row.id, list);
        }
        if (castsVotes(group)) {
          const drain = await waitForVoteDrain(site.baseURL, site.state, catalogue.hot, cookies.votedHere);
          log(
            `round ${round}  vote write-behind: ${drain.d1Rows}/${drain.votes} in D1 after ${drain.seconds.toFixed(1)} s`,
          );
          drains.push({ round, ...drain });
        }
      }
    }

    const rows: RowReport[] = groups.flatMap((group) =>
      group.rows.map(({ target, ...row }) => {
        const list = rounds.get(row.id) ?? [];
        return {
          ...row,
          method: target.method,
          url: target.url,
          reference: group.reference,
          rounds: list,
          best: bestOf(list, (r) => r.site.rps),
        };
      }),
    );

    phaseSeconds.load = since(phase);
    phase = performance.now();
    let lighthouse: LighthouseReport | null = null;
    if (settings.lighthouse) {
      log("Lighthouse ...");
      lighthouse = await runLighthouse(site.baseURL, [
        "/",
        `/question/${catalogue.read.slug}`,
        `/category/${encodeURIComponent(catalogue.category)}`,
        "/zh/",
        `/zh/question/${catalogue.read.slug}`,
        `/zh/category/${encodeURIComponent(catalogue.category)}`,
      ]);
      phaseSeconds.lighthouse = since(phase);
    }

    const pageBytes = Object.fromEntries(
      rows.filter((r) => r.visitor === "no cookie").map((r) => [r.path, r.best.site.bytes]),
    );
    const referencePage = rows.find((r) => r.reference === "page")?.best.reference.bytes ?? null;
    return {
      rows,
      drains,
      lighthouse,
      pictures,
      pageBytes: { site: pageBytes, reference: referencePage },
      phaseSeconds,
    };
  } finally {
    site.stop();
    reference.stop();
  }
}
