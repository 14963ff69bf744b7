// The room load's server: a production build of the site on workerd through
// scripts/worker-server.ts, with fresh state and the abuse limits off, like the bench's. Others edit
// and build this tree at the same time, so the build is either a committed revision's, made in a
// folder of its own from `git archive` (`--rev`), or this tree's, made under the browser tests' lock
// (the build folder is shared) and copied away before serving, so nobody's later build changes what
// is served.
import { type ChildProcess, execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { freePort, spawnWorkerServer, waitUntilServing } from "../scripts/serve";
import { ensureDevVars, root, runBin } from "../scripts/tools";
import { descendants, listeningPorts, type ProcessFigures, processFigures, statOf } from "./room-processes";

const BUILDS = join(root, ".wrangler", "bench-rooms");
/** Lines every run prints by the thousand when the load closes its sockets; counted, not shown. */
const NOISE = /Network connection lost|Broken pipe|Connection reset by peer|^\s*stack:|^\s*$/;

/** A build to serve: the project folder its migrations and seed come from, and the built Worker's config. */
export type Build = { project: string; config: string; label: string };

export function buildTree(): Build {
  const copy = join(BUILDS, "tree");
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  execFileSync(
    "flock",
    ["/tmp/e2e.lock", "sh", "-c", `npx react-router build >/dev/null && cp -r build '${copy}'`],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  return { project: root, config: join(copy, "build", "server", "wrangler.json"), label: "this tree" };
}

export function buildRevision(rev: string): Build {
  const commit = execFileSync("git", ["rev-parse", "--verify", `${rev}^{commit}`], { cwd: root })
    .toString()
    .trim();
  const dir = join(BUILDS, commit.slice(0, 12));
  const config = join(dir, "build", "server", "wrangler.json");
  const label = `${rev} (${commit.slice(0, 12)})`;
  if (existsSync(config)) return { project: dir, config, label };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync("sh", ["-c", `git archive --format=tar ${commit} | tar -x -C '${dir}'`], { cwd: root });
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  ensureDevVars();
  copyFileSync(join(root, ".dev.vars"), join(dir, ".dev.vars"));
  runBin("react-router", ["build"], { quiet: true, cwd: dir });
  return { project: dir, config, label };
}

export type RoomServer = {
  baseURL: string;
  /**
   * The site's workerd itself, behind wrangler's dev proxy: the proxy holds several descriptors
   * per connection and cannot pipe thousands of sockets (docs/benchmarking.md), and production has none.
   */
  runtimeURL: () => Promise<string>;
  /** The workerd processes: the site's, and wrangler's dev proxy that pipes every connection locally. */
  processes: () => ProcessFigures[];
  stop: () => Promise<void>;
};

function forwardOutput(server: ChildProcess) {
  for (const stream of [server.stdout, server.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on("line", (line) => {
      if (!NOISE.test(line)) process.stderr.write(`${line}\n`);
    });
  }
}

export async function startRoomServer(build: Build): Promise<RoomServer> {
  ensureDevVars();
  const state = join(root, ".wrangler", "bench-rooms-state");
  rmSync(state, { recursive: true, force: true });
  for (const script of ["scripts/migrate.ts", "scripts/seed.ts"])
    runBin("tsx", [script, "--persist-to", state], { quiet: true, cwd: build.project });
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawnWorkerServer({
    config: build.config,
    port,
    state,
    vars: ["RATE_LIMITS:off", `SITE_URL:${baseURL}`],
    stdio: ["ignore", "pipe", "pipe"],
    cwd: build.project,
  });
  forwardOutput(server);
  const pid = server.pid ?? 0;
  const processes = () =>
    descendants(pid).flatMap((child) => {
      try {
        if (statOf(child).name !== "workerd") return [];
        const proxy = readFileSync(`/proc/${child}/cmdline`, "utf8").includes(`entry=127.0.0.1:${port}`);
        return [processFigures(child, proxy ? "dev proxy" : "site")];
      } catch {
        return [];
      }
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      const children = descendants(pid);
      const done = () => {
        // wrangler stops its workerd on SIGTERM; any left behind by a kill are ended here, by id.
        for (const child of children) {
          try {
            process.kill(child, "SIGKILL");
          } catch {
            // already gone
          }
        }
        resolve();
      };
      if (server.exitCode !== null || server.signalCode !== null) return done();
      const kill = setTimeout(() => server.kill("SIGKILL"), 10_000);
      server.once("exit", () => {
        clearTimeout(kill);
        done();
      });
      server.kill("SIGTERM");
    });
  try {
    await waitUntilServing(`${baseURL}/health`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  const runtimeURL = async () => {
    const site = processes().find((p) => p.role === "site");
    for (const port of site ? listeningPorts(site.pid) : []) {
      const url = `http://127.0.0.1:${port}`;
      if ((await fetch(`${url}/health`).catch(() => undefined))?.ok) return url;
    }
    throw new Error("the site's workerd answers on no port of its own");
  };
  return { baseURL, runtimeURL, processes, stop };
}
