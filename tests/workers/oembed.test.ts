import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, type Json } from "./helpers";

// GET /oembed (worker/embeds/oembed.ts): the oEmbed "rich" answer for a question page of this site
// (SITE_URL is https://wyr.example in this suite), and every refusal in the API's error shape.

const SITE = "https://wyr.example";
const oembed = (query: Record<string, string>) => api(`/oembed?${new URLSearchParams(query)}`);

async function questionOf(category: string): Promise<Json> {
  const { body } = await api(`/api/questions?category=${category}&limit=1`);
  return body.data[0];
}

/** The one frame of the answer's HTML and its attributes, as a browser would read them. */
function frameOf(html: string) {
  const tag = html.match(/<iframe ([^>]*)><\/iframe>/)?.[1] ?? "";
  const attributes = Object.fromEntries(
    [...tag.matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
  );
  return attributes as Record<string, string>;
}

describe("the oEmbed answer for a question page", () => {
  it("is a rich embed: a blockquote with the question's link, then one frame of its embed page", async () => {
    const q = await questionOf("Funny");
    const { status, body, headers } = await oembed({ url: `${SITE}/question/${q.slug}`, format: "json" });
    expect(status).toBe(200);
    expect(headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(body).toMatchObject({
      version: "1.0",
      type: "rich",
      title: q.questionText,
      provider_name: "Would You Rather",
      provider_url: `${SITE}/`,
      width: 500,
      height: 360,
      thumbnail_width: 1200,
      thumbnail_height: 630,
      cache_age: 86400,
    });
    expect(body.thumbnail_url).toMatch(new RegExp(`^${SITE}/question/${q.slug}/og\\.png\\?v=[0-9a-z]+$`));
    expect(body.html).toMatch(
      /^<blockquote><a href="[^"]+">[^<]+<\/a><\/blockquote>\n<iframe [^>]+><\/iframe>$/,
    );
    expect(body.html).toContain(`<a href="${SITE}/question/${q.slug}">`);
    expect(body.html.match(/<iframe/g)).toHaveLength(1);
    const frame = frameOf(body.html);
    expect(frame).toMatchObject({ src: `${SITE}/embed/question/${q.slug}`, width: "500", height: "360" });
    expect(frame.title).toBe(`Would You Rather: ${q.questionText}`);
  });

  it("follows the language of the address: a /zh/ page embeds the Chinese embed with Chinese text", async () => {
    const q = await questionOf("Funny");
    const zh = await api(`/api/questions/${q.id}?lang=zh`);
    const { status, body } = await oembed({ url: `${SITE}/zh/question/${q.slug}` });
    expect(status).toBe(200);
    expect(body.title).toBe(zh.body.data.questionText);
    expect(body.title).not.toBe(q.questionText);
    expect(body.provider_name).toBe("你会选哪个");
    expect(body.provider_url).toBe(`${SITE}/zh/`);
    expect(body.thumbnail_url).toContain(`${SITE}/zh/question/${q.slug}/og.png`);
    expect(frameOf(body.html).src).toBe(`${SITE}/zh/embed/question/${q.slug}`);
    expect(frameOf(body.html).title).toBe(`你会选哪个：${zh.body.data.questionText}`);
  });

  it("keeps within maxwidth and maxheight, and leaves out a picture larger than them", async () => {
    const url = `${SITE}/question/${(await questionOf("Kids")).slug}`;
    const narrow = await oembed({ url, maxwidth: "320", maxheight: "300" });
    expect(narrow.body).toMatchObject({ width: 320, height: 300 });
    expect(frameOf(narrow.body.html)).toMatchObject({ width: "320", height: "300" });
    expect(narrow.body.thumbnail_url).toBeUndefined();
    const phone = await oembed({ url, maxwidth: "360" });
    expect(phone.body).toMatchObject({ width: 360, height: 440 });
    const wide = await oembed({ url, maxwidth: "2000", maxheight: "2000" });
    expect(wide.body).toMatchObject({ width: 500, height: 360, thumbnail_width: 1200 });
    // One shared copy serves every size, each answer made to fit its own limits.
    const again = await oembed({ url, maxwidth: "320", maxheight: "300" });
    expect(again.headers.get("X-Cache")).toBe("HIT");
    expect(again.body).toMatchObject({ width: 320, height: 300 });
    expect(again.body.thumbnail_url).toBeUndefined();
  });

  it("escapes the question's text in the HTML and in the frame's title", async () => {
    const text = `Would you rather "quote" </blockquote><script>alert(1)</script> or <b>bold</b> & 'more'?`;
    await env.DB.prepare(
      "insert into questions (id, slug, question_text, option_a, option_b, category, status, dedupe_key, created_at) values ('oembedxss', 'oembed-markup', ?, 'A', 'B', 'Funny', 'published', 'oembed-markup', 1)",
    )
      .bind(text)
      .run();
    const { status, body } = await oembed({ url: `${SITE}/question/oembed-markup` });
    expect(status).toBe(200);
    expect(body.title).toBe(text);
    expect(body.html).not.toContain("<script>");
    expect(body.html).not.toContain("<b>");
    expect(body.html).toContain("&lt;/blockquote&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(body.html.match(/<\/blockquote>/g)).toHaveLength(1);
    expect(frameOf(body.html).title).toBe(
      "Would You Rather: Would you rather &quot;quote&quot; &lt;/blockquote&gt;&lt;script&gt;alert(1)&lt;/script&gt; or &lt;b&gt;bold&lt;/b&gt; &amp; &#39;more&#39;?",
    );
  });

  it("is shared between callers from the edge cache", async () => {
    const url = `${SITE}/question/${(await questionOf("Food")).slug}`;
    const first = await oembed({ url, maxwidth: "480" });
    const second = await oembed({ url, maxwidth: "480", unread: "x" });
    expect(first.headers.get("X-Cache")).toBe("MISS");
    expect(second.headers.get("X-Cache")).toBe("HIT");
    expect(second.body).toEqual(first.body);
    expect(second.headers.get("Access-Control-Allow-Origin")).toBe("*");
  });
});

describe("the oEmbed endpoint refuses", () => {
  it("an unknown question, and a hidden one, with 404", async () => {
    const missing = await oembed({ url: `${SITE}/question/no-such-question-here` });
    expect(missing).toMatchObject({ status: 404, body: { success: false, error: "Question not found." } });
    const q = await questionOf("Travel");
    await env.DB.prepare("update questions set status = 'hidden' where id = ?").bind(q.id).run();
    const hidden = await oembed({ url: `${SITE}/question/${q.slug}` });
    expect(hidden).toMatchObject({ status: 404, body: { success: false, error: "Question not found." } });
    expect(hidden.headers.get("X-Cache")).toBeNull();
  });

  it("any format but JSON with 501", async () => {
    const q = await questionOf("Funny");
    const { status, body } = await oembed({ url: `${SITE}/question/${q.slug}`, format: "xml" });
    expect(status).toBe(501);
    expect(body).toMatchObject({ success: false, error: "Only format=json is served here." });
  });

  it("a missing, malformed or foreign url, and bad sizes, with 400 and a sentence", async () => {
    const q = await questionOf("Funny");
    const cases: Record<string, string>[] = [
      {},
      { url: "" },
      { url: "not a url" },
      { url: `https://evil.example/question/${q.slug}` },
      { url: `http://wyr.example/question/${q.slug}` },
      { url: `${SITE}/category/Funny` },
      { url: `${SITE}/question/${q.slug}/share` },
      { url: `${SITE}/question/%E0%A4%A` },
      { url: `${SITE}/question/${q.slug}`, maxwidth: "wide" },
      { url: `${SITE}/question/${q.slug}`, maxheight: "-3" },
    ];
    for (const query of cases) {
      const { status, body } = await oembed(query);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(body.success).toBe(false);
      expect(body.error, JSON.stringify(query)).toMatch(/^\w.{20,}\.$/);
    }
  });

  it("anything but a GET (or its HEAD) with 405", async () => {
    const { status, body, headers } = await api("/oembed?url=x", { method: "POST", body: "a=b" });
    expect(status).toBe(405);
    expect(headers.get("Allow")).toBe("GET");
    expect(body.success).toBe(false);
    const url = encodeURIComponent(`${SITE}/question/${(await questionOf("Funny")).slug}`);
    const head = await SELF.fetch(`http://localhost/oembed?url=${url}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });
});
