// Compiles messages/ with one set of options, unless nothing it depends on has changed since that
// output was last compiled: loading the message project takes half a minute, and install, type
// checks, builds and test runs each ask for a compile.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type CompilerOptions, compile } from "@inlang/paraglide-js";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Every file an output depends on: the messages, the project settings, its options, the compiler. */
function inputsDigest(options: CompilerOptions): string {
  const hash = createHash("sha256");
  const messages = join(root, "messages");
  const files = readdirSync(messages, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  const compiler = join(root, "node_modules", "@inlang", "paraglide-js", "package.json");
  for (const file of [...files, join(root, "project.inlang", "settings.json"), compiler]) {
    hash.update(file.slice(root.length)).update(readFileSync(file));
  }
  return hash.update(JSON.stringify(options)).digest("hex");
}

export async function compileMessages(options: CompilerOptions & { outdir: string }): Promise<void> {
  const outdir = join(root, options.outdir);
  const digestFile = join(outdir, ".inputs-digest");
  const digest = inputsDigest(options);
  const compiled = existsSync(join(outdir, "messages.js")) && existsSync(digestFile);
  if (compiled && readFileSync(digestFile, "utf8") === digest) {
    console.log(`Messages in ${options.outdir} unchanged since the last compile.`);
    return;
  }
  await compile(options);
  writeFileSync(digestFile, digest);
}
