import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sendContactMessage } from "#worker/services/contact.ts";
import { appContext } from "#worker/services/context.ts";

const message = {
  name: "Sam Lee",
  email: "sam@example.com",
  subject: "bug" as const,
  message: "The share button does nothing on my phone.",
};

describe("contact messages", () => {
  it("stores a message in D1 with the time it arrived", async () => {
    const now = new Date("2027-03-04T05:06:07Z");
    const { id } = await sendContactMessage(appContext(env), message, now);
    const row = await env.DB.prepare("select * from contact_messages where id = ?").bind(id).first();
    expect(row).toEqual({
      id,
      name: "Sam Lee",
      email: "sam@example.com",
      subject: "bug",
      message: "The share button does nothing on my phone.",
      created_at: now.getTime(),
      // Waiting in the moderators' inbox.
      handled_at: null,
    });
  });

  it("keeps every message, each with its own id", async () => {
    const ctx = appContext(env);
    const first = await sendContactMessage(ctx, { ...message, subject: "general" });
    const second = await sendContactMessage(ctx, { ...message, subject: "general" });
    expect(second.id).not.toBe(first.id);
    const { n } = (await env.DB.prepare(
      "select count(*) as n from contact_messages where subject = 'general'",
    ).first()) as {
      n: number;
    };
    expect(n).toBe(2);
  });
});
