// `npm run seo`: Lighthouse's SEO score for the landing pages, a category, a question and their
// Chinese twins, one run each against the production build (SEO does not swing between runs as
// performance does). Exits 1 when any page scores under 100, naming the audits it missed.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { LANDING_PAGES } from "#domain/landing-copy.ts";
import { serveBuild } from "./serve";
import { CHROMIUM_ARGS, CHROMIUM_PATH, runBin } from "./tools";

runBin("react-router", ["build"], { quiet: true });
const site = await serveBuild("seo");
const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: "silent" });
const english = ["/", "/would-you-rather-questions", "/category/Food", ...LANDING_PAGES.map((p) => p.path)];
const question = (await (await fetch(`${site.baseURL}/api/questions?limit=1`)).json()) as {
  data: { slug: string }[];
};
english.push(`/question/${question.data[0]?.slug}`, `${LANDING_PAGES[0]?.path}?page=2`);
const paths = [...english, ...english.map((path) => (path === "/" ? "/zh/" : `/zh${path}`))];

let failed = 0;
try {
  for (const path of paths) {
    const result = await lighthouse(`${site.baseURL}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["seo"],
    });
    const seo = result?.lhr.categories.seo;
    const score = Math.round((seo?.score ?? 0) * 100);
    const missed = (seo?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (result?.lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    if (score < 100) failed++;
    console.log(
      `${String(score).padStart(3)}  ${path}${missed.length ? `  missed: ${missed.join(", ")}` : ""}`,
    );
  }
} finally {
  chrome.kill();
  site.stop();
}
console.log(`\n${paths.length - failed} of ${paths.length} pages score 100 for SEO`);
process.exit(failed > 0 ? 1 : 0);
