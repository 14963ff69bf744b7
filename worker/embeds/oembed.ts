import { type Context, Hono } from "hono";
import { embedSize, embedSnippet, OEMBED_CACHE_AGE } from "#domain/embed.ts";
import { OEMBED_PATH } from "#domain/embed-paths.ts";
import { type EmbeddedQuestion, oembedQuerySchema, questionOfUrl } from "#domain/embed-query.ts";
import { localePath } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import type { Question } from "#domain/question.ts";
import { firstMessage } from "#domain/schemas.ts";
import { PREVIEW_SIZE, questionPreviewPath } from "#domain/share-images.ts";
import { failure, onError } from "#worker/api/errors.ts";
import { currentBuild } from "#worker/http/current-build.ts";
import { serveShared } from "#worker/http/edge-cache.ts";
import { readLimitedBody } from "#worker/http/read-body.ts";
import { inLocale } from "#worker/http/request-locale.ts";
import { siteOrigin } from "#worker/http/site-origin.ts";
import { type AppContext, requestAppContext } from "#worker/services/context.ts";
import { ServiceError } from "#worker/services/errors.ts";
import { getQuestion } from "#worker/services/questions.ts";

// The oEmbed provider (oembed.com, type "rich"): given a question page's address, the HTML that
// embeds it (domain/embed.ts), its size within the consumer's limits, and the question's preview
// picture. Answers in the API's JSON error shape; docs/embeds.md lists every answer.

type OembedContext = Context<{ Bindings: Cloudflare.Env }>;

/** Public, cookie-free data: an editor's page may ask for it from the browser too. */
const ANYONE = { "Access-Control-Allow-Origin": "*" };

/**
 * Whether the preview picture fits the consumer's limits (oEmbed asks thumbnails to respect them
 * too); there is only the one size, so a smaller limit gets none.
 */
const thumbnailFits = (maxWidth?: number, maxHeight?: number) =>
  (maxWidth ?? Infinity) >= PREVIEW_SIZE.width && (maxHeight ?? Infinity) >= PREVIEW_SIZE.height;

/** The answer at the default size, with the picture: what one read of the question gives. */
async function answer(c: OembedContext, app: AppContext, origin: string, asked: EmbeddedQuestion) {
  let question: Question;
  try {
    ({ question } = await getQuestion(app, { slug: asked.slug }));
  } catch (error) {
    // Answered, not thrown, so the edge cache drops a copy of a question hidden since.
    if (error instanceof ServiceError) return failure(c, error.status, error.message);
    throw error;
  }
  const size = embedSize();
  return c.json(
    {
      version: "1.0",
      type: "rich",
      title: question.questionText,
      provider_name: m.site_name(),
      provider_url: `${origin}${localePath("/", asked.locale)}`,
      html: embedSnippet({ origin, ...asked, questionText: question.questionText, ...size }),
      ...size,
      thumbnail_url: `${origin}${questionPreviewPath(question)}`,
      thumbnail_width: PREVIEW_SIZE.width,
      thumbnail_height: PREVIEW_SIZE.height,
      cache_age: OEMBED_CACHE_AGE,
    },
    200,
    ANYONE,
  );
}

type Limits = { maxwidth?: number; maxheight?: number };

/** The shared answer made to fit the consumer's limits: the frame's size, and the picture if it fits. */
async function fitted(shared: Response, origin: string, asked: EmbeddedQuestion, limits: Limits) {
  const size = embedSize(limits.maxwidth, limits.maxheight);
  const picture = thumbnailFits(limits.maxwidth, limits.maxheight);
  const natural = embedSize();
  if (shared.status !== 200 || (picture && size.width === natural.width && size.height === natural.height))
    return shared;
  const { thumbnail_url, thumbnail_width, thumbnail_height, ...body } = (await shared.json()) as Record<
    string,
    unknown
  >;
  const html = embedSnippet({ origin, ...asked, questionText: String(body.title), ...size });
  const fit = {
    ...body,
    html,
    ...size,
    ...(picture && { thumbnail_url, thumbnail_width, thumbnail_height }),
  };
  const headers = new Headers(shared.headers);
  headers.delete("Content-Length");
  return new Response(JSON.stringify(fit), { status: 200, headers });
}

export const oembedApp = new Hono<{ Bindings: Cloudflare.Env }>();

oembedApp.get(OEMBED_PATH, async (c) => {
  const query = oembedQuerySchema.safeParse(c.req.query());
  if (query.success && query.data.format !== undefined && query.data.format !== "json")
    return failure(c, 501, m.embed_error_format(), { format: "json" });
  if (!query.success) return failure(c, 400, firstMessage(query.error));
  const { app } = requestAppContext(c.env, undefined);
  const origin = siteOrigin(app.config, c.req.raw);
  const asked = questionOfUrl(query.data.url, origin);
  if (!asked) {
    const example = `${origin}/question/would-you-rather-fly-or-be-invisible`;
    return failure(c, 400, m.embed_error_url_foreign({ example }));
  }
  // Shared like a page, one copy per question and language, sized for each consumer on the way
  // out: the shared-query list (worker/http/shared-query.ts) names what pages read, and a parameter
  // there would split every page's stored copy too, and no limit can make a read miss the cache.
  const shared = await serveShared(
    new Request(`${origin}${OEMBED_PATH}/${asked.locale}/${encodeURIComponent(asked.slug)}`),
    c.executionCtx,
    () => inLocale(asked.locale, () => answer(c, app, origin, asked)),
    await currentBuild(),
  );
  return fitted(shared, origin, asked, query.data);
});

/** Anything but a GET is refused, its body read first (see worker/http/read-body.ts). */
oembedApp.all(OEMBED_PATH, async (c) => {
  await readLimitedBody(c.req.raw, 0);
  c.header("Allow", "GET");
  return failure(c, 405, m.embed_error_method());
});

oembedApp.onError(onError);
