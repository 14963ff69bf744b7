// `npx tsx scripts/idle-edge.ts`: how often a request sent about five seconds after the one before it
// goes unanswered, through wrangler's dev proxy and through the browser tests' front
// (scripts/keep-alive-front.ts). The build served each way in turn; 17 tries each, 4.980-4.996 s apart.
import { builtConfig, freePort, freshState, spawnWorkerServer, waitUntilServing } from "./serve";
import { ensureDevVars, root, runBin } from "./tools";

const PATIENCE_MS = 10_000;

async function answeredWithin(url: string): Promise<boolean> {
  try {
    await (await fetch(url, { signal: AbortSignal.timeout(PATIENCE_MS) })).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/** Requests pairs `gap` ms apart, the gap from 4,980 to 4,996 ms; returns the second ones unanswered. */
async function unanswered(url: string): Promise<number> {
  let lost = 0;
  for (let gap = 4980; gap <= 4996; gap++) {
    await answeredWithin(url);
    await new Promise((resolve) => setTimeout(resolve, gap));
    if (!(await answeredWithin(url))) lost++;
  }
  return lost;
}

/** Serves the build with its own state, through the front or wrangler's dev proxy, and counts. */
async function measure(front: boolean): Promise<number> {
  const port = await freePort();
  const server = spawnWorkerServer({
    config: builtConfig(root),
    port,
    front,
    state: freshState("idle-edge"),
    vars: [`SITE_URL:http://127.0.0.1:${port}`],
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitUntilServing(`http://127.0.0.1:${port}/health`, server);
    return await unanswered(`http://127.0.0.1:${port}/health`);
  } finally {
    server.kill("SIGTERM");
  }
}

ensureDevVars();
runBin("react-router", ["build"], { quiet: true });
for (const front of [false, true]) {
  const way = front ? "the front" : "wrangler's dev proxy";
  console.log(`${way}: ${await measure(front)} of 17 requests unanswered after ${PATIENCE_MS / 1000} s`);
}
