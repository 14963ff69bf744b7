import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { serveBuild } from "../../scripts/serve";
import { runBin } from "../../scripts/tools";
import { BREAKOUT_QUESTION } from "./test-data";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's local state, for commands run beside it (npm run admin -- --persist-to). */
    serverState: string;
  }
}

/**
 * The catalogue has 60 questions a category (4 pages). Pagination's sliding window needs more, so
 * the browser tests' own database gets clearly labelled filler questions in "Hard".
 */
const FILLER_COUNT = 300;

const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;

function addFillerQuestions(state: string) {
  const rows = Array.from({ length: FILLER_COUNT }, (_, i) => {
    const n = String(i + 1).padStart(3, "0");
    return `('filler${n}', 'e2e-filler-question-${n}', 'Would you rather pass filler test ${n} or skip filler test ${n}?', 'Pass ${n}', 'Skip ${n}', 'Hard', 'published', 'e2e-filler-${n}', ${Date.UTC(2025, 0, 1) + i * 60_000})`;
  });
  // Markup in a question must stay text everywhere it lands: page, title, meta tags and JSON-LD.
  rows.push(
    `('e2escript', '${BREAKOUT_QUESTION.slug}', ${sqlText(BREAKOUT_QUESTION.questionText)}, ${sqlText(BREAKOUT_QUESTION.optionA)}, ${sqlText(BREAKOUT_QUESTION.optionB)}, 'Technology', 'published', '${BREAKOUT_QUESTION.slug}', ${Date.UTC(2024, 0, 1)})`,
  );
  const file = join(state, "filler.sql");
  writeFileSync(
    file,
    `insert or ignore into questions (id, slug, question_text, option_a, option_b, category, status, dedupe_key, created_at) values ${rows.join(",\n")};\n`,
  );
  runBin("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", state, `--file=${file}`], {
    quiet: true,
  });
}

export default async function setup(project: TestProject) {
  const server = await serveBuild("e2e", addFillerQuestions);
  project.provide("baseURL", server.baseURL);
  project.provide("serverState", server.state);
  return server.stop;
}
