// `npm run messages`: compiles messages/ into typed functions in domain/paraglide (not committed).
// Loading the message project takes half a minute, and install, typecheck and `npm test` each ask
// for a compile, so a compile whose inputs have not changed since the last one is skipped.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { compile } from "@inlang/paraglide-js";
import { paraglideOptions, paraglideWorkersTestOptions } from "../paraglide.config";
import { root } from "./tools";

const DIGEST_FILE = join(root, paraglideOptions.outdir, ".inputs-digest");

/** Every file the output depends on: the messages, the project settings, these options, the compiler. */
function inputsDigest(): string {
  const hash = createHash("sha256");
  const messages = join(root, "messages");
  const files = readdirSync(messages, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  const compiler = join(root, "node_modules", "@inlang", "paraglide-js", "package.json");
  for (const file of [...files, join(root, "project.inlang", "settings.json"), compiler]) {
    hash.update(file).update(readFileSync(file));
  }
  return hash.update(JSON.stringify([paraglideOptions, paraglideWorkersTestOptions])).digest("hex");
}

const digest = inputsDigest();
const compiled = [paraglideOptions, paraglideWorkersTestOptions].every((options) =>
  existsSync(join(root, options.outdir, "messages.js")),
);
if (compiled && existsSync(DIGEST_FILE) && readFileSync(DIGEST_FILE, "utf8") === digest) {
  console.log("Messages unchanged since the last compile.");
} else {
  await compile(paraglideOptions);
  await compile(paraglideWorkersTestOptions);
  writeFileSync(DIGEST_FILE, digest);
}
