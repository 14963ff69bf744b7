import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { requestContext } from "#app/context.server.ts";
import type { LikeActionData, VoteActionData } from "#app/lib/intents.ts";
import { type ContactResult, handleContactForm } from "#app/routes/pages/contact.server.ts";
import { type SubmitActionData, submitFromForm } from "#app/submissions/submit.server.ts";
import { questionPageAction } from "#app/voting/question-actions.server.ts";
import { distinctQuestionText } from "../shared/distinct-question";
import { firstQuestion } from "./helpers";
import { count, formPost, freshIp, roomInWindow, runAction } from "./limit-helpers";

// The pages' forms over a limit: a 429 with Retry-After, the sentence where the form shows its
// errors, what was typed kept, and nothing written.

const contact = (ip: string, n: number, cookie?: string) =>
  runAction<ContactResult>(
    formPost(
      "/contact",
      ip,
      { name: "Sam", email: "sam@example.com", subject: "general", message: `Message number ${n} here.` },
      cookie,
    ),
    handleContactForm,
  );
const messages = () => count("select count(*) as n from contact_messages");

describe("the contact form", () => {
  it("sends 10 a minute from one address, then shows a friendly 429 with the check and stores nothing", async () => {
    await roomInWindow(5);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await contact(ip, i)).data.sent).toBe(true);
    const before = await messages();
    const refused = await contact(ip, 10);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(refused.data).toMatchObject({
      sent: false,
      formError: expect.stringMatching(/a lot of messages.*try again in a minute/),
      values: { message: "Message number 10 here." },
      turnstileSiteKey: expect.any(String),
    });
    expect(await messages()).toBe(before);
    expect((await contact(freshIp(), 11)).data.sent).toBe(true);
  });
});

let questionNumber = 0;
const submit = (ip: string) => {
  questionNumber += 1;
  const fields = {
    questionText: distinctQuestionText(),
    optionA: `Yes ${questionNumber}`,
    optionB: `No ${questionNumber}`,
    category: "Funny",
    submittedBy: "",
  };
  return runAction<SubmitActionData>(
    formPost("/submit-would-you-rather-question", ip, fields),
    submitFromForm,
  );
};

describe("the submit form", () => {
  it("takes 30 a minute from one address, then shows a friendly 429 in the form", {
    timeout: 30_000,
  }, async () => {
    await roomInWindow(10);
    const ip = freshIp();
    for (let i = 0; i < 30; i++) expect((await submit(ip)).data).toMatchObject({ ok: true });
    const before = await count("select count(*) as n from questions where status = 'pending'");
    const refused = await submit(ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(refused.data).toMatchObject({
      ok: false,
      field: "form",
      error: expect.stringMatching(/questions/),
    });
    expect(await count("select count(*) as n from questions where status = 'pending'")).toBe(before);
  });
});

describe("votes and likes on pages", () => {
  const like = (ip: string, questionId: string, cookie: string, liked: boolean) =>
    runAction<LikeActionData>(
      formPost("/", ip, { intent: "like", questionId, liked: String(liked) }, cookie),
      (request, context) => questionPageAction({ request, context }),
    );

  it("takes 30 likes a minute from one voter, then refuses without changing the like", {
    timeout: 30_000,
  }, async () => {
    await roomInWindow(5);
    const question = await firstQuestion("Food");
    const ip = freshIp();
    const first = await runAction<VoteActionData>(
      formPost("/", ip, { intent: "vote", questionId: question.id, option: "A" }),
      (request, context) => questionPageAction({ request, context }),
    );
    const cookie = (first.setCookie ?? "").split(";")[0] as string;
    for (let i = 0; i < 30; i++) expect((await like(ip, question.id, cookie, i % 2 === 0)).status).toBe(200);
    const likedBefore = await count("select count(*) as n from likes where question_id = ?", question.id);
    const refused = await like(freshIp(), question.id, cookie, true);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(refused.data).toMatchObject({ status: "error", error: expect.stringMatching(/a lot of likes/) });
    expect(await count("select count(*) as n from likes where question_id = ?", question.id)).toBe(
      likedBefore,
    );
  });
});

describe("a page vote past the new-voter limit", () => {
  it("is refused with Retry-After and no cookie, and the page's reads after it still work", {
    timeout: 30_000,
  }, async () => {
    await roomInWindow(15);
    const question = await firstQuestion("Travel");
    const ip = freshIp();
    // The first step of the limit (30 new voters a minute per address) has passed.
    for (let i = 0; i < 30; i++) {
      const response = await SELF.fetch(`https://wyr.example/api/questions/${question.id}/vote`, {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": ip },
        body: JSON.stringify({ option: "A" }),
      });
      expect(response.status).toBe(200);
    }
    let readAfter: string | undefined = "not read";
    const refused = await runAction<VoteActionData>(
      formPost("/", ip, { intent: "vote", questionId: question.id, option: "B" }),
      async (request, context) => {
        const answer = await questionPageAction({ request, context });
        // What the page's loaders read next, in the same request (a form post without JavaScript).
        readAfter = await requestContext(context).visitor.voterHash();
        return answer;
      },
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(refused.data).toMatchObject({ success: false, error: expect.stringMatching(/new voters/) });
    expect(refused.setCookie).toBeNull();
    expect(readAfter).toBeUndefined();
  });
});
