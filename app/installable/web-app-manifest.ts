import { SUBMIT_PATH } from "#app/lib/categories.ts";
import { HTML_LANG, type Locale, localePath } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { ICONS, SPLASH_BACKGROUND, THEME_COLOURS } from "./theme";

/**
 * The web app manifest of one language. Each language is an app of its own (its `id` is its home),
 * opening on its own home page, with the whole site in scope so links to the other language stay in
 * the app. Texts come from the messages, in `locale` whatever page is being answered.
 */
export function webAppManifest(locale: Locale) {
  const home = localePath("/", locale);
  const text = { locale };
  return {
    id: home,
    name: m.site_name({}, text),
    short_name: m.app_short_name({}, text),
    description: m.home_meta_description({}, text),
    lang: HTML_LANG[locale],
    dir: "ltr",
    start_url: home,
    scope: "/",
    display: "standalone",
    orientation: "any",
    theme_color: THEME_COLOURS.light,
    background_color: SPLASH_BACKGROUND,
    categories: ["entertainment", "games", "kids"],
    icons: [
      { src: ICONS.any192, sizes: "192x192", type: "image/png", purpose: "any" },
      { src: ICONS.any512, sizes: "512x512", type: "image/png", purpose: "any" },
      { src: ICONS.maskable512, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [
      {
        name: m.app_shortcut_play({}, text),
        description: m.app_shortcut_play_description({}, text),
        url: localePath("/play", locale),
        icons: [{ src: ICONS.any192, sizes: "192x192", type: "image/png" }],
      },
      {
        name: m.app_shortcut_submit({}, text),
        description: m.app_shortcut_submit_description({}, text),
        url: localePath(SUBMIT_PATH, locale),
        icons: [{ src: ICONS.any192, sizes: "192x192", type: "image/png" }],
      },
    ],
  };
}
