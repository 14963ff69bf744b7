import {
  createExecutionContext,
  env,
  runDurableObjectAlarm,
  SELF,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { personalQuestions } from "#domain/personal-questions.ts";
import { FRESH_SECONDS, serveShared, sharedCacheKey } from "#worker/http/edge-cache.ts";
import { sharedPageForVoter } from "#worker/http/personal-from-shared.ts";
import { appContext } from "#worker/services/context.ts";
import { updateLike } from "#worker/services/likes.ts";
import { browserVoterHash } from "#worker/votes/voter.ts";
import { BASE, cookieFrom, firstQuestion, type Json, postJson } from "./helpers";
import {
  BUILD,
  forVoter,
  newPageUrl,
  objectOf,
  readAfterTheVotes,
  sharedCards,
  votedInD1,
} from "./shared-copies";

/** Stores a shared copy of a new page, as a cookieless visit would, that says what on it is personal. */
async function sharedPage(shown: Json[], panels: Json[] = [], headers?: Record<string, string>) {
  const url = newPageUrl("shared-page");
  const ctx = createExecutionContext();
  const ids = (questions: Json[]) => questions.map((q) => ({ id: String(q.id) }));
  const render = () =>
    new Response("the page everyone gets", {
      headers:
        headers ?? personalQuestions({ shown: ids(shown), panels: ids(panels), countsRead: Date.now() }),
    });
  await (await serveShared(new Request(url), ctx, render, BUILD)).text();
  await waitOnExecutionContext(ctx);
  return url;
}

/** A returning visitor: a voter cookie from a vote on a question of another category. */
async function returningVoter(): Promise<string> {
  const elsewhere = await firstQuestion("Sports");
  return cookieFrom((await postJson(`/api/questions/${elsewhere.id}/vote`, { option: "A" })).headers);
}

describe("a returning visitor on a page they left no mark on", () => {
  it("gets the shared copy, private, without the page's notes to the worker", async () => {
    const q = await firstQuestion("Funny");
    const url = await sharedPage([q], [q]);
    const response = await SELF.fetch(url, { headers: { Cookie: await returningVoter() } });
    // The worker's own path: the copy comes back as it was stored, minus what was meant for the worker.
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("the page everyone gets");
    expect(response.headers.get("X-Cache")).toBe("SHARED");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(response.headers.get("X-Personal-Questions")).toBeNull();
    expect(response.headers.get("X-Personal-Panels")).toBeNull();
    expect(response.headers.get("X-Personal-Counts-Read")).toBeNull();
  });

  it("gets their own render once they have voted on a question in the page's vote panel", async () => {
    const q = await firstQuestion("Deep");
    const url = await sharedPage([q], [q]);
    const cookie = await returningVoter();
    expect(await forVoter(url, cookie)).toBe("the page everyone gets");
    // The object knows at once; D1 would only hear of it from the object's next write-behind.
    await postJson(`/api/questions/${q.id}/vote`, { option: "B" }, { Cookie: cookie });
    expect(await forVoter(url, cookie)).toBeUndefined();
  });

  it("gets their own render once they like or report a question the page shows, or vote on its panel", async () => {
    const [voted, liked, reported] = [
      await firstQuestion("Travel"),
      await firstQuestion("Food"),
      await firstQuestion("Movie"),
    ];
    const cookie = await returningVoter();
    // A copy that read its counts before the vote (here: long before) cannot show it counted.
    const panel = personalQuestions({ panels: [{ id: String(voted.id) }], countsRead: 1 });
    const urls = [await sharedPage([], [], panel), await sharedPage([liked]), await sharedPage([reported])];
    for (const url of urls) expect(await forVoter(url, cookie)).toBe("the page everyone gets");

    await postJson(`/api/questions/${voted.id}/vote`, { option: "A" }, { Cookie: cookie });
    await runDurableObjectAlarm(objectOf(voted.id));
    const root = await browserVoterHash(
      new Request(BASE, { headers: { Cookie: cookie } }),
      appContext(env).config.voterKeys,
    );
    await updateLike(appContext(env), liked.id, root as string, true);
    const report = { reason: "spam" };
    await postJson(`/api/questions/${reported.id}/report`, report, { Cookie: cookie });
    for (const url of urls) expect(await forVoter(url, cookie)).toBeUndefined();
    // Another visitor's marks are not theirs: the shared copies are still right for them.
    const other = await returningVoter();
    for (const url of urls) expect(await forVoter(url, other)).toBe("the page everyone gets");
  });

  it("is never given a copy of a page that does not say what on it is personal", async () => {
    const url = await sharedPage([], [], {});
    expect(await forVoter(url, await returningVoter())).toBeUndefined();
  });

  it("is given no copy without a valid cookie or with a session", async () => {
    const q = await firstQuestion("Hard");
    const cookie = await returningVoter();
    const url = await sharedPage([q]);
    expect(await forVoter(url, cookie)).toBe("the page everyone gets");
    expect(await forVoter(url, "wyr_voter=0123456789abcdef0123456789abcdef.forged")).toBeUndefined();
    expect(await forVoter(url, `${cookie}; wyr.session_token=abc`)).toBeUndefined();
    expect(await forVoter(url)).toBeUndefined();
  });

  it("renders the shared copy when there is none, and stores it for everyone after them", async () => {
    const cookie = await returningVoter();
    const url = newPageUrl("never-visited");
    expect(await forVoter(url, cookie)).toBe("refreshed");
    const cookieless = await serveShared(
      new Request(url),
      createExecutionContext(),
      () => {
        throw new Error("the copy the voter stored should have been served");
      },
      BUILD,
    );
    expect(await cookieless.text()).toBe("refreshed");
    expect(cookieless.headers.get("X-Cache")).toBe("HIT");
    // The next voter is given the same copy, without a render.
    expect(await forVoter(url, await returningVoter())).toBe("refreshed");
  });

  it("renders their own page when the page they would have shared may not be shared", async () => {
    const cookie = await returningVoter();
    const url = newPageUrl("never-visited");
    const ctx = createExecutionContext();
    const request = new Request(url, { headers: { Cookie: cookie } });
    const refused = async () => new Response("gone", { status: 404, headers: personalQuestions() });
    expect(await sharedPageForVoter(request, env, ctx, BUILD, refused)).toBeUndefined();
    await waitOnExecutionContext(ctx);
    expect(
      await (caches as unknown as { default: Cache }).default.match(sharedCacheKey(request, BUILD)),
    ).toBeUndefined();
  });

  it("is given a stale copy as visitors without a cookie are, while it is rendered again for them", async () => {
    const q = await firstQuestion("Kids");
    const cookie = await returningVoter();
    const url = await sharedPage([q]);
    const cache = (caches as unknown as { default: Cache }).default;
    const key = sharedCacheKey(new Request(url), BUILD);
    const stored = await cache.match(key);
    const aged = new Response(await stored?.text(), stored);
    aged.headers.set("x-edge-stored-at", String(Date.now() - (FRESH_SECONDS + 1) * 1000));
    await cache.put(key, aged);
    expect(await forVoter(url, cookie)).toBe("the page everyone gets");
    expect(await forVoter(url, cookie)).toBe("refreshed");
  });
});

describe("a returning visitor whose only marks on a page are votes on its cards", () => {
  it("gets the shared copy with their votes written onto those cards, and the votes for hydration", async () => {
    const [voted, other] = [await firstQuestion("Hard"), await firstQuestion("Funny")];
    const { url, html } = await sharedCards([voted, other]);
    const cookie = await returningVoter();
    await votedInD1(voted, "B", cookie);

    const response = await SELF.fetch(url, { headers: { Cookie: cookie } });
    const body = await response.text();
    expect(response.headers.get("X-Cache")).toBe("SHARED");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("ETag")).toBeNull();
    expect(response.headers.get("X-Personal-Cards")).toBeNull();
    expect(body).toContain(`<article class="group" data-question-card="${voted.id}" data-your-vote="B">`);
    expect(body).toContain(`<article class="group" data-question-card="${other.id}">`);
    expect(body).toContain(
      `<script type="application/json" id="written-votes">{"${voted.id}":"B"}</script></head>`,
    );
    // Nothing of theirs went into the shared copy: the next visitor without a cookie gets it as stored.
    const cookieless = await SELF.fetch(url);
    expect(cookieless.headers.get("X-Cache")).toBe("HIT");
    expect(await cookieless.text()).toBe(html);
    // Nor does another returning voter see their votes.
    expect(await forVoter(url, await returningVoter())).toBe(html);
  });

  it("gets their own render while the copy's counts may not hold a card vote", async () => {
    // Not the returning voter's own first vote (Sports), whose time is earlier than this test's.
    const [voted, other] = [await firstQuestion("Adults"), await firstQuestion("Kids")];
    const cookie = await returningVoter();
    // Read just before the vote, as a copy stored by a visitor without a cookie a moment earlier.
    const votedAt = Date.now();
    const { url: before } = await sharedCards([voted, other], { countsRead: votedAt });
    await votedInD1(voted, "A", cookie);
    expect(await forVoter(before, cookie)).toBeUndefined();
    // Read a second after it, however long the steps above took: D1 may not have heard of it yet.
    const { url: soon } = await sharedCards([voted, other], { countsRead: votedAt + 1000 });
    expect(await forVoter(soon, cookie)).toBeUndefined();
    const { url: later } = await sharedCards([voted, other]);
    expect(await forVoter(later, cookie)).toContain(`data-question-card="${voted.id}" data-your-vote="A"`);
  });

  it("gets their own render when the shared copy is not a document (a client navigation's data)", async () => {
    const q = await firstQuestion("Travel");
    const { url } = await sharedCards([q], { contentType: "text/x-script" });
    const cookie = await returningVoter();
    expect(await forVoter(url, cookie)).toBeDefined();
    await votedInD1(q, "A", cookie);
    expect(await forVoter(url, cookie)).toBeUndefined();
  });

  it("gets their own render once they also left a mark on a question the page shows in full", async () => {
    const [card, shown] = [await firstQuestion("Food"), await firstQuestion("Movie")];
    const url = newPageUrl("shared-mixed");
    const ctx = createExecutionContext();
    const headers = {
      "Content-Type": "text/html",
      ...personalQuestions({
        cards: [{ id: String(card.id) }],
        shown: [{ id: String(shown.id) }],
        countsRead: readAfterTheVotes(),
      }),
    };
    const render = () => new Response("<html><head></head><body></body></html>", { headers });
    await (await serveShared(new Request(url), ctx, render, BUILD)).text();
    await waitOnExecutionContext(ctx);
    const cookie = await returningVoter();
    await votedInD1(card, "A", cookie);
    expect(await forVoter(url, cookie)).toContain('id="written-votes"');
    await postJson(`/api/questions/${shown.id}/report`, { reason: "spam" }, { Cookie: cookie });
    expect(await forVoter(url, cookie)).toBeUndefined();
  });
});

/** A shared copy of a question page's vote panel whose counts were read at `countsRead`. */
async function sharedPanel(question: Json, countsRead: number) {
  const url = newPageUrl("shared-panel");
  const id = String(question.id);
  const buttons = ["A", "B"].map((o) => `<button type="submit" value="${o}" class="option">${o}</button>`);
  const html = `<html><head></head><body><form aria-busy="false" data-vote-panel="${id}" data-discover="true">${buttons.join("")}</form><button type="submit" value="A" class="other">elsewhere</button></body></html>`;
  const headers = { "Content-Type": "text/html", ...personalQuestions({ panels: [{ id }], countsRead }) };
  const ctx = createExecutionContext();
  await (await serveShared(new Request(url), ctx, () => new Response(html, { headers }), BUILD)).text();
  await waitOnExecutionContext(ctx);
  return url;
}

describe("a returning voter on a question page they voted on", () => {
  it("gets the shared copy with the vote written onto its panel once the copy's counts hold it", async () => {
    const q = await firstQuestion("Deep");
    const cookie = await returningVoter();
    await votedInD1(q, "B", cookie);
    // Counts read two seconds after the vote: it is in them.
    const url = await sharedPanel(q, Date.now() + 2000);
    const body = await forVoter(url, cookie);
    expect(body).toContain(
      `<form aria-busy="false" data-vote-panel="${q.id}" data-your-vote="B" data-discover="true">`,
    );
    expect(body).toContain(
      '<button type="submit" value="A" disabled="" aria-pressed="false" class="option">',
    );
    expect(body).toContain('<button type="submit" value="B" disabled="" aria-pressed="true" class="option">');
    // Only the panel's buttons.
    expect(body).toContain('<button type="submit" value="A" class="other">');
    expect(body).toContain(`<script type="application/json" id="written-votes">{"${q.id}":"B"}</script>`);
    // Another voter, who has not voted on it, gets the copy as everyone does.
    expect(await forVoter(url, await returningVoter())).not.toContain("data-your-vote");
  });

  it("gets their own render while the copy's counts may not hold the vote", async () => {
    const q = await firstQuestion("Funny");
    const cookie = await returningVoter();
    const before = await sharedPanel(q, Date.now());
    await postJson(`/api/questions/${q.id}/vote`, { option: "A" }, { Cookie: cookie });
    const later = await sharedPanel(q, Date.now() + 2000);
    // The object knows at once, D1 not yet: when the vote was cast is not known, so no copy.
    expect(await forVoter(later, cookie)).toBeUndefined();
    await runDurableObjectAlarm(objectOf(String(q.id)));
    expect(await forVoter(later, cookie)).toContain('data-your-vote="A"');
    // A copy whose counts were read before the vote would show it uncounted.
    expect(await forVoter(before, cookie)).toBeUndefined();
  });
});

describe("a returning voter whose vote is on a question shown both as a card and in the panel", () => {
  it("gets it written onto both", async () => {
    const q = await firstQuestion("Food");
    const id = String(q.id);
    const cookie = await returningVoter();
    await votedInD1(q, "A", cookie);
    const url = newPageUrl("shared-both");
    const html = `<html><head></head><body><article data-question-card="${id}">card</article><form data-variant="home" data-vote-panel="${id}"><button type="submit" value="A">A</button><button type="submit" value="B">B</button></form></body></html>`;
    const personal = personalQuestions({
      cards: [{ id }],
      panels: [{ id }],
      countsRead: readAfterTheVotes(),
    });
    const ctx = createExecutionContext();
    const render = () => new Response(html, { headers: { "Content-Type": "text/html", ...personal } });
    await (await serveShared(new Request(url), ctx, render, BUILD)).text();
    await waitOnExecutionContext(ctx);
    const body = await forVoter(url, cookie);
    expect(body).toContain(`<article data-question-card="${id}" data-your-vote="A">`);
    // The home page's panel: its buttons explain the vote is in rather than being disabled.
    expect(body).toContain(`data-vote-panel="${id}" data-your-vote="A">`);
    expect(body).toContain('<button type="button" value="A" aria-pressed="true">');
    expect(body).toContain('<button type="button" value="B" aria-pressed="false">');
  });
});
