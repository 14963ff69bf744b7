import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("would-you-rather-questions", "routes/questions.tsx"),
  route("questions", "routes/questions-redirect.tsx"),
  route("category/:categoryName", "routes/category.tsx"),
  route("question/:slug", "routes/question.tsx"),
  route("question/:slug/share", "routes/question-share.tsx"),
  route("question/:slug/report", "routes/question-report.tsx"),
  route("play", "routes/play.tsx"),
  route("play/:slug", "routes/play-question.tsx"),
  // Rooms: the host starts one and shows its screen; players join with the code on their phones.
  route("rooms/new", "routes/rooms-new.tsx"),
  route("rooms/:code/host", "routes/room-host.tsx"),
  route("r", "routes/room-join.tsx"),
  route("r/:code", "routes/room-play.tsx"),
  route("submit-would-you-rather-question", "routes/submit.tsx"),
  route("submission/:token", "routes/submission-status.tsx"),

  // Audience landing pages share one module; the path picks the copy.
  route("would-you-rather-for-kids", "routes/landing.tsx", { id: "landing-kids" }),
  route("would-you-rather-for-adults", "routes/landing.tsx", { id: "landing-adults" }),
  route("would-you-rather-movie-questions", "routes/landing.tsx", { id: "landing-movie" }),
  route("spicy-would-you-rather-questions", "routes/landing.tsx", { id: "landing-spicy" }),

  route("about", "routes/about.tsx"),
  route("community-guidelines", "routes/community-guidelines.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("contact", "routes/contact.tsx"),
  route("pricing", "routes/pricing.tsx"),
  route("design-demo", "routes/design-demo.tsx"),

  route("sign-in", "routes/sign-in.tsx"),
  route("sign-out", "routes/sign-out.ts"),
  route("auth/confirm", "routes/auth-confirm.tsx"),
  route("auth/callback", "routes/auth-callback.ts"),
  route("reset-password", "routes/reset-password.tsx"),
  route("settings", "routes/settings.tsx"),
  route("activity", "routes/activity.tsx"),
  // Moderators only: everyone else gets the site's 404 on every page and action (moderate/guard.server.ts).
  route("moderate", "routes/moderate/layout.tsx", [
    index("routes/moderate/queue.tsx"),
    route("reports", "routes/moderate/reports.tsx"),
    route("inbox", "routes/moderate/inbox.tsx"),
    route("log", "routes/moderate/log.tsx"),
  ]),
  // Development only: a 404 unless MAILBOX=on.
  route("dev/mailbox", "routes/dev-mailbox.tsx"),

  // Resource routes for crawlers: plain text and XML, no page around them.
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("sitemaps/:file", "routes/sitemap-part.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
