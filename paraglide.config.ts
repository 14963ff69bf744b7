// One set of options for the message compiler, used by the Vite plugin (vite.config.ts) and by
// `npm run messages` (scripts/messages.ts), which compiles before type checks, tests and scripts.
import type { CompilerOptions } from "@inlang/paraglide-js";

export const paraglideOptions = {
  project: "./project.inlang",
  // Beside the rules both sides share: pages, the API and e-mails all speak through these functions.
  outdir: "./domain/paraglide",
  emitTsDeclarations: true,
  emitReadme: false,
  // Which language a message speaks is decided by domain/locale.ts: by the address in a browser and
  // by the request on the server. Paraglide's own URL strategy would ship a URLPattern polyfill to
  // every page for the one rule "/zh/ is Chinese".
  strategy: ["globalVariable", "baseLocale"],
} satisfies CompilerOptions;

/**
 * The same messages as one module per language, for the tests inside workerd: there every test file
 * loads its modules one by one, and a module per message made each file start seconds slower. The
 * site's builds keep a module per message, so a page's script carries only the messages it uses.
 */
export const paraglideWorkersTestOptions = {
  ...paraglideOptions,
  outdir: "./tests/workers/compiled-messages",
  outputStructure: "locale-modules",
} satisfies CompilerOptions;
