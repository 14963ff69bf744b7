// `npm run messages`: compiles messages/ into typed functions in domain/paraglide (not committed),
// which pages, the API and e-mails all speak through. With `--workers-tests` it compiles instead the
// copy the workers tests read, one module per language, which their suite asks for when it starts
// (vitest.workers.config.ts).
import { paraglideOptions, paraglideWorkersTestOptions } from "../paraglide.config";
import { compileMessages } from "./compile-messages";

const forWorkersTests = process.argv.includes("--workers-tests");
await compileMessages(forWorkersTests ? paraglideWorkersTestOptions : paraglideOptions);
// The message project's storage engine leaves half-minute timers behind after it closes, which
// would hold this script (or a test runner that compiled in its own process) open long after the
// compile is written.
process.exit(0);
