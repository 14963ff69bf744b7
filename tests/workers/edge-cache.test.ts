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

describe("the edge cache key", () => {
  const keyOf = (url: string, build = "build-1") => sharedCacheKey(new Request(url), build).url;

  it("ignores a parameter no page reads, so it cannot force a render", async () => {
    let renders = 0;
    const render = () => new Response(`about ${++renders}`);
    const first = await serve(`${BASE}/about-key?k=1`, render);
    const second = await serve(`${BASE}/about-key?k=2&utm_source=x`, render);
    expect(first.response.headers.get("X-Cache")).toBe("MISS");
    expect(second.response.headers.get("X-Cache")).toBe("HIT");
    expect(second.body).toBe("about 1");
    expect(renders).toBe(1);
  });

  it("keeps the parameters a page reads in one order, with the value its reader takes", () => {
    const list = `${BASE}/would-you-rather-questions`;
    expect(keyOf(`${list}?sort=hottest&page=2`)).toBe(keyOf(`${list}?page=2&sort=hottest`));
    expect(keyOf(`${list}?page=2&sort=hottest&k=9`)).toBe(`${list}?page=2&sort=hottest&build=build-1`);
    // Every reader takes a name's first value, so later ones change nothing.
    expect(keyOf(`${list}?sort=hottest&sort=newest`)).toBe(keyOf(`${list}?sort=hottest`));
    expect(keyOf(`${list}?q=&q=cats`)).toBe(keyOf(list));
    // An empty value that reads as absent is absent; one whose presence counts is kept.
    expect(keyOf(`${list}?q=&category=&sort=hottest`)).toBe(keyOf(`${list}?sort=hottest`));
    expect(keyOf(`${BASE}/play?done`)).not.toBe(keyOf(`${BASE}/play`));
    expect(keyOf(`${list}#top`)).toBe(keyOf(list));
  });

  it("keeps what React Router's data and route discovery requests ask for", () => {
    const data = `${BASE}/would-you-rather-questions.data`;
    expect(keyOf(`${data}?_routes=root`)).not.toBe(keyOf(`${data}?_routes=routes/questions/questions`));
    expect(keyOf(`${data}?page=2&_routes=root`)).not.toBe(keyOf(`${data}?page=3&_routes=root`));
    const manifest = `${BASE}/__manifest?version=v1`;
    expect(keyOf(`${manifest}&paths=/a`)).not.toBe(keyOf(`${manifest}&paths=/b`));
    expect(keyOf(`${manifest}&paths=`)).not.toBe(keyOf(manifest));
  });

  it("gives each value of a parameter a page reads its own copy", async () => {
    const render = (request: string) => () => new Response(request);
    const url = `${BASE}/list-key`;
    expect((await serve(`${url}?page=2`, render("page 2"))).body).toBe("page 2");
    const third = await serve(`${url}?page=3&sort=hottest`, render("page 3"));
    expect(third.response.headers.get("X-Cache")).toBe("MISS");
    expect(third.body).toBe("page 3");
    const again = await serve(`${url}?sort=hottest&k=1&page=3`, render("never"));
    expect(again.response.headers.get("X-Cache")).toBe("HIT");
    expect(again.body).toBe("page 3");
  });

  it("shares a public API read between requests that differ only in what it ignores", async () => {
    const first = await api("/api/questions?limit=2&category=Funny&ref=a");
    const second = await api("/api/questions?category=Funny&ref=b&limit=2");
    expect(second.headers.get("X-Cache")).toBe("HIT");
    expect(second.body).toEqual(first.body);
    expect((await api("/api/questions?limit=3&category=Funny")).headers.get("X-Cache")).toBe("MISS");
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
