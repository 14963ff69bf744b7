import { describe, expect, it } from "vitest";
import { postComment } from "#worker/services/discussion.ts";
import { passingToken } from "../turnstile-mock/siteverify";
import { addMember, ctx, freshQuestion } from "./discussion-helpers";
import { count, freshIp, roomInWindow } from "./limit-helpers";

// The comments limit per address group, with wrangler.toml's numbers: 40 a minute, then a Turnstile
// check is asked for, and a passed one lets the next through. Bodies are blank, so each counted post
// is refused by the checks after the limit and nothing is stored.

const FIRST_STEP = 40;

const from = (ip: string) =>
  new Request("https://wyr.example/question/x", { method: "POST", headers: { "cf-connecting-ip": ip } });

describe("the comments limit per address group", () => {
  it("asks for a check past the first step, then lets a passed one through", {
    timeout: 60_000,
  }, async () => {
    const ip = freshIp();
    const { id } = await freshQuestion();
    const members = await Promise.all(Array.from({ length: FIRST_STEP + 3 }, () => addMember()));
    const stored = () => count("select count(*) as n from comments where question_id = ?", id);
    await roomInWindow(20);
    for (const member of members.slice(0, FIRST_STEP)) {
      await expect(postComment(ctx(), from(ip), id, member, { body: " " })).rejects.toMatchObject({
        status: 400,
      });
    }
    const over = postComment(ctx(), from(ip), id, members[FIRST_STEP] as (typeof members)[number], {
      body: "Hi there.",
    });
    await expect(over).rejects.toMatchObject({
      status: 429,
      details: { turnstileSiteKey: expect.any(String) },
      message: expect.stringMatching(/commenting very quickly/),
    });
    // Having tripped it, this address is asked for the check before anything else.
    const unproven = postComment(ctx(), from(ip), id, members[FIRST_STEP + 1] as (typeof members)[number], {
      body: "Hi there.",
    });
    await expect(unproven).rejects.toMatchObject({
      status: 403,
      details: { turnstileSiteKey: expect.any(String) },
    });
    const proven = await postComment(
      ctx(),
      from(ip),
      id,
      members[FIRST_STEP + 2] as (typeof members)[number],
      {
        body: "Hi there, with a check.",
        turnstileToken: passingToken("comment"),
      },
    );
    expect(proven.status).toBe("held");
    expect(await stored()).toBe(1);
  });
});
