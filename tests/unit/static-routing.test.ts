import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// wrangler.toml sends every request straight to the Worker except static files. A file added to
// public/ without its exemption would reach the Worker, which has no route for it: a 404.
const root = join(import.meta.dirname, "..", "..");

function runWorkerFirst(): string[] {
  const toml = readFileSync(join(root, "wrangler.toml"), "utf8");
  const line = toml.match(/^run_worker_first = (\[.*\])$/m)?.[1];
  if (!line) throw new Error("wrangler.toml has no run_worker_first list");
  return JSON.parse(line) as string[];
}

describe("which requests skip the asset store", () => {
  it("sends everything to the Worker first", () => {
    expect(runWorkerFirst()[0]).toBe("/*");
  });

  it("leaves every static file to the asset store: Vite's /assets and each entry of public/", () => {
    const rules = runWorkerFirst();
    expect(rules).toContain("!/assets/*");
    const served = readdirSync(join(root, "public")).filter((name) => !name.startsWith("_"));
    expect(served.length).toBeGreaterThan(0);
    for (const name of served) {
      const isFolder = statSync(join(root, "public", name)).isDirectory();
      expect(rules).toContain(isFolder ? `!/${name}/*` : `!/${name}`);
    }
  });
});
