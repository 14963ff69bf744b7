// `npm run messages`: compiles messages/ into typed functions in domain/paraglide (not committed).
import { compile } from "@inlang/paraglide-js";
import { paraglideOptions } from "../paraglide.config";

await compile(paraglideOptions);
