// Zod for code that may run in the browser. By default zod probes whether it may compile parsers
// with `new Function` as each object schema is built; under our Content-Security-Policy (no
// 'unsafe-eval') the probe fails quietly but is still reported as a violation, which costs
// Lighthouse's best-practices score. Every schema module imports zod from here, so this setting
// runs before the first schema is built.
import { z } from "zod";

z.config({ jitless: true });

export { z };
