import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The layers import in one direction (docs/architecture.md), and `npm run lint` is what holds them
// there. Each case writes a one-line module into the layer, lints it with the project's Biome
// configuration, and removes it again.

const root = join(import.meta.dirname, "..", "..");
const biome = join(root, "node_modules", ".bin", "biome");

function lintImport(folder: string, specifier: string): string {
  const file = join(root, folder, `zz-layer-probe-${process.pid}.ts`);
  writeFileSync(file, `import { probe } from "${specifier}";\n\nexport const used = probe;\n`);
  try {
    execFileSync(biome, ["lint", "--max-diagnostics=5", file], { cwd: root, stdio: "pipe" });
    return "";
  } catch (error) {
    // Biome prints its diagnostics on stderr and exits non-zero.
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    return `${stdout ?? ""}${stderr ?? ""}`;
  } finally {
    rmSync(file, { force: true });
  }
}

const refused = (output: string) => output.includes("noRestrictedImports");

describe("layer imports", () => {
  it.each([
    ["worker/db", "#app/lib/ui.ts"],
    ["worker/db", "../../app/lib/ui.ts"],
    ["domain", "#app/lib/ui.ts"],
    ["domain", "#worker/services/votes.ts"],
    ["domain", "../worker/config.ts"],
    ["app/routes", "#worker/db/client.ts"],
    ["app/voting", "#worker/votes/voter.ts"],
    ["app/routes", "../../worker/limits/check.ts"],
  ])("refuses an import in %s of %s", (folder, specifier) => {
    expect(refused(lintImport(folder, specifier))).toBe(true);
  });

  it.each([
    ["app/routes", "#worker/services/votes.ts"],
    ["app/voting", "#domain/vote.ts"],
    ["worker/api", "#domain/schemas.ts"],
  ])("allows an import in %s of %s", (folder, specifier) => {
    expect(refused(lintImport(folder, specifier))).toBe(false);
  });
});
