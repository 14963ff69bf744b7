import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { accountActivity } from "#worker/services/activity.ts";
import { appContext } from "#worker/services/context.ts";
import { hashStatusToken, submissionByToken } from "#worker/services/submission-status.ts";
import { submitQuestion } from "#worker/services/submissions.ts";
import { postJson } from "./helpers";

const ctx = () => appContext(env);
// Syllables that spell no word the language filter refuses: eight random letters once did, and the
// submission was refused as rude.
const SYLLABLES = ["ba", "lo", "mi", "ne", "ru", "vo", "ke", "zu"];
/** A made-up word, so each question differs from the others by more than a number. */
const word = () =>
  Array.from({ length: 5 }, () => SYLLABLES[Math.floor(Math.random() * SYLLABLES.length)]).join("");
const fresh = () => ({
  questionText: `Would you rather meet a ${word()} or befriend a ${word()}?`,
  optionA: "Paint murals",
  optionB: "Write songs",
  category: "Deep",
  submittedBy: undefined,
});

const setRow = (id: string, sql: string, ...values: unknown[]) =>
  env.DB.prepare(`update questions set ${sql} where id = ?`)
    .bind(...values, id)
    .run();

async function anonymousSubmission() {
  const res = await postJson("/api/questions", fresh());
  expect(res.status).toBe(201);
  const url = new URL(res.body.data.statusUrl);
  return {
    id: res.body.data.id as string,
    slug: res.body.data.slug as string,
    url,
    token: url.pathname.split("/")[2] as string,
  };
}

describe("the private status link", () => {
  it("is an absolute link on the configured origin, and only the token's hash is stored", async () => {
    const { id, url, token } = await anonymousSubmission();
    expect(url.origin).toBe("https://wyr.example");
    expect(url.pathname).toMatch(/^\/submission\/[A-Za-z0-9_-]{43}$/);
    const row = await env.DB.prepare("select status_token_hash from questions where id = ?")
      .bind(id)
      .first<{ status_token_hash: string }>();
    expect(row?.status_token_hash).toBe(await hashStatusToken(token));
    expect(row?.status_token_hash).not.toContain(token);
  });

  it("ignores a forged Host header", async () => {
    const res = await postJson("/api/questions", fresh(), { Host: "evil.example" });
    expect(res.body.data.statusUrl).toMatch(/^https:\/\/wyr\.example\/submission\//);
  });

  it("is not given to a signed-in submitter, whose activity page shows the status", async () => {
    await env.DB.prepare(
      "insert into users (id, name, email, email_verified, created_at, updated_at) values ('u-status', 'Sam', 'sam-status@example.com', 1, 0, 0)",
    ).run();
    const created = await submitQuestion(ctx(), fresh(), {
      origin: "https://wyr.example",
      userId: "u-status",
    });
    expect(created.statusUrl).toBeUndefined();
    const row = await env.DB.prepare("select status_token_hash from questions where id = ?")
      .bind(created.id)
      .first();
    expect(row?.status_token_hash).toBeNull();
  });

  it("shows each status in plain words, the link once published, the reason once rejected", async () => {
    const { id, slug, token } = await anonymousSubmission();
    expect(await submissionByToken(ctx(), token)).toMatchObject({
      status: "pending",
      optionA: "Paint murals",
      category: "Deep",
      slug: undefined,
      rejection: undefined,
    });
    await setRow(id, "status = 'published', published_at = 1");
    expect(await submissionByToken(ctx(), token)).toMatchObject({ status: "published", slug });
    await setRow(id, "status = 'hidden'");
    expect(await submissionByToken(ctx(), token)).toMatchObject({ status: "hidden", slug: undefined });
    await setRow(
      id,
      "status = 'rejected', rejection_reason = 'off-topic', rejection_note = ?",
      "Needs two options.",
    );
    expect(await submissionByToken(ctx(), token)).toMatchObject({
      status: "not-published",
      rejection: { reason: "It is not a would-you-rather question", note: "Needs two options." },
    });
    await setRow(id, "rejection_reason = null, rejection_note = null");
    expect((await submissionByToken(ctx(), token))?.rejection).toEqual({
      reason: undefined,
      note: undefined,
    });
  });

  it("knows nothing of a malformed or unknown token", async () => {
    const { token } = await anonymousSubmission();
    for (const bad of ["", "short", `${token}x`, `${token.slice(0, 42)}!`, "A".repeat(43)]) {
      expect(await submissionByToken(ctx(), bad), bad).toBeUndefined();
    }
  });
});

describe("a signed-in submitter's activity", () => {
  it("shows each submission's status, and a rejected one's reason and note", async () => {
    await env.DB.prepare(
      "insert into users (id, name, email, email_verified, created_at, updated_at) values ('u-activity', 'Alex', 'alex-activity@example.com', 1, 0, 0)",
    ).run();
    const by = { origin: "https://wyr.example", userId: "u-activity" };
    const rejected = await submitQuestion(ctx(), fresh(), by);
    const hidden = await submitQuestion(ctx(), fresh(), by);
    const pending = await submitQuestion(ctx(), fresh(), by);
    await setRow(
      rejected.id,
      "status = 'rejected', rejection_reason = 'duplicate', rejection_note = 'See the classic.'",
    );
    await setRow(hidden.id, "status = 'hidden'");
    const { submitted } = await accountActivity(ctx(), "u-activity", undefined);
    const bySlug = new Map(submitted.map((s) => [s.slug, s]));
    expect(bySlug.get(rejected.slug)).toMatchObject({
      status: "not-published",
      rejection: { reason: "It repeats a question we already have", note: "See the classic." },
    });
    expect(bySlug.get(hidden.slug)).toMatchObject({ status: "hidden", rejection: undefined });
    expect(bySlug.get(pending.slug)).toMatchObject({ status: "pending", rejection: undefined });
  });
});
