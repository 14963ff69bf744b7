// Full-page Chromium screenshots of the given paths at phone and desktop widths, into screenshots/.
// Usage: npx tsx scripts/screenshots.ts http://localhost:8787 / /about ...   (set SCHEME=dark for dark mode)
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH, root } from "./tools";

const [base = "http://localhost:8787", ...paths] = process.argv.slice(2);
const out = join(root, "screenshots");
mkdirSync(out, { recursive: true });
const scheme = process.env.SCHEME === "dark" ? "dark" : "light";
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of [360, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: scheme });
  const page = await context.newPage();
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}-${scheme}.png`;
    if (process.env.SCREENS) {
      // Successive viewport-sized shots: long phone pages stay readable.
      for (let i = 0; i < Number(process.env.SCREENS); i++) {
        await page.evaluate((y) => window.scrollTo(0, y), i * 800);
        const shot = name.replace(".png", `-${i}.png`);
        await page.screenshot({ path: join(out, shot) });
        console.log(join("screenshots", shot));
      }
    } else {
      await page.screenshot({ path: join(out, name), fullPage: true });
      console.log(join("screenshots", name));
    }
  }
  await context.close();
}
await browser.close();
