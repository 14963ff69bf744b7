import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type ContactResult, handleContactForm } from "#app/routes/pages/contact.server.ts";
import { distinctQuestionText } from "../shared/distinct-question";
import { formPost, freshNetwork, roomInWindow, runAction } from "./limit-helpers";

// Every per-address limit counts an address group (worker/limits/check.ts): each request below comes
// from a different address of one IPv6 /64, and they count as one address; another /64 does not.
// The new-voter limit's own test is in limits-api.test.ts.

describe("per-address limits count a /64 as one address", () => {
  it("submissions through the API: 30 from 30 addresses of one /64, then 429", async () => {
    await roomInWindow(10);
    const address = freshNetwork();
    const submit = (ip: string, n: number) =>
      SELF.fetch("https://wyr.example/api/questions", {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": ip },
        body: JSON.stringify({
          questionText: distinctQuestionText(),
          optionA: `Group option one ${n}`,
          optionB: `Group option two ${n}`,
          category: "Funny",
        }),
      });
    for (let n = 1; n <= 30; n++) expect((await submit(address(n), n)).status, `submission ${n}`).toBe(201);
    const refused = await submit(address(31), 31);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect((await submit(freshNetwork()(1), 32)).status).toBe(201);
  }, 30_000);

  it("the contact form: 10 from 10 addresses of one /64, then 429 with the form kept", async () => {
    await roomInWindow(5);
    const address = freshNetwork();
    const send = (ip: string, n: number) =>
      runAction<ContactResult>(
        formPost("/contact", ip, {
          name: "Sam",
          email: "sam@example.com",
          subject: "general",
          message: `Group message ${n}.`,
        }),
        handleContactForm,
      );
    for (let n = 1; n <= 10; n++) expect((await send(address(n), n)).data.sent, `message ${n}`).toBe(true);
    const refused = await send(address(11), 11);
    expect(refused.status).toBe(429);
    expect(refused.data).toMatchObject({ sent: false, values: { message: "Group message 11." } });
    expect((await send(freshNetwork()(1), 12)).data.sent).toBe(true);
  });
});
