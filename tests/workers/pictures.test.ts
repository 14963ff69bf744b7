import { env, SELF } from "cloudflare:test";
import { decode } from "fast-png";
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { BASE, firstQuestion, type Json, postJson } from "./helpers";

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
