import { EMBED_THEME_ATTRIBUTE } from "#domain/embed.ts";

// The embed's colours as custom properties, which its markup uses through Tailwind's `*-(--e-…)`
// classes. The site's own `dark:` classes follow the reader's system only; an embed follows the
// host's `?theme` too, which the worker writes onto the root (worker/embeds/embed-theme.ts).
// Pairs are WCAG AA: white on indigo-700 7.9:1 and on rose-700 6.2:1, slate-600 on white 7.6:1,
// slate-300 on slate-900 12:1, indigo-300 on slate-900 9.6:1.

const LIGHT =
  "--e-bg:#fff;--e-fg:#0f172a;--e-muted:#475569;--e-line:#e2e8f0;--e-track:#f1f5f9;--e-a-bar:#4338ca;--e-b-bar:#be123c;--e-link:#4338ca;--e-focus:#4f46e5;color-scheme:light";
const DARK =
  "--e-bg:#0f172a;--e-fg:#f1f5f9;--e-muted:#cbd5e1;--e-line:#334155;--e-track:#1e293b;--e-a-bar:#818cf8;--e-b-bar:#fb7185;--e-link:#a5b4fc;--e-focus:#a5b4fc;color-scheme:dark";

const root = (theme: string) => `.embed[${EMBED_THEME_ATTRIBUTE}="${theme}"]`;

/**
 * A frame whose colour scheme differs from its host's is painted opaque by the browser, so a forced
 * theme says its scheme on the document too, and the corners show the host's page behind them.
 */
export const EMBED_STYLE = [
  `.embed{${LIGHT}}`,
  `${root("dark")}{${DARK}}`,
  `@media (prefers-color-scheme:dark){${root("auto")}{${DARK}}}`,
  `html:has(${root("light")}){color-scheme:light}`,
  `html:has(${root("dark")}){color-scheme:dark}`,
  ".embed :focus-visible{outline-color:var(--e-focus)}",
  // Without storage a vote could not be remembered: the buttons give way to links to the site.
  ".embed:not([data-no-storage]) .embed-elsewhere,.embed[data-no-storage] .embed-here{display:none}",
].join("\n");
