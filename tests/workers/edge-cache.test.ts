import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { FRESH_SECONDS, serveShared, sharedCacheKey } from "#worker/http/edge-cache.ts";
import { api, BASE, cookieFrom, firstQuestion, postJson } from "./helpers";

const vote = (id: string, option: "A" | "B", cookie?: string) =>
  postJson(`/api/questions/${id}/vote`, { option }, cookie ? { Cookie: cookie } : {});

/** Runs serveShared the way the worker does, with a renderer the test counts. */
async function serve(url: string, render: () => Response, build = "build-1") {
  const ctx = createExecutionContext();
  const response = await serveShared(new Request(url), ctx, render, build);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

describe("edge cache for visitors without a voter cookie", () => {
  it("serves a public API read from the cache after the first request", async () => {
    const first = await api("/api/questions?limit=3&sort=hottest");
    const second = await api("/api/questions?limit=3&sort=hottest");
    expect(first.headers.get("X-Cache")).toBe("MISS");
    expect(second.headers.get("X-Cache")).toBe("HIT");
    expect(second.body).toEqual(first.body);
    expect(second.headers.get("Cache-Control")).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    expect(second.headers.get("CDN-Cache-Control")).toMatch(/^max-age=\d+, stale-while-revalidate=\d+$/);
    expect(second.headers.get("Vary")).toBe("Cookie");
  });

  it("never shares an answer with a visitor who has a voter cookie, and marks theirs private", async () => {
    const q = await firstQuestion("Funny");
    const voted = await vote(q.id, "A");
    const cookie = cookieFrom(voted.headers);
    for (let i = 0; i < 2; i++) {
      const mine = await api(`/api/questions/${q.id}`, { headers: { Cookie: cookie } });
      expect(mine.headers.get("X-Cache")).toBeNull();
      expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
      expect(mine.body.yourVote).toBe("A");
    }
  });

  it("never lets two voters see each other's choices", async () => {
    const q = await firstQuestion("Deep");
    const alice = cookieFrom((await vote(q.id, "A")).headers);
    const bob = cookieFrom((await vote(q.id, "B")).headers);
    // A cookieless read first, so a shared copy exists that must not leak into either answer.
    expect((await api(`/api/questions/${q.id}`)).body.yourVote).toBeNull();
    const asAlice = await api(`/api/questions/${q.id}`, { headers: { Cookie: alice } });
    const asBob = await api(`/api/questions/${q.id}`, { headers: { Cookie: bob } });
    const anonymous = await api(`/api/questions/${q.id}`);
    expect(asAlice.body).toMatchObject({ yourVote: "A", data: { votesA: 1, votesB: 1 } });
    expect(asBob.body).toMatchObject({ yourVote: "B", data: { votesA: 1, votesB: 1 } });
    expect(anonymous.body.yourVote).toBeNull();
    expect(anonymous.headers.get("X-Cache")).toBe("HIT");
  });

  it("never caches a write or the health check", async () => {
    const q = await firstQuestion("Kids");
    const voted = await vote(q.id, "B");
    expect(voted.headers.get("X-Cache")).toBeNull();
    expect(voted.headers.get("Cache-Control")).toBe("private, no-store");
    await api("/health");
    expect((await api("/health")).headers.get("X-Cache")).toBeNull();
  });

  it("never stores a response that sets a cookie, an error or a private answer", async () => {
    for (const [i, make] of [
      () => new Response("x", { headers: { "Set-Cookie": "a=b" } }),
      () => new Response("missing", { status: 404 }),
      () => new Response("mine", { headers: { "Cache-Control": "private" } }),
    ].entries()) {
      let renders = 0;
      const render = () => {
        renders++;
        return make();
      };
      const url = `${BASE}/never-stored-${i}`;
      const first = await serve(url, render);
      const second = await serve(url, render);
      expect(renders).toBe(2);
      expect(first.response.headers.get("X-Cache")).toBeNull();
      expect(second.response.headers.get("Set-Cookie") ?? "").not.toContain("a=b;");
    }
  });

  it("keeps a copy per build, so a page from before a deploy never names the old build's files", async () => {
    let renders = 0;
    const url = `${BASE}/per-build`;
    const render = () => new Response(`page ${++renders}`);
    expect((await serve(url, render, "build-1")).body).toBe("page 1");
    const sameBuild = await serve(url, render, "build-1");
    expect(sameBuild.response.headers.get("X-Cache")).toBe("HIT");
    expect(sameBuild.body).toBe("page 1");
    const nextBuild = await serve(url, render, "build-2");
    expect(nextBuild.response.headers.get("X-Cache")).toBe("MISS");
    expect(nextBuild.body).toBe("page 2");
  });

  it("renders once for a burst of concurrent misses", async () => {
    let renders = 0;
    const url = `${BASE}/burst`;
    const ctx = createExecutionContext();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        serveShared(
          new Request(url),
          ctx,
          async () => {
            renders++;
            await new Promise((r) => setTimeout(r, 20));
            return new Response("page");
          },
          "build-1",
        ),
      ),
    );
    await waitOnExecutionContext(ctx);
    expect(renders).toBe(1);
    expect(await Promise.all(responses.map((r) => r.text()))).toEqual(Array(20).fill("page"));
  });

  it("serves a stale copy at once and refreshes it in the background", async () => {
    let version = 0;
    const render = () => new Response(`v${++version}`);
    const url = `${BASE}/stale`;
    expect((await serve(url, render)).body).toBe("v1");
    // Age the stored copy past its freshness instead of sleeping through it.
    const key = sharedCacheKey(new Request(url), "build-1");
    const stored = await (caches as unknown as { default: Cache }).default.match(key);
    const aged = new Response(await stored?.text(), stored);
    aged.headers.set("x-edge-stored-at", String(Date.now() - (FRESH_SECONDS + 1) * 1000));
    await (caches as unknown as { default: Cache }).default.put(key, aged);

    const stale = await serve(url, render);
    expect(stale.body).toBe("v1");
    expect(stale.response.headers.get("X-Cache")).toBe("STALE");
    const fresh = await serve(url, render);
    expect(fresh.body).toBe("v2");
    expect(fresh.response.headers.get("X-Cache")).toBe("HIT");
    expect(version).toBe(2);
  });

  it("drops a stale copy once the page is gone, but keeps it through a server error", async () => {
    const answers = [
      new Response("live"),
      new Response("oops", { status: 503 }),
      new Response("gone", { status: 404 }),
    ];
    const render = () => answers.shift() ?? new Response("gone", { status: 404 });
    const url = `${BASE}/gone`;
    const age = async () => {
      const cache = (caches as unknown as { default: Cache }).default;
      const key = sharedCacheKey(new Request(url), "build-1");
      const stored = await cache.match(key);
      if (!stored) return;
      const aged = new Response(await stored.text(), stored);
      aged.headers.set("x-edge-stored-at", String(Date.now() - (FRESH_SECONDS + 1) * 1000));
      await cache.put(key, aged);
    };
    expect((await serve(url, render)).body).toBe("live");
    await age();
    expect((await serve(url, render)).body).toBe("live"); // stale; the refresh meets a 503
    expect((await serve(url, render)).body).toBe("live"); // still stale; the refresh meets the 404
    const after = await serve(url, render);
    expect([after.response.status, after.body]).toEqual([404, "gone"]);
  });
});

describe("the voter cookie", () => {
  it("is not issued by reads, only by the first vote", async () => {
    const q = await firstQuestion("Hard");
    for (const path of [
      `/api/questions/${q.id}`,
      "/api/questions/featured/today",
      "/api/questions?limit=5",
    ]) {
      expect((await api(path)).headers.get("Set-Cookie")).toBeNull();
    }
    expect((await vote(q.id, "A")).headers.get("Set-Cookie")).toMatch(/^wyr_voter=/);
  });
});
