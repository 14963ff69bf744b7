import { env, SELF } from "cloudflare:test";
import { decode } from "fast-png";
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { cardPath, pagePreviewPath, questionPreviewPath } from "#domain/share-images.ts";
import { inLocale } from "#worker/http/request-locale.ts";
import { api, BASE, firstQuestion, type Json, postJson } from "./helpers";

// Set in vitest.workers.config.ts: every absolute link, the QR code's included, uses it.
const SITE = "https://wyr.example";
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function get(path: string, headers: Record<string, string> = {}) {
  return SELF.fetch(`${BASE}${path}`, { headers, redirect: "manual" });
}

/** The versioned URL a picture's plain URL redirects to, as a path. */
async function versionedPath(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("Location") ?? "", BASE);
  expect(location.searchParams.get("v")).toMatch(/^[0-9a-z]+$/);
  return `${location.pathname}${location.search}`;
}

async function png(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("image/png");
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
  return { bytes, image: decode(bytes) };
}

/** RGBA pixels of a decoded PNG, whatever channel layout it was stored in. */
function rgba(image: ReturnType<typeof decode>): Uint8ClampedArray {
  const { width, height, channels, data } = image;
  if (channels === 4) return new Uint8ClampedArray(data);
  const out = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    out.set([data[i * channels] ?? 0, data[i * channels + 1] ?? 0, data[i * channels + 2] ?? 0, 255], i * 4);
  }
  return out;
}

async function insertQuestion(fields: Json) {
  const id = fields.id as string;
  await env.DB.prepare(
    `insert into questions (id, slug, question_text, option_a, option_b, category, status, dedupe_key, created_at, published_at)
     values (?, ?, ?, ?, ?, 'Funny', ?, ?, ?, ?)`,
  )
    .bind(
      id,
      fields.slug,
      fields.text,
      fields.a,
      fields.b,
      fields.status,
      `key-${id}`,
      Date.now(),
      Date.now(),
    )
    .run();
}

describe("a question's share card", () => {
  it("is a 1200x900 PNG whose QR code opens the question on the site's own origin", async () => {
    const question = await firstQuestion();
    const path = await versionedPath(`/question/${question.slug}/card.png`);
    expect(path).toMatch(new RegExp(`^/question/${question.slug}/card\\.png\\?v=`));
    const { image } = await png(await get(path));
    expect([image.width, image.height]).toEqual([1200, 900]);
    const code = jsQR(rgba(image), image.width, image.height);
    expect(code?.data).toBe(`${SITE}/question/${question.slug}`);
  });

  it("is drawn once: the next request is a cache hit with the same bytes, and a known ETag gets 304", async () => {
    const question = await firstQuestion("Deep");
    const path = await versionedPath(`/question/${question.slug}/card.png`);
    const first = await get(path);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    expect(first.headers.get("Server-Timing")).toMatch(/^render;dur=/);
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const firstBytes = (await png(first)).bytes;

    const second = await get(path);
    expect(second.headers.get("X-Cache")).toBe("HIT");
    expect(second.headers.get("Server-Timing")).toBeNull();
    expect((await png(second)).bytes).toEqual(firstBytes);

    const etag = first.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^"card-[0-9a-z]+"$/);
    const revalidated = await get(path, { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.arrayBuffer()).toHaveProperty("byteLength", 0);
  });

  it("gets a new URL when a vote moves the rounded percentages, and old versions redirect to it", async () => {
    const question = await firstQuestion("Hard");
    const before = await versionedPath(`/question/${question.slug}/card.png`);
    const vote = await postJson(`/api/questions/${question.id}/vote`, { option: "A" });
    expect(vote.status).toBe(200);
    const after = await versionedPath(`/question/${question.slug}/card.png`);
    expect(after).not.toBe(before);
    const stale = await get(before);
    expect(stale.status).toBe(302);
    expect(stale.headers.get("Location")).toBe(after);
  });

  it("answers 404 for unknown slugs and for questions that are not published", async () => {
    expect((await get("/question/no-such-question-here/card.png")).status).toBe(404);
    expect((await get("/question/no-such-question-here/og.png?v=abc")).status).toBe(404);
    expect((await get("/question/bad%20slug!/card.png")).status).toBe(404);
    await insertQuestion({
      id: "pendingpicture01",
      slug: "pending-picture-question",
      text: "Would you rather see this before review or after?",
      a: "Before",
      b: "After",
      status: "pending",
    });
    const pending = await get("/question/pending-picture-question/card.png");
    expect(pending.status).toBe(404);
    expect(((await pending.json()) as Json).success).toBe(false);
  });

  it("draws the longest question and options the limits allow, with emoji, without the network", async () => {
    const text = `Would you rather ${"🐉 ride a dragon over ".repeat(8)}`.slice(0, 199).concat("?");
    await insertQuestion({
      id: "longpicture00001",
      slug: "long-picture-question",
      text,
      a: `${"Fly 🚀 ".repeat(20)}`.slice(0, 100),
      b: `${"Swim with dolphins ".repeat(8)}`.slice(0, 100),
      status: "published",
    });
    for (const [kind, size] of [
      ["card", [1200, 900]],
      ["og", [1200, 630]],
    ] as const) {
      const path = await versionedPath(`/question/long-picture-question/${kind}.png`);
      const { image } = await png(await get(path));
      expect([image.width, image.height]).toEqual(size);
    }
  });
});

describe("social previews", () => {
  it("a question's is 1200x630", async () => {
    const question = await firstQuestion("Movie");
    const { image } = await png(await get(await versionedPath(`/question/${question.slug}/og.png`)));
    expect([image.width, image.height]).toEqual([1200, 630]);
  });

  it("home, category and landing pages have their own, and unknown pages none", async () => {
    for (const path of ["/og/home.png", "/og/category/Kids.png", "/og/would-you-rather-for-kids.png"]) {
      const response = await get(path);
      const { image } = await png(response);
      expect([image.width, image.height], path).toEqual([1200, 630]);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
    }
    for (const path of [
      "/og/category/Nope.png",
      "/og/category/kids.png",
      "/og/not-a-page.png",
      "/og/x/y.png",
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

/** A published question as a visitor wrote it, in `language`, in the Funny category. */
async function insertWritten(
  id: string,
  slug: string,
  language: "en" | "zh",
  text: string,
  a: string,
  b: string,
) {
  await env.DB.prepare(
    `insert into questions (id, slug, question_text, option_a, option_b, category, status, dedupe_key, created_at, published_at, language)
     values (?, ?, ?, ?, ?, 'Funny', 'published', ?, ?, ?, ?)`,
  )
    .bind(id, slug, text, a, b, `key-${id}`, Date.now(), Date.now(), language)
    .run();
}

/** The picture at a question's plain picture URL, following its redirect to the current version. */
async function picture(path: string) {
  const versioned = await versionedPath(path);
  const response = await get(versioned);
  return { versioned, response, ...(await png(response)) };
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

describe("Chinese pictures", () => {
  it("a question's card and preview under /zh/ are PNGs of their sizes, in Chinese, whose QR code opens the Chinese page", async () => {
    const question = await firstQuestion("Food");
    const zhCard = await picture(`/zh/question/${question.slug}/card.png`);
    expect(zhCard.versioned).toMatch(new RegExp(`^/zh/question/${question.slug}/card\\.png\\?v=`));
    expect([zhCard.image.width, zhCard.image.height]).toEqual([1200, 900]);
    expect(jsQR(rgba(zhCard.image), 1200, 900)?.data).toBe(`${SITE}/zh/question/${question.slug}`);
    const enCard = await picture(`/question/${question.slug}/card.png`);
    expect(enCard.versioned.replace(/\?v=.*/, "")).toBe(`/question/${question.slug}/card.png`);
    expect(sameBytes(zhCard.bytes, enCard.bytes)).toBe(false);

    const zhPreview = await picture(`/zh/question/${question.slug}/og.png`);
    expect([zhPreview.image.width, zhPreview.image.height]).toEqual([1200, 630]);
    const enPreview = await picture(`/question/${question.slug}/og.png`);
    expect(sameBytes(zhPreview.bytes, enPreview.bytes)).toBe(false);
  });

  it("are cached apart from the English ones, with their own ETag", async () => {
    const question = await firstQuestion("Travel");
    const en = await versionedPath(`/question/${question.slug}/og.png`);
    const zh = await versionedPath(`/zh/question/${question.slug}/og.png`);
    const enFirst = await get(en);
    expect(enFirst.headers.get("X-Cache")).toBe("MISS");
    const enTag = enFirst.headers.get("ETag") ?? "";
    const zhFirst = await get(zh);
    expect(zhFirst.headers.get("X-Cache")).toBe("MISS");
    const zhTag = zhFirst.headers.get("ETag") ?? "";
    expect(enTag).toMatch(/^"og-[0-9a-z]+"$/);
    expect(zhTag).toMatch(/^"og-zh-[0-9a-z]+"$/);
    expect((await get(zh)).headers.get("X-Cache")).toBe("HIT");
    expect((await get(zh, { "If-None-Match": zhTag })).status).toBe(304);
    // The English picture's ETag is not the Chinese one's, even for the same version.
    const withVersionOfOther = `/zh/question/${question.slug}/og.png?v=${new URL(en, BASE).searchParams.get("v")}`;
    expect((await get(withVersionOfOther, { "If-None-Match": enTag })).status).not.toBe(304);
    expect((await get(en)).headers.get("X-Cache")).toBe("HIT");
  });

  it("answer 404 for unknown questions and pages", async () => {
    for (const path of [
      "/zh/question/no-such-question-here/card.png",
      "/zh/question/no-such-question-here/og.png?v=abc",
      "/zh/og/category/Nope.png",
      "/zh/og/not-a-page.png",
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it("home, category and landing previews have Chinese twins", async () => {
    for (const path of ["/og/home.png", "/og/category/Kids.png", "/og/would-you-rather-for-kids.png"]) {
      const zh = await get(`/zh${path}`);
      const { image, bytes } = await png(zh);
      expect([image.width, image.height], path).toEqual([1200, 630]);
      expect(zh.headers.get("ETag"), path).toMatch(/^"page-zh-/);
      const en = await png(await get(path));
      expect(sameBytes(bytes, en.bytes), path).toBe(false);
    }
  });

  it("draws Chinese text with its glyphs, and a character the font lacks as 虚缺号 □", async () => {
    const text = "你宁愿会飞还是会隐身？";
    await insertWritten("zhpicture0000001", "zh-picture-glyphs", "zh", text, "会飞", "会隐身");
    // The same picture if every character were missing: boxes where the glyphs should be.
    const boxes = (s: string) => s.replace(/\p{Script=Han}/gu, "□");
    await insertWritten(
      "zhpicture0000002",
      "zh-picture-boxes",
      "zh",
      boxes(text),
      boxes("会飞"),
      boxes("会隐身"),
    );
    // 龘 (U+9F98) is not among the font's characters: drawn as the box, the rest as it is.
    await insertWritten("zhpicture0000003", "zh-picture-rare", "zh", "你宁愿会飞还是会龘？", "会飞", "会龘");
    await insertWritten("zhpicture0000004", "zh-picture-marked", "zh", "你宁愿会飞还是会□？", "会飞", "会□");
    const glyphs = await picture("/zh/question/zh-picture-glyphs/og.png");
    const allBoxes = await picture("/zh/question/zh-picture-boxes/og.png");
    expect(sameBytes(glyphs.bytes, allBoxes.bytes)).toBe(false);
    const rare = await picture("/zh/question/zh-picture-rare/og.png");
    const marked = await picture("/zh/question/zh-picture-marked/og.png");
    expect(sameBytes(rare.bytes, marked.bytes)).toBe(true);
    // A question written in Chinese draws in Chinese on the English picture too (English words around it).
    const english = await picture("/question/zh-picture-glyphs/og.png");
    const englishBoxes = await picture("/question/zh-picture-boxes/og.png");
    expect(sameBytes(english.bytes, englishBoxes.bytes)).toBe(false);
    expect(sameBytes(english.bytes, glyphs.bytes)).toBe(false);
  });

  it("the pages' links (domain/share-images.ts) name the versions the worker draws, in each language", async () => {
    for (const lang of ["en", "zh"] as const) {
      const { body } = await api(`/api/questions?category=Sports&limit=1&lang=${lang}`);
      const question = body.data[0];
      // As a page in that language renders them.
      const paths = inLocale(lang, () => [cardPath(question), questionPreviewPath(question)]);
      for (const path of paths) {
        expect(path.startsWith(lang === "zh" ? "/zh/question/" : "/question/"), path).toBe(true);
        expect((await get(path)).status, path).toBe(200);
      }
      expect(pagePreviewPath("/category/Kids", lang)).toBe(
        lang === "zh" ? "/zh/og/category/Kids.png" : "/og/category/Kids.png",
      );
    }
  });
});
