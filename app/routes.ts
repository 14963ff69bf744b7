import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home/home.tsx"),
  route("would-you-rather-questions", "routes/questions/questions.tsx"),
  route("questions", "routes/questions/questions-redirect.tsx"),
  route("category/:categoryName", "routes/category/category.tsx"),
  route("question/:slug", "routes/question/question.tsx"),
  route("question/:slug/share", "share-cards/question-share.tsx"),
  route("question/:slug/report", "moderation/question-report.tsx"),
  route("play", "play/play.tsx"),
  route("play/:slug", "play/play-question.tsx"),
  // Rooms: the host starts one and shows its screen; players join with the code on their phones.
  route("rooms/new", "rooms/rooms-new.tsx"),
  route("rooms/:code/host", "rooms/room-host.tsx"),
  route("r", "rooms/room-join.tsx"),
  route("r/:code", "rooms/room-play.tsx"),
  route("submit-would-you-rather-question", "submissions/submit.tsx"),
  route("submission/:token", "submissions/submission-status.tsx"),

  // Audience landing pages share one module; the path picks the copy.
  route("would-you-rather-for-kids", "routes/landing/landing.tsx", { id: "landing-kids" }),
  route("would-you-rather-for-adults", "routes/landing/landing.tsx", { id: "landing-adults" }),
  route("would-you-rather-movie-questions", "routes/landing/landing.tsx", { id: "landing-movie" }),
  route("spicy-would-you-rather-questions", "routes/landing/landing.tsx", { id: "landing-spicy" }),

  route("about", "routes/pages/about.tsx"),
  route("community-guidelines", "routes/pages/community-guidelines.tsx"),
  route("privacy-policy", "routes/pages/privacy-policy.tsx"),
  route("terms-of-service", "routes/pages/terms-of-service.tsx"),
  route("contact", "routes/pages/contact.tsx"),
  route("pricing", "routes/pages/pricing.tsx"),
  route("design-demo", "routes/pages/design-demo.tsx"),

  route("sign-in", "accounts/sign-in.tsx"),
  route("sign-out", "accounts/sign-out.ts"),
  route("auth/confirm", "accounts/auth-confirm.tsx"),
  route("auth/callback", "accounts/auth-callback.ts"),
  route("reset-password", "accounts/reset-password.tsx"),
  route("settings", "accounts/settings.tsx"),
  route("activity", "accounts/activity.tsx"),
  // Moderators only: everyone else gets the site's 404 on every page and action (moderation/guard.server.ts).
  route("moderate", "moderation/layout.tsx", [
    index("moderation/queue.tsx"),
    route("reports", "moderation/reports.tsx"),
    route("inbox", "moderation/inbox.tsx"),
    route("log", "moderation/log.tsx"),
  ]),
  // Development only: a 404 unless MAILBOX=on.
  route("dev/mailbox", "accounts/dev-mailbox.tsx"),

  // Resource routes for crawlers: plain text and XML, no page around them.
  route("robots.txt", "routes/crawlers/robots.ts"),
  route("sitemap.xml", "routes/crawlers/sitemap.ts"),
  route("sitemaps/:file", "routes/crawlers/sitemap-part.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
