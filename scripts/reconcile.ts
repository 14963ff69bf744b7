// `npm run reconcile [-- --apply] [--persist-to DIR | --remote]`: compares D1's vote counts and vote
// rows with the Durable Objects (the source of truth) and, with --apply, rewrites D1 from them.
// For the day D1 is restored from a backup; see docs/decisions/0009-chaos-and-reconcile.md.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startMiniflareSite } from "./miniflare-site";
import { describeDifferences, inStep, reconcileAll, type Send } from "./reconcile-client";
import { freePort } from "./serve";
import { ensureDevVars, root, runBin } from "./tools";

const USAGE = `Usage:
  npm run reconcile [-- --apply] [--persist-to DIR]   local state (.wrangler/state unless DIR); stop npm start first
  RECONCILE_URL=https://site RECONCILE_TOKEN=... npm run reconcile -- --remote [--apply]`;

const { values } = parseArgs({
  options: {
    apply: { type: "boolean", default: false },
    remote: { type: "boolean", default: false },
    "persist-to": { type: "string" },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

/** After --apply the objects write behind within seconds; this long, then it reports what is left. */
const REPAIR_WAIT_MS = 60_000;

async function run(send: Send, token: string): Promise<boolean> {
  const found = await reconcileAll(send, token, values.apply ?? false);
  for (const line of describeDifferences(found)) console.log(line);
  if (!values.apply || found.every(inStep)) return found.every(inStep);
  console.log("Repairing: the objects are writing their votes to D1 again ...");
  const deadline = Date.now() + REPAIR_WAIT_MS;
  for (;;) {
    await new Promise((r) => setTimeout(r, 2000));
    const after = await reconcileAll(send, token, false);
    if (after.every(inStep) || Date.now() > deadline) {
      for (const line of describeDifferences(after)) console.log(line);
      return after.every(inStep);
    }
  }
}

async function remote(): Promise<boolean> {
  const url = process.env.RECONCILE_URL;
  const token = process.env.RECONCILE_TOKEN;
  if (!url || !token) {
    console.error(`--remote needs RECONCILE_URL and RECONCILE_TOKEN (the worker's secret).\n\n${USAGE}`);
    process.exit(1);
  }
  return run((path, init) => fetch(new URL(path, url), init), token);
}

/** Local objects are only reachable inside workerd: the build runs on the state under Miniflare. */
async function local(): Promise<boolean> {
  ensureDevVars();
  runBin("react-router", ["build"], { quiet: true });
  const state = values["persist-to"] ?? join(root, ".wrangler", "state");
  const token = randomBytes(24).toString("hex");
  const site = await startMiniflareSite({
    state,
    port: await freePort(),
    bindings: { RECONCILE_TOKEN: token },
  });
  try {
    return await run((path, init) => fetch(new URL(path, site.url), init), token);
  } finally {
    await site.mf.dispose();
  }
}

const ok = await (values.remote ? remote() : local());
process.exit(ok ? 0 : 1);
