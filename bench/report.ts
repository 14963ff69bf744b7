// Turns the runs into the stdout tables and the JSON file.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { arch, cpus, loadavg, platform, totalmem } from "node:os";
import { join } from "node:path";
import { root } from "../scripts/tools";
import type { LighthouseReport } from "./lighthouse";
import type { LoadResult } from "./load";
import type { PictureReport } from "./pictures";
import type { ReferenceKind, Row } from "./targets";

/** A site run against the reference run of its round. */
export type RoundResult = { round: number; site: LoadResult; reference: LoadResult; ratio: number };
export type RowReport = Omit<Row, "target"> & {
  method: string;
  url: string;
  reference: ReferenceKind;
  rounds: RoundResult[];
  /** The round shown in the table: the one with the higher site requests/s. */
  best: RoundResult;
};

export type BigRound = { round: number; normal: LoadResult; big: LoadResult; p99Ratio: number | null };
export type BigRowReport = { id: string; path: string; rounds: BigRound[]; best: BigRound };

export const CHOSEN_ROUND = "per row, the round with the higher site requests/s (best of the rounds run)";
/** The catalogue may grow 200 times before p99 latency may grow this much. */
export const BIG_P99_TARGET = 1.5;

export function bestOf<T extends { round: number }>(rounds: T[], rps: (r: T) => number): T {
  const [first, ...rest] = rounds;
  if (!first) throw new Error("no rounds were run");
  return rest.reduce((best, r) => (rps(r) > rps(best) ? r : best), first);
}

/** A git command's output in this repository, or null when it fails. */
export function git(args: string[]): string | null {
  try {
    return execFileSync("git", args, { cwd: root, stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

export function environment() {
  const cpuList = cpus();
  return {
    git: {
      commit: git(["rev-parse", "HEAD"]),
      uncommittedChanges: (git(["status", "--porcelain"]) ?? "") !== "",
    },
    machine: {
      cpus: cpuList.length,
      cpuModel: cpuList[0]?.model ?? "unknown",
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      platform: `${platform()} ${arch()}`,
      node: process.version,
      loadAverage1m: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    },
  };
}

export const fixed = (n: number | null, digits = 0) =>
  n === null || !Number.isFinite(n) ? "-" : n.toFixed(digits);
const ms = (n: number | null) => fixed(n, n !== null && n < 100 ? 1 : 0);

function xCache(result: LoadResult): string {
  const entries = Object.entries(result.xCache);
  return entries.length === 0 ? "-" : entries.map(([k, v]) => `${k} ${v}`).join(" ");
}

function errors(result: LoadResult): string {
  if (result.errors === 0) return "0";
  const codes = Object.entries(result.statusCodes)
    .filter(([code]) => !code.startsWith("2"))
    .map(([code, n]) => `${n}x${code}`);
  return `${result.errors}${codes.length ? ` (${codes.join(" ")})` : ""}`;
}

export function table(header: string[], rows: string[][], rightAligned: Set<number>): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (rightAligned.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

export function loadTable(rows: RowReport[]): string {
  return table(
    ["path", "visitor", "rps", "p50 ms", "p99 ms", "errors", "X-Cache", "reference", "ref rps", "ratio"],
    rows.map((r) => [
      r.path,
      r.visitor,
      fixed(r.best.site.rps),
      ms(r.best.site.p50),
      ms(r.best.site.p99),
      errors(r.best.site),
      xCache(r.best.site),
      r.reference === "vote" ? "POST /vote" : "GET /page",
      fixed(r.best.reference.rps),
      fixed(r.best.ratio, 2),
    ]),
    new Set([2, 3, 4, 8, 9]),
  );
}

function bigVerdict(round: BigRound): string {
  if (round.p99Ratio !== null) return round.p99Ratio <= BIG_P99_TARGET ? "ok" : "OVER";
  // Nothing answered inside the window on the big catalogue: slower than any ratio can say.
  return round.big.requests === 0 && round.normal.requests > 0 ? "OVER (no answers)" : "-";
}

export function bigTable(rows: BigRowReport[]): string {
  return table(
    [
      "path (voter cookie)",
      "normal rps",
      "normal p99",
      "big rps",
      "big p99",
      "errors",
      "p99 big/normal",
      `target <= ${BIG_P99_TARGET}`,
    ],
    rows.map((r) => [
      r.path,
      fixed(r.best.normal.rps),
      ms(r.best.normal.p99),
      fixed(r.best.big.rps),
      ms(r.best.big.p99),
      `${r.best.normal.errors}/${r.best.big.errors}`,
      fixed(r.best.p99Ratio, 2),
      bigVerdict(r.best),
    ]),
    new Set([1, 2, 3, 4, 6]),
  );
}

export function lighthouseTable(report: LighthouseReport): string {
  const lines: string[] = [];
  if (report.pages.length > 0) {
    lines.push(
      table(
        [
          "Lighthouse (mobile, simulated throttling)",
          "performance (median of runs)",
          "accessibility",
          "best-practices",
          "seo",
        ],
        report.pages.map((p) => [
          p.path,
          `${p.scores.performance ?? "-"} (${p.performanceRuns.map((s) => s ?? "-").join(", ")})`,
          ...[p.scores.accessibility, p.scores["best-practices"], p.scores.seo].map((s) =>
            s === null ? "-" : String(s),
          ),
        ]),
        new Set([1, 2, 3, 4]),
      ),
    );
    for (const page of report.pages) {
      for (const missed of page.missed) lines.push(`  missed on ${page.path}: ${missed}`);
      for (const warning of page.warnings) lines.push(`  warning on ${page.path}: ${warning}`);
    }
  }
  if (report.error) lines.push(`Lighthouse did not finish: ${report.error}`);
  return lines.join("\n");
}

/** Writes bench/results/<timestamp>.json and latest.json; returns the timestamped path. */
export function writeResults(report: Record<string, unknown>, startedAt: Date): string {
  const dir = join(root, "bench", "results");
  mkdirSync(dir, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  const file = join(dir, `${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, json);
  writeFileSync(join(dir, "latest.json"), json);
  return file;
}

export function pictureTable(report: PictureReport): string {
  const verdict = (median: number) => (median <= report.warmTargetMs ? "ok" : "OVER");
  return table(
    [
      "picture",
      "size",
      "first ms",
      "warm median",
      "warm p95",
      "render median",
      "render target",
      "hit median",
      "hit p95",
    ],
    report.rows.map((r) => [
      r.kind === "card" ? "share card" : "social preview",
      r.size,
      ms(r.first.latency),
      ms(r.warm.latency.median),
      ms(r.warm.latency.p95),
      ms(r.warm.render.median),
      `${verdict(r.warm.render.median)} (<= ${report.warmTargetMs})`,
      ms(r.hit.median),
      ms(r.hit.p95),
    ]),
    new Set([2, 3, 4, 5, 7, 8]),
  );
}
