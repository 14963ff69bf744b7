// A Vite plugin: once `react-router build` has written the client and the server, bundles the service
// worker (app/installable/service-worker.ts) and injects the list of files to precache with
// @serwist/build, into build/client/assets/sw.js (docs/installable-app.md).
import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { injectManifest } from "@serwist/build";
import { build, type Plugin } from "vite";

/** Where the worker is served: /assets/* comes straight from the static files (wrangler.toml). */
export const SERVICE_WORKER_FILE = "assets/sw.js";
const OFFLINE_PAGES = ["/offline", "/zh/offline"];

/** Changes with every build whose files change, so the offline pages are fetched again with them. */
async function buildRevision(clientDir: string): Promise<string> {
  const files = (await readdir(join(clientDir, "assets"), { recursive: true })).sort();
  return createHash("sha256").update(files.join("\n")).digest("hex").slice(0, 16);
}

async function bundle(source: string, outDir: string): Promise<string> {
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    // Serwist logs every request in development builds.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      lib: { entry: source, formats: ["iife"], name: "serviceWorker", fileName: () => "sw.js" },
    },
  });
  return join(outDir, "sw.js");
}

export function serviceWorker(options: { source: string }): Plugin {
  return {
    name: "service-worker",
    apply: "build",
    buildApp: {
      order: "post",
      async handler(builder) {
        const client = builder.environments.client;
        if (!client?.isBuilt) return;
        const clientDir = resolve(builder.config.root, client.config.build.outDir);
        const scratch = await mkdtemp(join(tmpdir(), "service-worker-"));
        try {
          const revision = await buildRevision(clientDir);
          const { count, size, warnings } = await injectManifest({
            swSrc: await bundle(resolve(builder.config.root, options.source), scratch),
            swDest: join(clientDir, SERVICE_WORKER_FILE),
            globDirectory: clientDir,
            globPatterns: ["assets/**/*.{js,css}"],
            globIgnores: [SERVICE_WORKER_FILE],
            // Vite names every built file by its content, so those need no revision of their own.
            dontCacheBustURLsMatching: /-[\w-]{8}\.(?:js|css)$/,
            modifyURLPrefix: { "": "/" },
            additionalPrecacheEntries: OFFLINE_PAGES.map((url) => ({ url, revision })),
          });
          for (const warning of warnings) builder.config.logger.warn(warning);
          builder.config.logger.info(
            `service worker: ${count} files precached (${Math.round(size / 1024)} KB)`,
          );
        } finally {
          await rm(scratch, { recursive: true, force: true });
        }
      },
    },
  };
}
