import { type Context, Hono } from "hono";
import { z } from "zod";
import { categoryLabel } from "#domain/category-labels.ts";
import { landingCopyFor } from "#domain/landing-copy.ts";
import { getLocale, type Locale, localePath } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { slugSchema } from "#domain/schemas.ts";
import { SITE_NAME } from "#domain/seo.ts";
import {
  CARD_SIZE,
  cardPath,
  PREVIEW_SIZE,
  pictureVersion,
  questionPreviewPath,
} from "#domain/share-images.ts";
import { failure, onError } from "#worker/api/errors.ts";
import { findPublished } from "#worker/db/questions.ts";
import { readLimitedBody } from "#worker/http/read-body.ts";
import { siteOrigin } from "#worker/http/site-origin.ts";
import { findCategory } from "#worker/services/categories.ts";
import { type AppContext, requestAppContext } from "#worker/services/context.ts";
import { withLiveCountsOf } from "#worker/services/questions.ts";
import { coloursOf, SITE_COLOURS } from "./palette";
import { type CachedPicture, freshPicture, fromCache, notModified } from "./picture-cache";
import { PICTURE_WORDS } from "./words";

type PictureEnv = { Bindings: Cloudflare.Env };

/**
 * The drawing code (satori, resvg and their fonts) loads on the first picture this isolate draws:
 * loading it takes longer than a page's whole answer, and requests that draw nothing (every page,
 * every API call, a picture already cached) never need it.
 */
const drawing = () => import("./pictures");
type PictureContext = Context<PictureEnv>;

const YEAR = "public, max-age=31536000, immutable";
const DAY = "public, max-age=86400";
const versionSchema = z.string().regex(/^[0-9a-z]{1,8}$/);

const KINDS = {
  card: { path: cardPath, size: CARD_SIZE },
  og: { path: questionPreviewPath, size: PREVIEW_SIZE },
} as const;

function services(c: PictureContext) {
  const { app } = requestAppContext(c.env, undefined);
  return { app, origin: siteOrigin(app.config, c.req.raw) };
}

/**
 * The picture's language is its path's (/zh/... is Chinese), which worker/index.ts has already
 * made the request's: the question's text, the category and the messages all come in it.
 */
function pictureLanguage(): { locale: Locale; siteName: string; tag: string } {
  const locale = getLocale();
  // A Chinese picture's ETag says so: the same version could otherwise name both languages' pictures.
  return locale === "zh"
    ? { locale, siteName: m.site_name(), tag: "zh-" }
    : { locale, siteName: SITE_NAME, tag: "" };
}

/**
 * A question's card or preview. With the current version in the URL, a cached copy (or a 304) is
 * answered once one indexed read, made while the cache is asked, finds the question still
 * published; any other version, or none, is redirected to the current one, so a picture is only
 * ever stored under the URL that describes it.
 */
async function questionImage(c: PictureContext, kind: keyof typeof KINDS) {
  const slug = slugSchema.safeParse(c.req.param("slug"));
  if (!slug.success) return failure(c, 404, m.error_picture_no_question());
  const asked = versionSchema.safeParse(c.req.query("v"));
  const { app, origin } = services(c);
  const { locale, siteName, tag } = pictureLanguage();
  const picture = (v: string): CachedPicture => ({
    key: `${origin}${localePath(`/question/${slug.data}/${kind}.png`, locale)}?v=${v}`,
    etag: `"${kind}-${tag}${v}"`,
    cacheControl: YEAR,
  });
  const [row, early] = await Promise.all([
    findPublished(app.db, { slug: slug.data }),
    asked.success
      ? (notModified(c.req.raw, picture(asked.data)) ?? fromCache(picture(asked.data)))
      : undefined,
  ]);
  // A hidden or unpublished question's pictures go with it, even copies cached under their URL.
  if (!row) {
    await early?.body?.cancel();
    return failure(c, 404, m.error_picture_no_question());
  }
  if (early) return early;
  const { question } = await withLiveCountsOf(app, row);
  const current = pictureVersion(question);
  if (!asked.success || asked.data !== current) {
    return c.redirect(KINDS[kind].path(question), 302);
  }
  const category = await findCategory(app, question.category);
  const { questionPicture } = await drawing();
  const drawn = await questionPicture(kind, KINDS[kind].size, {
    question: { ...question, category: categoryLabel(question.category) },
    colours: coloursOf(category?.colorClass),
    siteName,
    url: `${origin}${localePath(`/question/${question.slug}`, locale)}`,
    host: new URL(origin).host,
    locale,
  });
  return freshPicture(picture(current), drawn.png, drawn.renderMs, c.executionCtx);
}

type PageText = { headline: string; line: string; badge?: string; colourClass?: string };

/** A page preview changes only with a deploy (its words come from the catalogue and the code). */
async function pageImage(
  c: PictureContext,
  path: string,
  text: (app: AppContext) => Promise<PageText | undefined>,
) {
  const { app, origin } = services(c);
  const { locale, siteName, tag } = pictureLanguage();
  const picture: CachedPicture = {
    key: `${origin}${localePath(`/og${path === "/" ? "/home" : path}.png`, locale)}?build=${encodeURIComponent(app.config.version)}`,
    etag: `"page-${tag}${app.config.version}-${path.replaceAll("/", "_")}"`,
    cacheControl: DAY,
  };
  const early = notModified(c.req.raw, picture) ?? (await fromCache(picture));
  if (early) return early;
  const found = await text(app);
  if (!found) return failure(c, 404, m.error_picture_no_preview());
  const { pagePicture } = await drawing();
  const drawn = await pagePicture(PREVIEW_SIZE, {
    headline: found.headline,
    line: found.line,
    badge: found.badge,
    colours: found.colourClass ? coloursOf(found.colourClass) : SITE_COLOURS,
    siteName,
    host: new URL(origin).host,
    locale,
  });
  return freshPicture(picture, drawn.png, drawn.renderMs, c.executionCtx);
}

/** The share card, the social previews, and the previews of the other pages. */
export const pictureApp = new Hono<PictureEnv>();
// Pictures are only ever fetched; a body sent anyway is read to its end before the refusal (an
// answer over an unread body made the local server's next request hang: worker/http/read-body.ts).
pictureApp.use(async (c, next) => {
  if (!c.req.raw.body) return next();
  await readLimitedBody(c.req.raw, 0);
  return failure(c, 405, m.error_picture_read_only());
});
/** The pictures' words in the request's language. */
const words = () => PICTURE_WORDS[getLocale()];

// Each picture twice: English at its path, Chinese under /zh/ (the language is the request's).
for (const prefix of ["", "/zh"]) {
  pictureApp.get(`${prefix}/question/:slug/card.png`, (c) => questionImage(c, "card"));
  pictureApp.get(`${prefix}/question/:slug/og.png`, (c) => questionImage(c, "og"));
  pictureApp.get(`${prefix}/og/home.png`, (c) =>
    pageImage(c, "/", async () =>
      getLocale() === "zh"
        ? { headline: words().homeHeadline, line: m.home_meta_description() }
        : {
            headline: words().homeHeadline,
            line: "Fun, family-friendly dilemmas for kids, adults and parties. Vote A or B and see what everyone picked.",
          },
    ),
  );
  pictureApp.get(`${prefix}/og/category/:file{[A-Za-z0-9-]+\\.png}`, (c) => {
    const name = c.req.param("file").replace(/\.png$/, "");
    return pageImage(c, `/category/${name}`, async (app) => {
      const category = await findCategory(app, name);
      if (!category || category.name !== name) return undefined;
      const label = categoryLabel(category.name);
      return {
        headline: words().categoryHeadline(label),
        line: category.description,
        badge: label,
        colourClass: category.colorClass,
      };
    });
  });
  pictureApp.get(`${prefix}/og/:file{[a-z-]+\\.png}`, (c) => {
    const path = `/${c.req.param("file").replace(/\.png$/, "")}`;
    return pageImage(c, path, async (app) => {
      const copy = landingCopyFor(path);
      if (!copy) return undefined;
      const category = await findCategory(app, copy.category);
      return { headline: copy.heading, line: copy.intro, colourClass: category?.colorClass };
    });
  });
}
pictureApp.notFound((c) => failure(c, 404, m.error_picture_not_found()));
pictureApp.onError(onError);

const PICTURE_PATH = /^(\/zh)?\/(question\/[^/]+\/(card|og)|og\/.+)\.png$/;

export function isPicturePath(pathname: string): boolean {
  return PICTURE_PATH.test(pathname);
}
