import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PUBLISHED_SECRETS } from "#worker/published-secrets.ts";

export const root = join(import.meta.dirname, "..");

export function binPath(name: string): string {
  return join(root, "node_modules", ".bin", name);
}

/**
 * wrangler 4.86 writes every log line, debug ones included, to a file under the home folder and
 * never deletes it; `wrangler dev` logs each of the runtime inspector's network events, one per
 * subrequest, so a few days of benches and browser tests can fill a disk (docs/operations.md).
 * Unless the caller chose a place, they go to `.wrangler/logs/` here, where deleting `.wrangler/`
 * removes them too.
 */
const WRANGLER_LOGS = join(root, ".wrangler", "logs");

export function offlineEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    WRANGLER_LOG_PATH: WRANGLER_LOGS,
    ...process.env,
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    ...extra,
  };
}

/**
 * Runs a project tool offline: no metrics, no request.cf lookup, nothing that needs an account.
 * `cwd` is another copy of the project to run it in (bench/compare.ts); the tool is still this one's.
 */
export function runBin(name: string, args: string[], options: { quiet?: boolean; cwd?: string } = {}) {
  execFileSync(binPath(name), args, {
    cwd: options.cwd ?? root,
    stdio: options.quiet ? ["ignore", "ignore", "inherit"] : "inherit",
    env: offlineEnv(),
  });
}

export const wrangler = (args: string[], options: { quiet?: boolean } = {}) =>
  runBin("wrangler", args, options);

/** `--local` (default), `--remote`, or `--persist-to DIR` for a separate local state. */
export function targetArgs(argv: string[]): string[] {
  if (argv.includes("--remote")) return ["--remote"];
  const at = argv.indexOf("--persist-to");
  const dir = at >= 0 ? argv[at + 1] : undefined;
  return dir ? ["--local", "--persist-to", dir] : ["--local"];
}

/** The secrets a local server needs; each checkout gets its own random values (never committed). */
const LOCAL_SECRETS = ["VOTER_SECRET", "BETTER_AUTH_SECRET"];

/**
 * Local settings for wrangler: a fresh clone gets .dev.vars from .dev.vars.example, and every secret
 * that is missing, too short or a value published in the repository is replaced by a random one.
 */
export function ensureDevVars() {
  const target = join(root, ".dev.vars");
  if (!existsSync(target)) {
    copyFileSync(join(root, ".dev.vars.example"), target);
    console.log("Created .dev.vars from .dev.vars.example.");
  }
  let text = readFileSync(target, "utf8");
  for (const name of LOCAL_SECRETS) {
    const line = new RegExp(`^${name}=(.*)$`, "m");
    const value = line.exec(text)?.[1]?.trim() ?? "";
    if (value.length >= 32 && !PUBLISHED_SECRETS.has(value)) continue;
    const fresh = `${name}=${randomBytes(32).toString("hex")}`;
    text = line.test(text) ? text.replace(line, fresh) : `${text.trimEnd()}\n${fresh}\n`;
    console.log(`Wrote a random local ${name} to .dev.vars.`);
  }
  writeFileSync(target, text);
}

/** Debian's Chromium, with flags that keep it from reaching for a network this machine does not have. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
