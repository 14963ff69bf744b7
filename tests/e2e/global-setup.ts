import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { binPath, ensureDevVars, offlineEnv, root, runBin } from "../../scripts/tools";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

function freePort(): Promise<number> {
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

async function waitForHealth(url: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`wrangler dev exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not become healthy`);
}

/** Serves the built app on workerd with its own freshly migrated and seeded local state. */
export default async function setup(project: TestProject) {
  ensureDevVars();
  if (!existsSync(join(root, "build", "server"))) runBin("react-router", ["build"], { quiet: true });
  const state = join(root, ".wrangler", "e2e-state");
  rmSync(state, { recursive: true, force: true });
  runBin("tsx", ["scripts/migrate.ts", "--persist-to", state], { quiet: true });
  runBin("tsx", ["scripts/seed.ts", "--persist-to", state], { quiet: true });

  const port = await freePort();
  const server = spawn(
    binPath("wrangler"),
    [
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      state,
      "--log-level",
      "error",
      "--show-interactive-dev-session=false",
    ],
    { cwd: root, env: offlineEnv(), stdio: ["ignore", "inherit", "inherit"] },
  );
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, server);
  project.provide("baseURL", baseURL);
  return () => {
    server.kill("SIGTERM");
  };
}
