import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Moderator } from "#worker/accounts/roles.ts";
import { takedownPaths } from "#worker/http/takedown.ts";
import { appContext } from "#worker/services/context.ts";
import { reportDecisions } from "#worker/services/moderation/reported.ts";
import { AUTO_HIDE_REPORTS } from "#worker/services/moderation/reports.ts";
import { readPurges } from "../purge-mock/purge-api";
import { cookieFrom, firstQuestion, type Json } from "./helpers";

// A takedown reaches the cached copies: this location's at once, every other location's through
// Cloudflare's purge API (a stand-in here records what it was asked). Pages are not rendered in
// this runtime, so the cached reads here are the API's; the browser suite shows the page itself.

const SITE = "https://wyr.example";

const get = (path: string) => SELF.fetch(`${SITE}${path}`);

/** A cookieless read, as every visitor without a cookie shares it: stored, then served from the cache. */
async function cachedRead(path: string): Promise<Json> {
  await (await get(path)).arrayBuffer();
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await get(path);
    const body = (await response.json()) as Json;
    if (response.headers.get("X-Cache") === "HIT") return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${path} was never served from the cache`);
}

let people = 0;
async function moderator(): Promise<Moderator> {
  people += 1;
  const id = `takedown-moderator-${people}`;
  const email = `${id}@example.com`;
  await env.DB.prepare(
    "insert into users (id, name, email, email_verified, role, created_at, updated_at) values (?, ?, ?, 1, 'moderator', ?, ?)",
  )
    .bind(id, "Mo", email, Date.now(), Date.now())
    .run();
  return { userId: id, email, role: "moderator" };
}

/** Reads the question's copies into the cache and checks they hold it. */
async function cacheEverything(q: Json) {
  expect((await cachedRead(`/api/questions/${q.id}`)).data.id).toBe(q.id);
  expect((await cachedRead(`/api/questions/slug/${q.slug}`)).data.id).toBe(q.id);
  const list = await cachedRead(`/api/questions?category=${q.category}`);
  expect(list.data.map((x: Json) => x.id)).toContain(q.id);
  // Chinese answers are stored apart, under `lang=zh`.
  expect((await cachedRead(`/api/questions/slug/${q.slug}?lang=zh`)).data.id).toBe(q.id);
}

/** Within two seconds, with no cookie: its reads are 404 and the list no longer holds it. */
async function expectGoneEverywhere(q: Json) {
  const deadline = Date.now() + 2000;
  expect((await get(`/api/questions/${q.id}`)).status).toBe(404);
  expect((await get(`/api/questions/slug/${q.slug}`)).status).toBe(404);
  expect((await get(`/api/questions/slug/${q.slug}?lang=zh`)).status).toBe(404);
  const list = (await (await get(`/api/questions?category=${q.category}`)).json()) as Json;
  expect(list.data.map((x: Json) => x.id)).not.toContain(q.id);
  expect(Date.now()).toBeLessThan(deadline);

  const purged = new Set(await readPurges());
  for (const path of takedownPaths(q as { id: string; slug: string; category: string })) {
    expect(purged, path).toContain(new URL(path, SITE).href);
  }
  // Both languages' pages, the question's embeds and its oEmbed answers are among them.
  for (const path of [
    `/zh/question/${q.slug}`,
    `/embed/question/${q.slug}`,
    `/zh/embed/question/${q.slug}`,
  ]) {
    expect(purged, path).toContain(`${SITE}${path}`);
  }
  // The shared copies themselves are stored under the build's name, and purged under it too.
  expect(purged).toContain(`${SITE}/api/questions/${q.id}?build=workers-test`);
}

describe("a takedown reaches every cached copy", () => {
  it("a moderator's hide: the cached reads are 404 at once, and the purge API got every URL", async () => {
    const q = await firstQuestion("Food");
    await cacheEverything(q);
    await reportDecisions.hide(appContext(env), await moderator(), q.id, new Date());
    await expectGoneEverywhere(q);
  });

  it("a moderator's removal, the same", async () => {
    const q = await firstQuestion("Travel");
    await cacheEverything(q);
    await reportDecisions.remove(
      appContext(env),
      await moderator(),
      q.id,
      { reason: "offensive" },
      new Date(),
    );
    await expectGoneEverywhere(q);
  });

  it("the reports' automatic hide, the same", async () => {
    const q = await firstQuestion("Sports");
    await cacheEverything(q);
    for (let n = 0; n < AUTO_HIDE_REPORTS; n++) {
      const voted = await SELF.fetch(`${SITE}/api/questions/${q.id}/vote`, {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": `10.77.0.${n + 1}` },
        body: JSON.stringify({ option: "A" }),
      });
      const report = await SELF.fetch(`${SITE}/api/questions/${q.id}/report`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: cookieFrom(voted.headers) },
        body: JSON.stringify({ reason: "offensive" }),
      });
      expect(report.status).toBe(201);
    }
    await expectGoneEverywhere(q);
  });
});
