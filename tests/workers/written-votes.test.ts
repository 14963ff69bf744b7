import {
  createExecutionContext,
  env,
  runDurableObjectAlarm,
  SELF,
  waitOnExecutionContext,
} from "cloudflare:test";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { QuestionCard } from "#app/components/question-card.tsx";
import { VotePanel } from "#app/voting/vote-panel.tsx";
import { personalQuestions } from "#domain/personal-questions.ts";
import { serveShared } from "#worker/http/edge-cache.ts";
import { withWrittenVotes } from "#worker/http/written-votes.ts";
import { BASE, cookieFrom, firstQuestion, type Json, postJson } from "./helpers";

// A returning voter's votes are written onto the shared copy of a page by the runtime's HTML
// rewriter (worker/http/written-votes.ts). These check that it finds cards, panels and their
// buttons by their attributes however a tag is written, never touches text, and that the result is
// the markup React gives a render of the voter's own.

type Vote = "A" | "B";

/** Text that looks like the markup the rewriter looks for. */
const TRICKY = `</script><article data-question-card="other-id">"quoted" & more</article>`;

const question = (id: string, text: string) => ({
  id,
  slug: `slug-${id}`,
  questionText: text,
  optionA: `A of ${text}`,
  optionB: `B of ${text}`,
  language: "en" as const,
  votesA: 3,
  votesB: 4,
  category: "Funny",
  createdAt: "2026-11-01T00:00:00.000Z",
  commentCount: 0,
});

const voted = question("voted", TRICKY);
// Its text names the voted question's card, as text.
const other = question("other-id", `data-question-card="voted" ${TRICKY}`);

/** A document as React Router sends it: the body rendered by React, the loader data in a script. */
function documentOf(body: ReactElement): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => body }]);
  // React Router escapes `<` in its scripts; everything else (quotes too) stays as JSON has it.
  const data = JSON.stringify({ voted, other }).replaceAll("<", "\\u003c");
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Questions</title></head>',
    `<body>${renderToString(createElement(Stub))}`,
    `<!-- <article data-question-card="voted"> -->`,
    `<script>window.__data = ${data}; const card = '<article data-question-card="voted">';</script>`,
    "</body></html>",
  ].join("");
}

/** Two cards of the voted question (as the home page can show), one of another, and a vote panel. */
function page(variant: "home" | "detail", votes: { card?: Vote; panel?: Vote }): string {
  const card = (q: typeof voted, yourVote: Vote | null, key: string) =>
    createElement(QuestionCard, { key, question: q, yourVote });
  return documentOf(
    createElement(
      "main",
      null,
      card(voted, votes.card ?? null, "first"),
      card(other, null, "other"),
      card(voted, votes.card ?? null, "again"),
      createElement(VotePanel, { question: voted, serverVote: votes.panel ?? null, variant }),
    ),
  );
}

const html = (text: string) =>
  new Response(text, { headers: { "Content-Type": "text/html; charset=utf-8" } });

const written = (shared: string, votes: Parameters<typeof withWrittenVotes>[1]) =>
  withWrittenVotes(html(shared), votes).text();

/** The page a render of the voter's own gives, with the votes for hydration before `</head>`. */
const withScript = (own: string, json: string) =>
  own.replace("</head>", `<script type="application/json" id="written-votes">${json}</script></head>`);

describe("votes written onto a shared copy", () => {
  for (const variant of ["home", "detail"] as const) {
    it(`give the markup of the voter's own render, on cards and a ${variant} vote panel`, async () => {
      const shared = page(variant, {});
      const own = page(variant, { card: "A", panel: "B" });
      // The fixtures are what they claim: the voter's render differs from the shared one.
      expect(own).not.toBe(shared);
      const result = await written(shared, { cards: { voted: "A" }, panels: { voted: "B" } });
      expect(result).toBe(withScript(own, '{"voted":"B"}'));
    });
  }

  it("give the markup of the voter's own render with a vote on a card only", async () => {
    const result = await written(page("detail", {}), { cards: { voted: "B" }, panels: {} });
    expect(result).toBe(withScript(page("detail", { card: "B" }), '{"voted":"B"}'));
  });

  it("give the markup of the voter's own render with votes on many of a page's cards", async () => {
    // Past a dozen or so votes the rewriter looks at every card instead of each voted question's.
    const many = Array.from({ length: 24 }, (_, i) =>
      question(`q${i}`, `${TRICKY} data-question-card="q${i + 1}"`),
    );
    const votes = Object.fromEntries(many.slice(0, 20).map((q, i) => [q.id, i % 3 ? "A" : "B"] as const));
    const cards = (withVotes: boolean) =>
      documentOf(
        createElement(
          "main",
          null,
          many.map((q) =>
            createElement(QuestionCard, { key: q.id, question: q, yourVote: withVotes ? votes[q.id] : null }),
          ),
        ),
      );
    const result = await written(cards(false), { cards: votes, panels: {} });
    expect(result).toBe(withScript(cards(true), JSON.stringify(votes)));
  });

  it("leave a page without the voted question as it was, but for the votes for hydration", async () => {
    const shared = page("home", {});
    const result = await written(shared, { cards: { elsewhere: "A" }, panels: { elsewhere: "B" } });
    expect(result).toBe(withScript(shared, '{"elsewhere":"B"}'));
  });

  it("find a card by its attribute wherever it stands in the tag, however the tag is spaced", async () => {
    const shared = [
      "<html><head></head><body>",
      '<article data-question-card="q1" class="group">first</article>',
      '<article\n  class="group"\n  data-question-card = "q1"\n  data-x=\'1\'\n>second</article>',
      "<ARTICLE DATA-QUESTION-CARD=q1>third</ARTICLE>",
      '<article class="group" data-question-card="q10">not this one</article>',
      "</body></html>",
    ].join("");
    const result = await written(shared, { cards: { q1: "B" }, panels: {} });
    expect(result).toContain('<article data-question-card="q1" data-your-vote="B" class="group">first');
    // A tag the rewriter changes is written again with single spaces; the values stay as they were.
    expect(result).toContain(
      '<article class="group" data-question-card = "q1" data-your-vote="B" data-x="1">second',
    );
    expect(result).toContain('<ARTICLE DATA-QUESTION-CARD=q1 data-your-vote="B">third');
    expect(result).toContain('<article class="group" data-question-card="q10">not this one');
  });

  it("find a panel's option buttons by their attributes, in any order, and no other buttons", async () => {
    const panel = (variant: string) =>
      [
        `<form\n method="post" data-vote-panel="q1"\n\n data-variant="${variant}" action="/x?a=1&amp;b=&quot;2&quot;">`,
        '<button class="option" value="A" type="submit" name="option">A</button>',
        '<button\n  value="B"\n  class="option">B</button>',
        '<button type="button" value="A">Got it!</button>',
        "</form>",
        '<button type="submit" value="A" class="other">elsewhere</button>',
      ].join("");
    const detail = await written(`<html><head></head><body>${panel("detail")}</body></html>`, {
      cards: {},
      panels: { q1: "B" },
    });
    expect(detail).toContain(
      '<form method="post" data-vote-panel="q1" data-your-vote="B" data-variant="detail" action="/x?a=1&amp;b=&quot;2&quot;">',
    );
    expect(detail).toContain(
      '<button class="option" value="A" disabled="" aria-pressed="false" type="submit" name="option">A',
    );
    // A button without a type is a submit button too.
    expect(detail).toContain('<button value="B" disabled="" aria-pressed="true" class="option">B');
    expect(detail).toContain('<button type="button" value="A">Got it!');
    expect(detail).toContain('<button type="submit" value="A" class="other">elsewhere');

    const home = await written(`<html><head></head><body>${panel("home")}</body></html>`, {
      cards: {},
      panels: { q1: "A" },
    });
    expect(home).toContain('data-vote-panel="q1" data-your-vote="A" data-variant="home"');
    // The home page's options stay clickable, to explain that the vote is in.
    expect(home).toContain(
      '<button class="option" value="A" aria-pressed="true" type="button" name="option">A',
    );
    expect(home).toContain('<button value="B" aria-pressed="false" class="option" type="button">B');
    expect(home).not.toContain("disabled");
  });

  it("never write into text, attribute values, comments, scripts, styles or text areas", async () => {
    const shared = [
      '<html><head><title>data-question-card="q1"></title>',
      '<style>[data-question-card="q1"]{color:red}</style></head><body>',
      '<p title=\'<article data-question-card="q1">\'>data-question-card="q1"> and data-vote-panel="q1"></p>',
      '<textarea><article data-question-card="q1"></textarea>',
      '<!-- <form data-vote-panel="q1"><button type="submit" value="A"> -->',
      '<script>const x = "<article data-question-card=\\"q1\\">";</script>',
      "</body></html>",
    ].join("");
    const result = await written(shared, { cards: { q1: "A" }, panels: { q1: "A" } });
    expect(result).toBe(withScript(shared, '{"q1":"A"}'));
  });

  it("escape `<` in the votes' JSON, so no id can close its script", async () => {
    const result = await written("<html><head></head><body></body></html>", {
      cards: { "</script><script>alert(1)</script>": "A" },
      panels: {},
    });
    expect(result).toBe(
      withScript(
        "<html><head></head><body></body></html>",
        '{"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>":"A"}',
      ),
    );
  });

  it("stream: the start of the page leaves before its end has arrived", async () => {
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    const encoder = new TextEncoder();
    const response = withWrittenVotes(new Response(readable, { headers: html("").headers }), {
      cards: { q1: "A" },
      panels: {},
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    await writer.write(
      encoder.encode('<html><head></head><body><article data-question-card="q1">one</article>'),
    );
    let out = "";
    while (!out.includes('data-your-vote="A"')) {
      const { value, done } = await reader.read();
      if (done) throw new Error("the page ended before its first card came out");
      out += decoder.decode(value, { stream: true });
    }
    // The first card is out while the rest of the page has not even been written.
    await writer.write(encoder.encode('<article data-question-card="q1">two</article></body></html>'));
    await writer.close();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      out += decoder.decode(chunk.value, { stream: true });
    expect(out).toBe(
      withScript(
        '<html><head></head><body><article data-question-card="q1" data-your-vote="A">one</article><article data-question-card="q1" data-your-vote="A">two</article></body></html>',
        '{"q1":"A"}',
      ),
    );
  });

  it("drop the copy's validators, as the body is not the copy's any more", async () => {
    const shared = new Response("<html><head></head></html>", {
      headers: { "Content-Type": "text/html", ETag: '"shared"', "Content-Length": "26" },
    });
    const response = withWrittenVotes(shared, { cards: { q1: "A" }, panels: {} });
    expect(response.headers.get("ETag")).toBeNull();
    expect(response.headers.get("Content-Length")).toBeNull();
    expect(response.headers.get("Content-Type")).toBe("text/html");
  });
});

const objectOf = (id: string) => env.QUESTION_VOTES.get(env.QUESTION_VOTES.idFromName(id));

/** A new voter's cookie, from their first vote, once D1 holds it (the object's write-behind). */
async function voterWho(votes: [Json, Vote][]): Promise<string> {
  let cookie: string | undefined;
  for (const [q, option] of votes) {
    const answer = await postJson(
      `/api/questions/${q.id}/vote`,
      { option },
      cookie ? { Cookie: cookie } : {},
    );
    cookie ??= cookieFrom(answer.headers);
    await runDurableObjectAlarm(objectOf(String(q.id)));
  }
  return cookie as string;
}

/** The votes a page carries for hydration. */
const writtenJson = (page: string) =>
  JSON.parse(
    page.match(/<script type="application\/json" id="written-votes">(.*?)<\/script>/)?.[1] ?? "null",
  );

describe("one shared copy, two returning voters", () => {
  it("each sees their own votes on it and nobody else's, even at the same moment", async () => {
    const [first, second] = [await firstQuestion("Funny"), await firstQuestion("Deep")];
    const [a, b] = [
      await voterWho([[first, "A"]]),
      await voterWho([
        [first, "B"],
        [second, "A"],
      ]),
    ];
    const ids = [String(first.id), String(second.id)] as const;
    const cards = ids.map((id) => `<article class="group" data-question-card="${id}">card</article>`);
    const panel = `<form data-vote-panel="${ids[0]}" data-variant="detail"><button type="submit" value="A">A</button><button type="submit" value="B">B</button></form>`;
    const shared = `<html><head></head><body>${cards.join("")}${panel}</body></html>`;
    const url = `${BASE}/two-voters`;
    const headers = {
      "Content-Type": "text/html",
      ...personalQuestions({
        cards: ids.map((id) => ({ id })),
        panels: [{ id: ids[0] }],
        // Read well after the votes, so the copy's counts hold them.
        countsRead: Date.now() + 10_000,
      }),
    };
    const ctx = createExecutionContext();
    await (
      await serveShared(new Request(url), ctx, () => new Response(shared, { headers }), "workers-test")
    ).text();
    await waitOnExecutionContext(ctx);

    const asVoter = (cookie: string) => SELF.fetch(url, { headers: { Cookie: cookie } });
    const answers = await Promise.all([asVoter(a), asVoter(b), asVoter(a), asVoter(b)]);
    for (const answer of answers) expect(answer.headers.get("X-Cache")).toBe("SHARED");
    const [forA = "", forB = "", againA, againB] = await Promise.all(answers.map((answer) => answer.text()));
    expect(againA).toBe(forA);
    expect(againB).toBe(forB);

    expect(forA).toContain(`data-question-card="${ids[0]}" data-your-vote="A"`);
    expect(forA).toContain(`data-question-card="${ids[1]}">`);
    expect(forA).toContain(`data-vote-panel="${ids[0]}" data-your-vote="A"`);
    expect(writtenJson(forA)).toEqual({ [ids[0]]: "A" });
    expect(forA).not.toContain('data-your-vote="B"');
    expect(forA.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(forA).toContain('value="A" disabled="" aria-pressed="true"');

    expect(forB).toContain(`data-question-card="${ids[0]}" data-your-vote="B"`);
    expect(forB).toContain(`data-question-card="${ids[1]}" data-your-vote="A"`);
    expect(forB).toContain(`data-vote-panel="${ids[0]}" data-your-vote="B"`);
    expect(writtenJson(forB)).toEqual({ [ids[0]]: "B", [ids[1]]: "A" });
    expect(forB).toContain('value="B" disabled="" aria-pressed="true"');

    // The copy itself is still everyone's.
    const cookieless = await SELF.fetch(url);
    expect(cookieless.headers.get("X-Cache")).toBe("HIT");
    expect(await cookieless.text()).toBe(shared);
  });
});
