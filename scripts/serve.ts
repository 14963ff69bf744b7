// Serves the production build on workerd with its own freshly migrated and seeded local state,
// on a free loopback port. Used by the browser tests and the size report.
import { type ChildProcess, type StdioOptions, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { binPath, ensureDevVars, offlineEnv, root, runBin } from "./tools";

export type RunningServer = { baseURL: string; state: string; stop: () => void };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Polls `url` until it answers 2xx, for a minute at most, failing early if the server exits. */
export async function waitUntilServing(url: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within a minute`);
}

/** A fresh local state in .wrangler/<name>-state, migrated and seeded by the project's own scripts. */
export function freshState(name: string): string {
  const state = join(root, ".wrangler", `${name}-state`);
  rmSync(state, { recursive: true, force: true });
  runBin("tsx", ["scripts/migrate.ts", "--persist-to", state], { quiet: true });
  runBin("tsx", ["scripts/seed.ts", "--persist-to", state], { quiet: true });
  return state;
}

/** The wrangler config `vite build` wrote for the Worker it built in `dir`. */
export const builtConfig = (dir: string) => join(dir, "build", "server", "wrangler.json");

/** Starts scripts/worker-server.ts: `wrangler dev` without the runtime inspector (see that file). */
export function spawnWorkerServer(options: {
  config: string;
  port: number;
  /** Whether `port` is a front straight to the Worker (scripts/keep-alive-front.ts). */
  front?: boolean;
  state: string;
  vars: string[];
  stdio: StdioOptions;
  cwd?: string;
}): ChildProcess {
  const vars = options.vars.flatMap((pair) => ["--var", pair]);
  const script = join(root, "scripts", "worker-server.ts");
  const args = [
    script,
    "--config",
    options.config,
    "--port",
    String(options.port),
    "--persist-to",
    options.state,
    ...(options.front ? ["--front"] : []),
  ];
  return spawn(binPath("tsx"), [...args, ...vars], {
    cwd: options.cwd ?? root,
    env: offlineEnv(),
    stdio: options.stdio,
  });
}

/**
 * `prepare` runs after migrating and seeding, before the server starts (e.g. to add test data);
 * `vars` are more `NAME:value` settings over wrangler.toml's.
 */
export async function serveBuild(
  name: string,
  prepare?: (state: string) => void,
  vars: string[] = [],
): Promise<RunningServer> {
  ensureDevVars();
  if (!existsSync(join(root, "build", "server"))) runBin("react-router", ["build"], { quiet: true });
  const state = freshState(name);
  prepare?.(state);

  // Browsers reach the Worker through a front of its own (scripts/keep-alive-front.ts), on the
  // address the site is configured with.
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawnWorkerServer({
    config: builtConfig(root),
    port,
    front: true,
    state,
    vars: [`SITE_URL:${baseURL}`, "MAILBOX:on", ...vars],
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitUntilServing(`${baseURL}/health`, server);
  return { baseURL, state, stop: () => server.kill("SIGTERM") };
}
