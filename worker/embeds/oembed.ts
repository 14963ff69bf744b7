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
type Size = { width: number; height: number };

/** Public, cookie-free data: an editor's page may ask for it from the browser too. */
const ANYONE = { "Access-Control-Allow-Origin": "*" };

/**
 * Whether the preview picture fits the consumer's limits (oEmbed asks thumbnails to respect them
 * too); there is only the one size, so a smaller limit gets none.
 */
const thumbnailFits = (maxWidth?: number, maxHeight?: number) =>
  (maxWidth ?? Infinity) >= PREVIEW_SIZE.width && (maxHeight ?? Infinity) >= PREVIEW_SIZE.height;

type Shape = { size: Size; thumbnail: boolean };

async function answer(
  c: OembedContext,
  app: AppContext,
  origin: string,
  asked: EmbeddedQuestion,
  shape: Shape,
) {
  let question: Question;
  try {
    ({ question } = await getQuestion(app, { slug: asked.slug }));
  } catch (error) {
    // Answered, not thrown, so the edge cache drops a copy of a question hidden since.
    if (error instanceof ServiceError) return failure(c, error.status, error.message);
    throw error;
  }
  const picture = shape.thumbnail && {
    thumbnail_url: `${origin}${questionPreviewPath(question)}`,
    thumbnail_width: PREVIEW_SIZE.width,
    thumbnail_height: PREVIEW_SIZE.height,
  };
  return c.json(
    {
      version: "1.0",
      type: "rich",
      title: question.questionText,
      provider_name: m.site_name(),
      provider_url: `${origin}${localePath("/", asked.locale)}`,
      html: embedSnippet({ origin, ...asked, questionText: question.questionText, ...shape.size }),
      ...shape.size,
      ...picture,
      cache_age: OEMBED_CACHE_AGE,
    },
    200,
    ANYONE,
  );
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
  const { maxwidth, maxheight } = query.data;
  const shape = { size: embedSize(maxwidth, maxheight), thumbnail: thumbnailFits(maxwidth, maxheight) };
  // Shared like a page, under a key naming all the answer depends on once read: the shared-query
  // list (worker/http/shared-query.ts) names what pages read, and a parameter there would split
  // every page's stored copy too. The limits come down to a few sizes, so they cannot bust it.
  const { width, height } = shape.size;
  const named = `${asked.locale}/${encodeURIComponent(asked.slug)}/${width}x${height}${shape.thumbnail ? "-picture" : ""}`;
  return serveShared(
    new Request(`${origin}${OEMBED_PATH}/${named}`),
    c.executionCtx,
    () => inLocale(asked.locale, () => answer(c, app, origin, asked, shape)),
    await currentBuild(),
  );
});

/** Anything but a GET is refused, its body read first (see worker/http/read-body.ts). */
oembedApp.all(OEMBED_PATH, async (c) => {
  await readLimitedBody(c.req.raw, 0);
  c.header("Allow", "GET");
  return failure(c, 405, m.embed_error_method());
});

oembedApp.onError(onError);
