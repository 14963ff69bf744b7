import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { RETENTION_DAYS } from "#domain/retention.ts";
import worker from "#worker/index.ts";

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2027-06-01T03:23:00Z").getTime();

async function addContactMessage(name: string, ageDays: number) {
  await env.DB.prepare(
    "insert into contact_messages (name, email, subject, message, created_at) values (?, 'a@example.com', 'general', 'Hello there', ?)",
  )
    .bind(name, NOW - ageDays * DAY)
    .run();
}

async function addSubmission(id: string, status: string, reviewedDaysAgo: number) {
  const at = NOW - reviewedDaysAgo * DAY;
  await env.DB.prepare(
    `insert into questions (id, slug, question_text, option_a, option_b, category, status, dedupe_key, created_at, reviewed_at)
     values (?, ?, ?, 'Fly', 'Swim', 'Funny', ?, ?, ?, ?)`,
  )
    .bind(id, `retention-${id}`, `Would you rather ${id}?`, status, `retention ${id}`, at - DAY, at)
    .run();
}

const names = async (sql: string) => (await env.DB.prepare(sql).all<{ v: string }>()).results.map((r) => r.v);

async function runCron() {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: NOW, cron: "23 3 * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

describe("the daily cleanup", () => {
  it("deletes contact messages and declined submissions past their period, and nothing else", async () => {
    await addContactMessage("old", RETENTION_DAYS.contactMessages + 1);
    await addContactMessage("recent", RETENTION_DAYS.contactMessages - 1);
    await addSubmission("retention-old-rejected", "rejected", RETENTION_DAYS.rejectedSubmissions + 1);
    await addSubmission("retention-new-rejected", "rejected", RETENTION_DAYS.rejectedSubmissions - 1);
    await addSubmission("retention-old-pending", "pending", 400);
    await addSubmission("retention-old-published", "published", 400);

    await runCron();

    expect(await names("select name as v from contact_messages")).toEqual(["recent"]);
    expect(await names("select id as v from questions where id like 'retention-%' order by id")).toEqual([
      "retention-new-rejected",
      "retention-old-pending",
      "retention-old-published",
    ]);
  });

  it("deletes expired sessions, sessions past their lifetime however active, and expired tokens", async () => {
    await env.DB.prepare(
      "insert into users (id, name, email, email_verified, created_at, updated_at) values ('retention-user', 'R', 'r@example.com', 1, ?, ?)",
    )
      .bind(NOW, NOW)
      .run();
    const tooOld = NOW - (RETENTION_DAYS.sessionLifetime + 1) * DAY;
    for (const [id, expires, created] of [
      ["expired", NOW - DAY, NOW - 2 * DAY],
      ["live", NOW + DAY, NOW - DAY],
      ["past-lifetime", NOW + DAY, tooOld],
    ] as const) {
      await env.DB.prepare(
        "insert into sessions (id, expires_at, token, created_at, updated_at, user_id) values (?, ?, ?, ?, ?, 'retention-user')",
      )
        .bind(id, expires, `token-${id}`, created, NOW)
        .run();
      await env.DB.prepare(
        "insert into verifications (id, identifier, value, expires_at, created_at, updated_at) values (?, 'x', 'y', ?, ?, ?)",
      )
        .bind(id, expires, NOW, NOW)
        .run();
    }

    await runCron();

    expect(await names("select id as v from sessions")).toEqual(["live"]);
    expect(await names("select id as v from verifications order by id")).toEqual(["live", "past-lifetime"]);
  });
});
