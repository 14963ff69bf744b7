// `npm run catalogue`: the editors' report on the question catalogue (content/check.ts): how many
// questions each category and tag holds, then every problem to fix before publishing.
import { catalogue } from "#content/catalogue.ts";
import { CATEGORY_FLOOR, checkCatalogue, TAG_FLOORS } from "#content/check.ts";

const report = checkCatalogue(catalogue);
console.log(`${report.total} questions\n\nPer category (at least ${CATEGORY_FLOOR}):`);
for (const [name, n] of Object.entries(report.perCategory)) console.log(`  ${name.padEnd(16)}${n}`);
console.log("\nPer tag:");
for (const [tag, floor] of Object.entries(TAG_FLOORS)) {
  console.log(`  ${tag.padEnd(16)}${String(report.perTag[tag] ?? 0).padStart(4)}  (at least ${floor})`);
}
console.log(`\n${report.problems.length} problems`);
for (const p of report.problems) {
  console.log(
    `  [${p.kind}] ${p.category ? `${p.category}: ` : ""}${p.question ? `${p.question} ` : ""}- ${p.detail}`,
  );
}
process.exit(report.problems.length > 0 ? 1 : 0);
