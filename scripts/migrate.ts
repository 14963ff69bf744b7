// Applies migrations/*.sql to D1: local by default, `--remote` for Cloudflare.
import { targetArgs, wrangler } from "./tools";

wrangler(["d1", "migrations", "apply", "DB", ...targetArgs(process.argv.slice(2))], { quiet: true });
console.log("D1 migrations applied.");
