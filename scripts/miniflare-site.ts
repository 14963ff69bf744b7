// The production build on workerd through Miniflare's own API, on a local state folder: for the
// chaos suite (chaos/run.ts), which kills and restarts the runtime and breaks D1 on purpose, and for
// `npm run reconcile` on local state. wrangler.json (written by the build) gives the bindings.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { Miniflare, type MiniflareOptions } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { offlineEnv, root } from "./tools";

const BUILD = join(root, "build", "server");

export type SiteOptions = {
  /** A state folder in wrangler's `--persist-to` layout; a restart on the same folder keeps everything. */
  state: string;
  port: number;
  /** Vars and secrets on top of wrangler.json's and .dev.vars'. */
  bindings?: Record<string, string>;
  /** Answers the worker's fault checks (worker/votes/injected-faults.ts): an error message, or "" for none. */
  faults?: (point: string) => string;
  /** Gets every line the runtime prints. */
  log?: (line: string) => void;
};

export type MiniflareSite = { mf: Miniflare; url: URL };

/** Each module listed: the bundle loads its chunks with import(), which Miniflare cannot follow. */
function builtModules(): { type: "ESModule" | "CompiledWasm"; path: string }[] {
  const chunks = readdirSync(join(BUILD, "assets")).flatMap((file): ReturnType<typeof builtModules> => {
    const path = join(BUILD, "assets", file);
    if (file.endsWith(".js")) return [{ type: "ESModule" as const, path }];
    if (file.endsWith(".wasm")) return [{ type: "CompiledWasm" as const, path }];
    return [];
  });
  return [{ type: "ESModule" as const, path: join(BUILD, "index.js") }, ...chunks];
}

function lines(stream: Readable, log: (line: string) => void) {
  createInterface({ input: stream }).on("line", log);
}

export async function startMiniflareSite(options: SiteOptions): Promise<MiniflareSite> {
  Object.assign(process.env, offlineEnv());
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(BUILD, "wrangler.json"));
  const worker = workerOptions as Record<string, unknown> & { bindings?: Record<string, unknown> };
  const { faults, log } = options;
  const mf = new Miniflare({
    ...worker,
    name: "site",
    modules: builtModules(),
    modulesRoot: BUILD,
    bindings: { ...worker.bindings, ...options.bindings },
    serviceBindings: {
      ...(worker.serviceBindings as Record<string, never>),
      ...(faults && {
        CHAOS_FAULTS: async (request: Request) =>
          new Response(faults(new URL(request.url).pathname.slice(1))),
      }),
    },
    defaultPersistRoot: join(options.state, "v3"),
    host: "127.0.0.1",
    port: options.port,
    handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
      lines(stdout, log ?? ((line) => console.log(line)));
      lines(stderr, log ?? ((line) => console.error(line)));
    },
  } as MiniflareOptions);
  return { mf, url: await mf.ready };
}
