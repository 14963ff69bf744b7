import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import routes from "./app/routes";
import { paraglideOptions } from "./paraglide.config";
import { serviceWorker } from "./scripts/service-worker-build";

type ModuleInfo = { importers: readonly string[] } | null;

/** Every route module's path below app/, from the route config itself. */
function routeFiles(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...routeFiles(entry.children ?? [])]);
}
const ROUTE_FILES = new Set(routeFiles(routes));
const APP_DIR = fileURLToPath(new URL("./app/", import.meta.url));
const DOMAIN_DIR = fileURLToPath(new URL("./domain/", import.meta.url));
const MESSAGES_DIR = fileURLToPath(new URL(`${paraglideOptions.outdir}/`, import.meta.url));
const routeFileOf = (id: string) =>
  id.startsWith(APP_DIR) ? relative(APP_DIR, id).replace(/\\/g, "/") : undefined;
const isRouteModule = (id: string) => ROUTE_FILES.has(routeFileOf(id) ?? "");

/** The routes (by module path below app/) a module is part of, following its importers up to them. */
function routesUsing(id: string, info: (id: string) => ModuleInfo): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    if (isRouteModule(module)) found.add(routeFileOf(module) ?? module);
    else for (const importer of info(module)?.importers ?? []) visit(importer);
  };
  visit(id);
  return found;
}

/** The pages most visitors land on; see the `pages` group below. */
const PUBLIC_PAGES = [
  "routes/home/home.tsx",
  "routes/questions/questions.tsx",
  "routes/category/category.tsx",
  "routes/question/question.tsx",
];

export default defineConfig({
  plugins: [
    paraglideVitePlugin(paraglideOptions),
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    tailwindcss(),
    reactRouter(),
    serviceWorker({ source: "app/installable/service-worker.ts" }),
  ],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Every page loads the root layout and all it imports (React, React Router, the
                // header, footer, toasts, error views): one chunk instead of eight, which are fewer
                // requests and, compressed as one, smaller than the parts (npm run size).
                { name: "layout", test: /[\\/]app[\\/]root\.tsx$/, includeDependenciesRecursively: true },
                // What two or more of the public pages share (cards, badges, share buttons, the vote
                // panel, formatting) in one chunk instead of a dozen of a few hundred bytes each:
                // each page then loads 7-9 files instead of 18-22. On a phone every request is a
                // round trip, which costs more than the few KB a page loads without using
                // (decision 0002).
                {
                  debugName: "pages",
                  name: (id: string, ctx: { getModuleInfo: (id: string) => ModuleInfo }) => {
                    const ours = id.startsWith(APP_DIR) || id.startsWith(DOMAIN_DIR);
                    // Every message module hangs off one index that every page imports, so by the
                    // graph each page "uses" every message; grouped, all of them (both languages)
                    // would ship to every page. Left out, the build keeps only the ones called.
                    if (!ours || isRouteModule(id) || id.endsWith(".css") || id.startsWith(MESSAGES_DIR))
                      return null;
                    const routes = routesUsing(id, (module) => ctx.getModuleInfo(module));
                    return PUBLIC_PAGES.filter((page) => routes.has(page)).length >= 2 ? "pages" : null;
                  },
                },
              ],
            },
          },
        },
      },
    },
  },
});
