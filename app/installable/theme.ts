// The colours the browser and an installed app paint around the site: its indigo in light mode,
// the dark page's own background in dark mode (app.css, root layout), and the light page behind the splash.

export const THEME_COLOURS = { light: "#4338ca", dark: "#020617" } as const;
export const SPLASH_BACKGROUND = "#f8fafc";

export const ICONS = {
  any192: "/assets/icons/icon-192.png",
  any512: "/assets/icons/icon-512.png",
  maskable512: "/assets/icons/icon-maskable-512.png",
  apple: "/assets/icons/apple-touch-icon.png",
} as const;

/** Each language's manifest, at the same path under its prefix. */
export const MANIFEST_PATH = "/manifest.webmanifest";
