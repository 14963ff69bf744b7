// The servers a bench run loads: the site's production build and the bare reference Worker
// (bench/reference), each on workerd through scripts/worker-server.ts (the project's own wrangler,
// without the runtime inspector) with local state of its own.
//
// Like scripts/serve.ts, but wrangler's output goes through a filter: every load run ends by closing
// its connections mid-request, and workerd prints an error with a stack for each of those
// ("Network connection lost", "Broken pipe"). Those are counted instead of printed.

import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import {
  builtConfig,
  freePort,
  type RunningServer,
  spawnWorkerServer,
  waitUntilServing,
} from "../scripts/serve";
import { ensureDevVars, root, runBin } from "../scripts/tools";
import { BENCH_ADMIN } from "./discussion";

const DISCONNECT_NOISE = /Network connection lost|Broken pipe|Connection reset by peer/;
let disconnectMessages = 0;

/** How many server errors were about connections the load tool closed (see above). */
export const suppressedDisconnects = () => disconnectMessages;

/** Copies a server's output to ours, minus disconnect noise, until `stopped()` (then all is shutdown noise). */
function forward(stream: Readable | null, stopped: () => boolean) {
  if (!stream) return;
  let inNoise = false;
  createInterface({ input: stream }).on("line", (line) => {
    if (stopped()) return;
    if (DISCONNECT_NOISE.test(line)) {
      disconnectMessages++;
      inNoise = true;
      return;
    }
    // The stack and blank lines that follow a suppressed error belong to it.
    if (inNoise && (line.trim() === "" || line.trimStart().startsWith("stack:"))) return;
    inNoise = false;
    process.stderr.write(`${line}\n`);
  });
}

/**
 * The wrangler process's id too, for measuring its workerd (bench/live.ts), and `restart`: the same
 * server, stopped and started again on the same state and port.
 */
export type BenchServer = RunningServer & { pid: number | undefined; restart: () => Promise<BenchServer> };

/** Resolves once the process has exited, killing it outright if SIGTERM has not done it in 10 s. */
function stopAndWait(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => server.kill("SIGKILL"), 10_000);
    server.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    server.kill("SIGTERM");
  });
}

async function workerServer(
  config: string,
  vars: string[],
  state: string,
  readyPath: string,
  samePort?: number,
): Promise<BenchServer> {
  const port = samePort ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const server = spawnWorkerServer({
    config,
    port,
    state,
    vars: [...vars, `SITE_URL:${origin}`],
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stopping = false;
  forward(server.stdout, () => stopping);
  forward(server.stderr, () => stopping);
  const baseURL = origin;
  try {
    await waitUntilServing(`${baseURL}${readyPath}`, server);
  } catch (error) {
    server.kill("SIGTERM");
    throw error;
  }
  const stop = () => {
    stopping = true;
    server.kill("SIGTERM");
  };
  const restart = async () => {
    stopping = true;
    await stopAndWait(server);
    // The same port, so the targets built for this server (URLs, Origin headers) stay right.
    return workerServer(config, vars, state, readyPath, port);
  };
  return { baseURL, state, stop, pid: server.pid, restart };
}

/**
 * The site's last build (run.ts builds it) with fresh state in .wrangler/<name>-state, migrated and
 * seeded by the project's own scripts; `prepare` may add data before the server starts. `dir` is
 * another copy of the project, built, to serve instead (bench/compare.ts), with its own scripts.
 */
export function startSite(name: string, prepare?: (state: string) => void, dir = root): Promise<BenchServer> {
  ensureDevVars();
  const state = join(dir, ".wrangler", `${name}-state`);
  rmSync(state, { recursive: true, force: true });
  runBin("tsx", ["scripts/migrate.ts", "--persist-to", state], { quiet: true, cwd: dir });
  runBin("tsx", ["scripts/seed.ts", "--persist-to", state], { quiet: true, cwd: dir });
  prepare?.(state);
  // The bench is a load test from one address: the abuse limits would measure nothing but 429s.
  // The development mailbox and an admin address let the discussion's member sign up, confirm and
  // publish their first comment as on `npm start` (bench/discussion.ts).
  const vars = ["RATE_LIMITS:off", "MAILBOX:on", `ADMIN_EMAILS:${BENCH_ADMIN}`];
  return workerServer(builtConfig(dir), vars, state, "/health");
}

/** The bare reference Worker, with the same static assets in front of it as the site (see its wrangler.toml). */
export function startReference(): Promise<BenchServer> {
  const state = join(root, ".wrangler", "bench-reference-state");
  // A fresh object each run, so its voters table starts empty like the site's hot question.
  rmSync(state, { recursive: true, force: true });
  const config = join(root, "bench", "reference", "wrangler.toml");
  return workerServer(config, [], state, "/page");
}

/**
 * Starts a server, once more if the first start fails: other `wrangler dev` processes on this
 * machine (tests, another bench) can take a port between wrangler choosing it and binding it.
 */
export async function startWithRetry<S extends RunningServer>(
  name: string,
  start: () => Promise<S>,
): Promise<S> {
  try {
    return await start();
  } catch (error) {
    console.error(
      `The ${name} server did not start (${error instanceof Error ? error.message : error}); trying again.`,
    );
    return start();
  }
}
