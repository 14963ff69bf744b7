// Loads the catalogue into D1: `npm run db:seed` locally, `npm run db:seed -- --remote` for Cloudflare.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { catalogue } from "#content/catalogue.ts";
import { seedStatements } from "#content/seed.ts";
import { targetArgs, wrangler } from "./tools";

const statements = seedStatements(catalogue);
const file = join(mkdtempSync(join(tmpdir(), "wyr-seed-")), "seed.sql");
writeFileSync(file, `${statements.join("\n")}\n`);
wrangler(["d1", "execute", "DB", ...targetArgs(process.argv.slice(2)), `--file=${file}`], { quiet: true });
const questionCount = Object.values(catalogue.questions).reduce((n, list) => n + list.length, 0);
console.log(
  `Seeded ${catalogue.categories.length} categories and ${questionCount} questions (existing rows and votes kept).`,
);
