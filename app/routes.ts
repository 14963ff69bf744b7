import { index, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";

const pages: RouteConfigEntry[] = [
  index("routes/home/home.tsx"),
  route("would-you-rather-questions", "routes/questions/questions.tsx"),
  route("questions", "routes/questions/questions-redirect.tsx"),
  route("category/:categoryName", "routes/category/category.tsx"),
  route("question/:slug", "routes/question/question.tsx"),
  route("question/:slug/share", "share-cards/question-share.tsx"),
  route("question/:slug/report", "moderation/question-report.tsx"),
  // Bare, for other websites' frames (docs/embeds.md); the only pages that may be framed.
  route("embed/question/:slug", "embeds/embed-question.tsx"),
  route("play", "play/play.tsx"),
  route("play/:slug", "play/play-question.tsx"),
  // Rooms: the host starts one and shows its screen; players join with the code on their phones.
  route("rooms/new", "rooms/rooms-new.tsx"),
  route("rooms/:code/host", "rooms/room-host.tsx"),
  // The host's remote: paired from the host screen's secret link, then by its own cookie.
  route("rooms/:code/remote", "rooms/room-remote.tsx"),
  // A finished room's results for its host, at a private link kept for a month.
  route("rooms/summary/:key", "rooms/room-summary-page.tsx"),
  route("rooms/summary/:key/csv", "rooms/room-summary-csv.ts"),
  route("r", "rooms/room-join.tsx"),
  route("r/:code", "rooms/room-play.tsx"),
  route("submit-would-you-rather-question", "submissions/submit.tsx"),
  route("submission/:token", "submissions/submission-status.tsx"),

  // Audience landing pages share one module; the path picks the copy.
  route("would-you-rather-for-kids", "routes/landing/landing.tsx", { id: "landing-kids" }),
  route("would-you-rather-for-adults", "routes/landing/landing.tsx", { id: "landing-adults" }),
  route("would-you-rather-movie-questions", "routes/landing/landing.tsx", { id: "landing-movie" }),
  route("spicy-would-you-rather-questions", "routes/landing/landing.tsx", { id: "landing-spicy" }),
  // Intent pages: the same module, listing a tag's questions across categories (domain/landing-copy.ts).
  route("would-you-rather-questions-for-couples", "routes/landing/landing.tsx", { id: "landing-couples" }),
  route("would-you-rather-questions-for-teens", "routes/landing/landing.tsx", { id: "landing-teens" }),
  route("would-you-rather-questions-for-work", "routes/landing/landing.tsx", { id: "landing-work" }),
  route("would-you-rather-questions-for-the-classroom", "routes/landing/landing.tsx", {
    id: "landing-classroom",
  }),
  route("this-or-that-questions", "routes/landing/landing.tsx", { id: "landing-this-or-that" }),
  route("seasonal-would-you-rather-questions", "routes/landing/landing.tsx", { id: "landing-seasonal" }),
  route("would-you-rather-questions-for-the-classroom/print", "routes/classroom-print/classroom-print.tsx"),

  route("about", "routes/pages/about.tsx"),
  route("community-guidelines", "routes/pages/community-guidelines.tsx"),
  route("privacy-policy", "routes/pages/privacy-policy.tsx"),
  route("terms-of-service", "routes/pages/terms-of-service.tsx"),
  route("contact", "routes/pages/contact.tsx"),
  route("pricing", "routes/pages/pricing.tsx"),
  route("design-demo", "routes/pages/design-demo.tsx"),

  route("sign-in", "accounts/sign-in.tsx"),
  route("auth/confirm", "accounts/auth-confirm.tsx"),
  route("reset-password", "accounts/reset-password.tsx"),
  route("settings", "accounts/settings.tsx"),
  route("activity", "accounts/activity.tsx"),
  // Moderators only: everyone else gets the site's 404 on every page and action (moderation/guard.server.ts).
  route("moderate", "moderation/layout.tsx", [
    index("moderation/queue.tsx"),
    route("reports", "moderation/reports.tsx"),
    route("comments", "moderation/comments.tsx"),
    route("inbox", "moderation/inbox.tsx"),
    route("log", "moderation/log.tsx"),
  ]),
  // The installable app: each language's manifest, and the page shown offline for a page never opened.
  route("manifest.webmanifest", "installable/manifest.ts"),
  route("offline", "installable/offline.tsx"),
  route("*", "routes/not-found.tsx"),
];

/** React Router's own id for a route: its module's path without the extension. */
const idOf = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");

/** The same page in Chinese: the same module at the same path under /zh/, with an id of its own. */
function inChinese(entry: RouteConfigEntry, top = true): RouteConfigEntry {
  const children = entry.children?.map((child) => inChinese(child, false));
  if (!top) return { ...entry, id: `zh/${idOf(entry)}`, children };
  const path = entry.index ? "zh" : `zh/${entry.path}`;
  return { file: entry.file, id: `zh/${idOf(entry)}`, path, children };
}

export default [
  ...pages,
  ...pages.map((entry) => inChinese(entry)),
  // Only in English: the social sign-in's return address and the sign-out action, which send
  // people back to where they were, and the development mailbox (a 404 unless MAILBOX=on).
  route("auth/callback", "accounts/auth-callback.ts"),
  route("sign-out", "accounts/sign-out.ts"),
  route("dev/mailbox", "accounts/dev-mailbox.tsx"),

  // Resource routes for crawlers: plain text and XML, no page around them, both languages in one.
  route("robots.txt", "routes/crawlers/robots.ts"),
  route("sitemap.xml", "routes/crawlers/sitemap.ts"),
  route("sitemaps/:file", "routes/crawlers/sitemap-part.ts"),
] satisfies RouteConfig;
