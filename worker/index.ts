import { createRequestHandler, type RequestHandler, RouterContextProvider } from "react-router";
import { isEmbedPath, OEMBED_PATH } from "#domain/embed-paths.ts";
import { baseLocale, type Locale } from "#domain/locale.ts";
import { apiApp } from "#worker/api/app.ts";
import { withEmbedTheme } from "#worker/embeds/embed-theme.ts";
import { oembedApp } from "#worker/embeds/oembed.ts";
import {
  CSP,
  cspNonceContext,
  isDocument,
  newNonce,
  noncePolicy,
} from "#worker/http/content-security-policy.ts";
import { currentBuild } from "#worker/http/current-build.ts";
import {
  isShareable,
  markPrivate,
  serveShared,
  sharedRequest,
  withoutInternalHeaders,
} from "#worker/http/edge-cache.ts";
import { refuseForeignPagePost } from "#worker/http/foreign-page-post.ts";
import { refuseInsecure } from "#worker/http/insecure-requests.ts";
import { sharedPageForVoter, withoutCookies } from "#worker/http/personal-from-shared.ts";
import { apiLocale, inLocale, pageLocale } from "#worker/http/request-locale.ts";
import { withLowPriorityScripts } from "#worker/http/script-priority.ts";
import { withSecurityHeaders } from "#worker/http/security-headers.ts";
import { redirectToSiteOrigin } from "#worker/http/site-origin.ts";
import { isRoomPath, roomSocketPath } from "#worker/rooms/room-paths.ts";
import { openRoomSocket } from "#worker/rooms/room-socket.ts";
import { runDailyCleanup } from "#worker/services/retention.ts";
import { isPicturePath, pictureApp } from "#worker/share-cards/app.ts";
import { readConfig } from "./config";

export { Room } from "#worker/rooms/room.ts";
export { QuestionVotes } from "#worker/votes/question-votes.ts";

const loadBuild = () => import("virtual:react-router/server-build");
const hotReloadingPages = createRequestHandler(loadBuild, import.meta.env.MODE);
let builtPages: RequestHandler | undefined;

/**
 * Given a function, React Router flattens and ranks every route again on each request, so that the
 * dev server can swap the build; that was a tenth of a page's CPU. A production build never
 * changes, so it gets a handler made once per isolate from the build itself.
 */
async function pages(request: Request): Promise<Response> {
  if (import.meta.env.DEV) {
    // No nonce: Vite's own inline scripts have none, so dev pages get a policy without script rules.
    const context = new RouterContextProvider();
    context.set(cspNonceContext, undefined);
    return hotReloadingPages(request, context);
  }
  builtPages ??= createRequestHandler(await loadBuild(), import.meta.env.MODE);
  // Each render gets its own nonce for its inline scripts (app/entry.server.tsx gives it to React).
  const nonce = newNonce();
  const context = new RouterContextProvider();
  context.set(cspNonceContext, nonce);
  const response = await builtPages(request, context);
  if (!isDocument(response.headers)) return response;
  response.headers.set(CSP, noncePolicy(nonce));
  return withLowPriorityScripts(response);
}

function isApiPath(pathname: string): boolean {
  return pathname === "/health" || pathname === "/api" || pathname.startsWith("/api/");
}

/**
 * Anything but the health check (which must always reach D1), the account endpoints (answers
 * about a session, even "none", are never anyone else's) and rooms (their own cookies, live state)
 * may be shared when the visitor is anonymous.
 */
function mayShare(request: Request, pathname: string): boolean {
  return (
    pathname !== "/health" &&
    !pathname.startsWith("/api/auth/") &&
    !isRoomPath(pathname) &&
    isShareable(request)
  );
}

async function route(
  request: Request,
  pathname: string,
  env: Cloudflare.Env,
  ctx: ExecutionContext,
): Promise<Response> {
  // Pictures keep their own long-lived cache under versioned URLs (worker/share-cards/picture-cache.ts).
  if (isPicturePath(pathname)) return pictureApp.fetch(request, env, ctx);
  // The oEmbed answer keeps its own shared copies, keyed by what it depends on (worker/embeds/oembed.ts).
  if (pathname === OEMBED_PATH) return oembedApp.fetch(request, env, ctx);
  const socket = roomSocketPath(pathname);
  if (socket) return openRoomSocket(request, env, socket);
  const api = isApiPath(pathname);
  // The API refuses other websites' writes itself, in its JSON error shape (worker/api/same-origin-json.ts).
  const refused = api ? undefined : await refuseForeignPagePost(request);
  if (refused) return refused;
  // Every method goes through: a GET-only route would silently drop form posts to actions.
  const handle = (answered = request) => (api ? apiApp.fetch(answered, env, ctx) : pages(answered));
  if (mayShare(request, pathname)) {
    const shared = sharedRequest(request);
    return serveShared(shared, ctx, () => handle(shared), await currentBuild());
  }
  // Only pages tell this worker things in headers (INTERNAL_HEADERS): an API answer has none to remove.
  if (api) return markPrivate(await handle());
  const renderShared = () => pages(withoutCookies(sharedRequest(request)));
  // An embed's page says nothing of what on it is personal, so a voter's is a render of their own.
  const shared =
    isRoomPath(pathname) || isEmbedPath(pathname)
      ? undefined
      : await sharedPageForVoter(request, env, ctx, await currentBuild(), renderShared);
  return shared ?? markPrivate(withoutInternalHeaders(await handle()));
}

/** The API's language; an unknown `?lang` is answered (in English) by the API's own 400. */
function answerLanguage(url: URL, request: Request): Locale {
  const asked = apiLocale(url, request);
  return "locale" in asked ? asked.locale : baseLocale;
}

/**
 * An API request names its language in its query, however it asked (header or parameter), so a
 * shared answer is stored per language without `Vary: Accept-Language`: English under the plain
 * address, Chinese under `?lang=zh`. An unknown `?lang` is left for the API to refuse.
 */
function withLanguage(request: Request, url: URL, locale: Locale): Request {
  const asked = url.searchParams.get("lang");
  if (asked !== null && asked !== locale) return request;
  const named = new URL(url);
  if (locale === baseLocale) named.searchParams.delete("lang");
  else named.searchParams.set("lang", locale);
  return named.search === url.search ? request : new Request(named, request);
}

/** A broken configuration is reported by the handlers, in their own error shapes; here it only means "no redirect". */
function configuredSiteUrl(env: Cloudflare.Env): string | undefined {
  try {
    return readConfig(env).siteUrl;
  } catch {
    return undefined;
  }
}

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    const api = isApiPath(url.pathname);
    const siteUrl = configuredSiteUrl(env);
    const locale = api ? answerLanguage(url, request) : pageLocale(url);
    const answer = await inLocale(
      locale,
      async () =>
        (await refuseInsecure(request, siteUrl, api)) ??
        redirectToSiteOrigin(request, siteUrl, api) ??
        (await route(api ? withLanguage(request, url, locale) : request, url.pathname, env, ctx)),
    );
    // Only an embed may be framed by other websites; it wears the theme its host asked for.
    const framable = isEmbedPath(url.pathname);
    return withSecurityHeaders(
      url.protocol === "https:",
      framable ? withEmbedTheme(answer, url) : answer,
      framable,
    );
  },
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runDailyCleanup(env, new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<Cloudflare.Env>;
