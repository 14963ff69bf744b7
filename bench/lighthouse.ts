// Lighthouse's four category scores for a few pages, with its defaults: a mobile device on simulated
// throttling, so the scores are comparable to what PageSpeed Insights reports.
import { existsSync } from "node:fs";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/tools";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
] as const;

export type LighthouseScores = {
  path: string;
  /** 0-100 per category; null when Lighthouse could not score it. */
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  metrics: Record<string, string | undefined>;
  /** Audits that cost points outside performance (whose misses are the metrics above). */
  missed: string[];
  warnings: string[];
  /** Every run's performance score; the scores and metrics above are the median run's. */
  performanceRuns: (number | null)[];
};

export type LighthouseReport = { pages: LighthouseScores[]; error?: string };

/** Runs that lost their trace (NO_NAVSTART, seen with Chromium 150) are tried again. */
const ATTEMPTS = 3;
/**
 * One run's performance score swings by a few points here (a busy moment on 2 cores shows as blocking
 * time), so each page is run this many times and the median run reported, as Lighthouse's own
 * guidance on variability suggests.
 */
const RUNS = 3;

type Audit = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

async function audit(url: string, port: number): Promise<Audit> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError || attempt === ATTEMPTS) return result;
  }
}

export async function runLighthouse(baseURL: string, paths: string[]): Promise<LighthouseReport> {
  if (!existsSync(CHROMIUM_PATH)) {
    return {
      pages: [],
      error: `no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH)`,
    };
  }
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: "silent" });
  const pages: LighthouseScores[] = [];
  try {
    for (const path of paths) {
      const runs: Audit[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(`${baseURL}${path}`, chrome.port));
      const performanceOf = (r: Audit) => r.lhr.categories.performance?.score ?? null;
      const byScore = [...runs].sort((a, b) => (performanceOf(a) ?? -1) - (performanceOf(b) ?? -1));
      const result = byScore[Math.floor(byScore.length / 2)] ?? runs[0];
      if (!result) throw new Error(`Lighthouse made no run of ${path}`);
      const { categories, audits, runWarnings, runtimeError } = result.lhr;
      const score = (id: string) => {
        const value = categories[id]?.score;
        return typeof value === "number" ? Math.round(value * 100) : null;
      };
      pages.push({
        path,
        scores: {
          performance: score("performance"),
          accessibility: score("accessibility"),
          "best-practices": score("best-practices"),
          seo: score("seo"),
        },
        metrics: Object.fromEntries(METRICS.map((id) => [id, audits[id]?.displayValue])),
        missed: CATEGORIES.filter((c) => c !== "performance").flatMap((c) =>
          (categories[c]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${c}: ${audits[ref.id]?.title ?? ref.id}`),
        ),
        warnings: [...runWarnings, ...(runtimeError ? [runtimeError.message] : [])],
        performanceRuns: runs.map((r) => {
          const value = performanceOf(r);
          return value === null ? null : Math.round(value * 100);
        }),
      });
    }
    return { pages };
  } catch (error) {
    return { pages, error: error instanceof Error ? error.message : String(error) };
  } finally {
    chrome.kill();
  }
}
