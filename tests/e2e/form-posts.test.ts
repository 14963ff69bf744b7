import { describe, expect, it } from "vitest";
import { baseURL } from "./browser";

// What the pages' own forms never send is refused with a sentence and a 4xx, never an error page
// with a 500; each time the server goes on answering.

async function firstSlug(): Promise<string> {
  const res = await fetch(`${baseURL()}/api/questions?limit=1`);
  return ((await res.json()) as { data: { slug: string }[] }).data[0]?.slug as string;
}

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${baseURL()}${path}`, { method: "POST", body, headers: { Origin: baseURL(), ...headers } });

/** The sentence a page shows in its alert (not text hidden in the page's data for hydration). */
async function alertOf(response: Response): Promise<string | undefined> {
  const html = await response.text();
  expect(html).not.toContain("Oops! Something went wrong");
  const alert = html.match(/<p [^>]*role="alert"[^>]*>([^<]*)<\/p>/);
  return alert?.[1]?.replace(/&#x27;/g, "'");
}

describe("page actions", () => {
  it("answer a JSON body with 415, on the document and on the data request", async () => {
    const slug = await firstSlug();
    for (const path of [
      `/question/${slug}`,
      `/question/${slug}.data`,
      "/submit-would-you-rather-question",
      "/contact",
    ]) {
      const response = await post(path, JSON.stringify({ intent: "vote" }), {
        "Content-Type": "application/json",
      });
      expect(response.status, path).toBe(415);
      if (!path.endsWith(".data"))
        expect(await alertOf(response), path).toBe("This page only accepts its own form posts.");
    }
  });

  it("answer a post to a page without a form with 405 and a sentence, not the error page", async () => {
    const response = await post("/about", new URLSearchParams({ a: "b" }));
    expect(response.status).toBe(405);
    expect(await alertOf(response)).toBe("This page does not take form posts.");
  });

  it("show a refused vote in the page when it was posted without JavaScript", async () => {
    const slug = await firstSlug();
    const vote = new URLSearchParams({ intent: "vote", questionId: "no-such-question", option: "A" });
    const response = await post(`/question/${slug}`, vote, { "cf-connecting-ip": "198.18.7.1" });
    expect(response.status).toBe(404);
    expect(await alertOf(response)).toBe("Question not found.");
    const unknown = await post("/?index", new URLSearchParams({ intent: "dance" }));
    expect(unknown.status).toBe(400);
    expect(await alertOf(unknown)).toBe("Unknown action.");
  });

  it("answer a field sent twice or as a file with 400 and a sentence", async () => {
    const twice = new URLSearchParams([
      ["questionText", "Would you rather a or b?"],
      ["questionText", "Would you rather c or d?"],
    ]);
    const repeated = await post("/submit-would-you-rather-question", twice);
    expect(repeated.status).toBe(400);
    expect(await alertOf(repeated)).toBe("The form sent questionText more than once.");

    const withFile = new FormData();
    withFile.set("questionText", new Blob(["Would you rather a or b?"]), "question.txt");
    const file = await post("/submit-would-you-rather-question", withFile);
    expect(file.status).toBe(400);
    expect(await alertOf(file)).toBe("questionText must be text, not a file.");
  });

  it("refuse a post another website sent, whether it names its origin or not", async () => {
    const slug = await firstSlug();
    const vote = () => new URLSearchParams({ intent: "vote", option: "A" });
    const foreign = await post(`/question/${slug}`, vote(), { Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toBe("Forms on other websites cannot change anything here.");
    expect(foreign.headers.get("set-cookie")).toBeNull();
    const unnamed = await fetch(`${baseURL()}/question/${slug}`, {
      method: "POST",
      body: vote(),
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(unnamed.status).toBe(403);
    expect(await unnamed.text()).toContain("Forms on other websites cannot change anything here.");
    expect(unnamed.headers.get("set-cookie")).toBeNull();
    // Both bodies were read, so the server goes on answering.
    expect((await fetch(`${baseURL()}/api/questions?limit=1`)).status).toBe(200);
  });

  it("answer an oversized form with 413", async () => {
    const big = new URLSearchParams({ message: "a".repeat(100 * 1024) });
    const response = await post("/contact", big);
    expect(response.status).toBe(413);
    expect((await fetch(`${baseURL()}/api/questions?limit=1`)).status).toBe(200);
  });
});

describe("posts nothing reads", () => {
  // Answering over an unread body made the next request hang (and a run of them stopped the local
  // server): a page without an action, a page refusing before it reads its form, a picture.
  it("are read to the end, and the next request is answered at once", async () => {
    const slug = await firstSlug();
    const big = new URLSearchParams({ message: "a".repeat(40 * 1024) });
    for (const path of [
      "/",
      "/about",
      "/about.data",
      "/robots.txt",
      "/settings",
      "/moderate",
      `/question/${slug}/card.png`,
    ]) {
      const response = await fetch(`${baseURL()}${path}`, {
        method: "POST",
        body: big,
        headers: { Origin: baseURL() },
        redirect: "manual",
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      expect(response.status, path).toBeLessThan(500);
      const next = await fetch(`${baseURL()}/about`, { signal: AbortSignal.timeout(5_000) });
      expect(next.status, `the request after a post to ${path}`).toBe(200);
      await next.arrayBuffer();
    }
  });
});

describe("the JSON API", () => {
  it("answers an oversized body with 413, and the next requests are answered as usual", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await post(
        "/api/questions",
        JSON.stringify({ questionText: "a".repeat(100 * 1024) }),
        {
          "Content-Type": "application/json",
        },
      );
      expect(response.status).toBe(413);
      expect(((await response.json()) as { success: boolean }).success).toBe(false);
      expect((await fetch(`${baseURL()}/health`)).status).toBe(200);
    }
  });
});
