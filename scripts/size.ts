// `npm run size`: the JavaScript and CSS the home page, a question page and a category page make
// the browser load, in English and in Chinese, gzip-compressed, against the budget (JS 145 KB, and
// 155 KB on a question page, which carries the discussion; CSS 25 KB), and the embed other websites
// frame (JS 40 KB: it has only its inline script). Builds and serves the app itself; exits 1 when
// any page is over budget.
import { gzipSync } from "node:zlib";
import { serveBuild } from "./serve";
import { runBin } from "./tools";

const BUDGET_KB = { js: 145, css: 25 };
/** The question page's own JS budget: its discussion's forms work without JavaScript and hydrate with it. */
const QUESTION_PAGE_JS_KB = 155;
/** A question inside another website's page loads none of the site's bundle (docs/embeds.md). */
const EMBED_JS_KB = 40;

function assetUrls(html: string) {
  const attr = (tag: string, name: string) => tag.match(new RegExp(`${name}="([^"]+)"`))?.[1];
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    if (tag.startsWith("<script")) {
      const src = attr(tag, "src");
      if (src) js.add(src);
    } else if (/rel="modulepreload"/.test(tag)) js.add(attr(tag, "href") as string);
    else if (/rel="stylesheet"/.test(tag)) css.add(attr(tag, "href") as string);
  }
  // Module scripts written into the page import the entry and route chunks.
  for (const match of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?["']([^"']+\.js)["']/g))
    js.add(match[1] as string);
  // The code inside inline scripts, without their tags (markup, with a random nonce each) and
  // without structured data (application/ld+json: data for search engines, never run). Both count
  // in the HTML figure.
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes as string))
    .map(([, , code]) => code)
    .join("");
  return { js: [...js], css: [...css], inline };
}

const kb = (bytes: number) => bytes / 1024;

runBin("react-router", ["build"], { quiet: true });
const server = await serveBuild("size");
/** Prints one page's files and totals; true when it is within budget. */
async function measurePage(name: string, path: string, baseURL: string): Promise<boolean> {
  const jsBudget = path.includes("/embed/")
    ? EMBED_JS_KB
    : path.includes("/question/")
      ? QUESTION_PAGE_JS_KB
      : BUDGET_KB.js;
  const html = await (await fetch(`${baseURL}${path}`)).text();
  const { js, css, inline } = assetUrls(html);
  const measure = async (urls: string[]) => {
    let total = 0;
    for (const url of urls) {
      const body = Buffer.from(await (await fetch(new URL(url, baseURL))).arrayBuffer());
      const gz = gzipSync(body, { level: 9 }).length;
      total += gz;
      console.log(`  ${kb(gz).toFixed(1).padStart(6)} KB  ${url}`);
    }
    return total;
  };
  console.log(`\n${name} (${path})\nJavaScript (gzip):`);
  const jsBytes = (await measure(js)) + gzipSync(inline).length;
  console.log(`  ${kb(gzipSync(inline).length).toFixed(1).padStart(6)} KB  inline scripts in the HTML`);
  console.log("CSS (gzip):");
  const cssBytes = await measure(css);
  const htmlBytes = gzipSync(html).length;
  console.log(
    `${name}: JS ${kb(jsBytes).toFixed(1)} KB (budget ${jsBudget}), CSS ${kb(cssBytes).toFixed(1)} KB (budget ${BUDGET_KB.css}), HTML ${kb(htmlBytes).toFixed(1)} KB, all gzip`,
  );
  return kb(jsBytes) <= jsBudget && kb(cssBytes) <= BUDGET_KB.css;
}

try {
  const { baseURL } = server;
  const questions = (await (await fetch(`${baseURL}/api/questions?limit=1`)).json()) as {
    data: { slug: string; category: string }[];
  };
  const question = questions.data[0];
  if (!question) throw new Error("the catalogue is empty: run npm run db:seed");
  const pages: [string, string][] = [
    ["Home page", "/"],
    ["Question page", `/question/${question.slug}`],
    ["Category page", `/category/${encodeURIComponent(question.category)}`],
    ["Embed", `/embed/question/${question.slug}`],
  ];
  const within: boolean[] = [];
  for (const [name, path] of pages) within.push(await measurePage(name, path, baseURL));
  // The Chinese pages load their own messages: each language's page must fit on its own.
  for (const [name, path] of pages)
    within.push(await measurePage(`${name} in Chinese`, path === "/" ? "/zh/" : `/zh${path}`, baseURL));
  const over = within.includes(false);
  console.log(over ? "\nOVER BUDGET" : "\nWithin budget");
  process.exitCode = over ? 1 : 0;
} finally {
  server.stop();
}
