import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync, copyFileSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const root = join(import.meta.dirname, "..");

export function binPath(name: string): string {
  return join(root, "node_modules", ".bin", name);
}

export function offlineEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", ...extra };
}

/** Runs a project tool offline: no metrics, no request.cf lookup, nothing that needs an account. */
export function runBin(name: string, args: string[], options: { quiet?: boolean } = {}) {
  execFileSync(binPath(name), args, {
    cwd: root,
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

/**
 * Local secrets for wrangler; a fresh clone gets the development defaults. The session secret is
 * random per checkout (never committed), and added to an older .dev.vars that lacks it.
 */
export function ensureDevVars() {
  const target = join(root, ".dev.vars");
  if (!existsSync(target)) {
    copyFileSync(join(root, ".dev.vars.example"), target);
    console.log("Created .dev.vars from .dev.vars.example (local development secret).");
  }
  if (!/^BETTER_AUTH_SECRET=\S{32,}/m.test(readFileSync(target, "utf8"))) {
    appendFileSync(target, `\nBETTER_AUTH_SECRET=${randomBytes(32).toString("hex")}\n`);
    console.log("Added a random local BETTER_AUTH_SECRET to .dev.vars.");
  }
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
