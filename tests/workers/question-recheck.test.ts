import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { firstQuestion, postJson } from "./helpers";

const object = (id: string) => env.QUESTION_VOTES.get(env.QUESTION_VOTES.idFromName(id));
/** A new voter each time: no cookie. */
const vote = (id: string) => postJson(`/api/questions/${id}/vote`, { option: "A" });
const setStatus = (id: string, status: string) =>
  env.DB.prepare("update questions set status = ? where id = ?").bind(status, id).run();

/** Makes the object's copy of its question older than QUESTION_RECHECK_MS. */
async function ageCopy(id: string) {
  await runInDurableObject(object(id), async (_instance, state) => {
    state.storage.sql.exec("update meta set value = '0' where key = 'question_checked_at'");
  });
}

describe("a question's object keeps its copy of the question current", () => {
  it("stops taking votes once the question is retired, and takes them again once it is back", async () => {
    const q = await firstQuestion("Travel");
    expect((await vote(q.id)).status).toBe(200);
    await setStatus(q.id, "retired");
    await ageCopy(q.id);
    await runDurableObjectAlarm(object(q.id));

    const refused = await vote(q.id);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ success: false });

    await setStatus(q.id, "published");
    // A closed object reads D1 again on a vote, but only once its copy is old enough.
    expect((await vote(q.id)).status).toBe(404);
    await ageCopy(q.id);
    const reopened = await vote(q.id);
    expect(reopened.status).toBe(200);
    expect(reopened.body.data.votesA).toBe(2);
  });

  it("shows an edited question's new text in vote answers after the next flush", async () => {
    const q = await firstQuestion("Sports");
    expect((await vote(q.id)).status).toBe(200);
    const edited = "Would you rather referee a match in the rain or coach one in the snow?";
    await env.DB.prepare("update questions set question_text = ? where id = ?").bind(edited, q.id).run();
    expect((await vote(q.id)).body.data.questionText).toBe(q.questionText);
    await ageCopy(q.id);
    await runDurableObjectAlarm(object(q.id));
    expect((await vote(q.id)).body.data.questionText).toBe(edited);
  });
});
