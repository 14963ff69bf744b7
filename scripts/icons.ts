// `npx tsx scripts/icons.ts`: draws the installable app's icons (public/assets/icons/*.png) from one
// SVG, the header's "A|B" mark, with Chromium. The letters are Inter ExtraBold (@fontsource/inter,
// SIL Open Font License), so the pictures do not depend on the fonts of the machine drawing them.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH, root } from "./tools";

const INDIGO = "#4338ca";
const OUT = join(root, "public", "assets", "icons");
const font = readFileSync(
  createRequire(import.meta.url).resolve("@fontsource/inter/files/inter-latin-800-normal.woff2"),
).toString("base64");

/**
 * The mark on a 512 square. `scale` shrinks it about the centre: a maskable icon's mark must stay
 * inside the middle circle of 80% that every launcher shape keeps. `rounded` gives the square its
 * own corners; launchers and iOS cut full-bleed icons to their own shape.
 */
function iconSvg({ scale, rounded }: { scale: number; rounded: boolean }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="${INDIGO}"/>
  <g transform="translate(256 256) scale(${scale}) translate(-256 -256)" fill="#fff"
     font-family="IconInter" font-weight="800" font-size="250" text-anchor="middle">
    <text x="138" y="346">A</text>
    <rect x="242" y="120" width="28" height="272" rx="14" fill-opacity="0.7"/>
    <text x="376" y="346">B</text>
  </g>
</svg>`;
}

const ICONS = [
  { file: "icon-192.png", size: 192, scale: 1, rounded: true },
  { file: "icon-512.png", size: 512, scale: 1, rounded: true },
  { file: "icon-maskable-512.png", size: 512, scale: 0.72, rounded: false },
  { file: "apple-touch-icon.png", size: 180, scale: 0.86, rounded: false },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const html = `<!doctype html><style>
      @font-face { font-family: IconInter; font-weight: 800; src: url(data:font/woff2;base64,${font}) format("woff2"); }
      html, body { margin: 0; background: transparent; }
      svg { display: block; width: ${icon.size}px; height: ${icon.size}px; }
    </style>${iconSvg(icon)}`;
    await page.setContent(html);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(OUT, icon.file), omitBackground: true });
    await page.close();
    console.log(join("public", "assets", "icons", icon.file));
  }
} finally {
  await browser.close();
}
