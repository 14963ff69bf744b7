import { env, runDurableObjectAlarm, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { appContext } from "#worker/services/context.ts";
import { emptyVoteList, voteListCookieHeader } from "#worker/votes/vote-list-cookie.ts";
import { auth, cookieHeader, createConfirmedAccount, visitor } from "./auth-helpers";
import { BASE, firstQuestion, type Json, postJson } from "./helpers";
import { forVoter, objectOf, sharedCards } from "./shared-copies";

// The browser's signed list of the votes its voter cookie cast (worker/votes/vote-list-cookie.ts),
// from which a returning voter's copy of a shared page shows their votes without reading D1.

const LIST = "wyr_votes";

/** A browser's cookie jar: what each answer sets replaces what it held, and Max-Age=0 removes. */
class Browser {
  private jar = new Map<string, string>();

  take(headers: Headers) {
    for (const set of headers.getSetCookie()) {
      const [pair = "", ...attributes] = set.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      if (attributes.some((a) => a.trim() === "Max-Age=0")) this.jar.delete(name);
      else this.jar.set(name, pair.slice(eq + 1));
    }
  }

  get(name: string) {
    return this.jar.get(name);
  }

  set(name: string, value: string) {
    this.jar.set(name, value);
  }

  get cookie() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** The voter cookie alone: how a browser from before the list asks. */
  get voterOnly() {
    return `wyr_voter=${this.jar.get("wyr_voter")}`;
  }

  async vote(question: Json, option: "A" | "B") {
    const answer = await postJson(`/api/questions/${question.id}/vote`, { option }, { Cookie: this.cookie });
    this.take(answer.headers);
    return answer;
  }
}

/** The votes a copy was given, from its hydration JSON; undefined for a render of the voter's own. */
async function writtenVotes(url: string, cookie: string) {
  const body = await forVoter(url, cookie);
  if (body === undefined) return undefined;
  const json = body.match(/<script type="application\/json" id="written-votes">(.*?)<\/script>/)?.[1];
  return json ? JSON.parse(json) : {};
}

/** A vote that D1 no longer holds: the list is then the only place it is written. */
const forgetInD1 = (questionId: string) =>
  env.DB.prepare("delete from votes where question_id = ?").bind(questionId).run();

describe("the browser's list of its votes", () => {
  it("starts with a new voter's first vote, grows with each, and goes where the voter cookie goes", async () => {
    const [q1, q2] = [await firstQuestion("Kids"), await firstQuestion("Funny")];
    const browser = new Browser();
    const first = await browser.vote(q1, "A");
    const sets = first.headers.getSetCookie();
    expect(sets[0]).toMatch(/^wyr_voter=/);
    expect(sets[1]).toMatch(
      new RegExp(`^${LIST}=[0-9a-z]+!${q1.id}:A\\.[\\w-]{43}; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`),
    );
    await browser.vote(q2, "B");
    expect(browser.get(LIST)).toMatch(new RegExp(`!${q1.id}:A!${q2.id}:B\\.`));
    const secure = await SELF.fetch(`https://example.com/api/questions/${q2.id}/vote`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ option: "A" }),
    });
    expect(secure.headers.getSetCookie()[1]).toMatch(
      new RegExp(`^__Host-${LIST}=.*; HttpOnly; SameSite=Lax; Secure$`),
    );
  });

  it("shows a returning voter their votes on a shared copy from the list alone, with no D1 read", async () => {
    const [voted, also, other] = [
      await firstQuestion("Hard"),
      await firstQuestion("Deep"),
      await firstQuestion("Travel"),
    ];
    const browser = new Browser();
    await browser.vote(voted, "B");
    await browser.vote(also, "A");
    for (const q of [voted, also]) {
      await runAlarm(q);
      await forgetInD1(String(q.id));
    }
    const { url } = await sharedCards([voted, also, other]);
    expect(await writtenVotes(url, browser.cookie)).toEqual({ [voted.id]: "B", [also.id]: "A" });
    // Without the list the worker reads D1, which no longer holds them.
    expect(await writtenVotes(url, browser.voterOnly)).toEqual({});
  });

  it("gives a voter their own render while the copy's counts may not hold their newest vote", async () => {
    const q = await firstQuestion("Sports");
    const browser = new Browser();
    await browser.vote(q, "A");
    const { url: justBefore } = await sharedCards([q], { countsRead: Date.now() });
    expect(await writtenVotes(justBefore, browser.cookie)).toBeUndefined();
    const { url: later } = await sharedCards([q]);
    expect(await writtenVotes(later, browser.cookie)).toEqual({ [q.id]: "A" });
  });

  it("is read only with its own voter cookie and unchanged; any other list sends the worker to D1", async () => {
    const [q1, q2] = [await firstQuestion("Food"), await firstQuestion("Movie")];
    const [mine, theirs] = [new Browser(), new Browser()];
    await mine.vote(q1, "A");
    await runAlarm(q1);
    await theirs.vote(q2, "B");
    const { url } = await sharedCards([q1, q2]);
    expect(await writtenVotes(url, mine.cookie)).toEqual({ [q1.id]: "A" });

    // Their list beside my voter cookie: not mine, so D1 answers with my vote, not theirs.
    const borrowed = `${mine.voterOnly}; ${LIST}=${theirs.get(LIST)}`;
    expect(await writtenVotes(url, borrowed)).toEqual({ [q1.id]: "A" });
    // My list with its vote changed: the signature no longer holds.
    const edited = `${mine.voterOnly}; ${LIST}=${mine.get(LIST)?.replace(`${q1.id}:A`, `${q1.id}:B`)}`;
    expect(await writtenVotes(url, edited)).toEqual({ [q1.id]: "A" });
    // My list with a vote added that D1 does not hold: ignored for the same reason.
    const added = `${mine.voterOnly}; ${LIST}=${mine.get(LIST)?.replace(".", `!${q2.id}:B.`)}`;
    expect(await writtenVotes(url, added)).toEqual({ [q1.id]: "A" });
  });

  it("takes back a vote another tab's answer dropped when the question says it was already cast", async () => {
    const [q1, q2, q3] = [
      await firstQuestion("Kids"),
      await firstQuestion("Adults"),
      await firstQuestion("Funny"),
    ];
    const browser = new Browser();
    await browser.vote(q1, "A");
    // Two tabs vote at once from the same cookies; the later answer's list lacks the other's vote.
    const before = browser.cookie;
    const tab = await postJson(`/api/questions/${q2.id}/vote`, { option: "B" }, { Cookie: before });
    await browser.vote(q3, "A");
    expect(tab.status).toBe(200);
    expect(browser.get(LIST)).not.toContain(`${q2.id}:`);
    // Voting on it again is refused as already voted, and the list has it from then on.
    const again = await browser.vote(q2, "A");
    expect(again.status).toBe(409);
    expect(browser.get(LIST)).toContain(`!${q2.id}:B`);
  });

  it("is dropped once it would outgrow a cookie, and then the worker reads D1", async () => {
    const q = await firstQuestion("Deep");
    const browser = new Browser();
    await browser.vote(q, "A");
    await runAlarm(q);
    // A list one vote short of what a cookie holds, signed for this voter.
    const voterId = browser.get("wyr_voter")?.split(".")[0] ?? "";
    const full = emptyVoteList();
    for (let i = 0; i < 189; i++) full.votes.set(`q${String(i).padStart(15, "0")}`, "A");
    const keys = appContext(env).config.voterKeys;
    const fullCookie = await voteListCookieHeader(new Request(BASE), keys, voterId, full);
    expect(fullCookie).toMatch(new RegExp(`^${LIST}=.{3000,}`));
    browser.set(LIST, fullCookie.split(";")[0]?.slice(LIST.length + 1) ?? "");
    const next = await firstQuestion("Hard");
    const answer = await browser.vote(next, "B");
    expect(answer.headers.getSetCookie().find((c) => c.startsWith(`${LIST}=`))).toMatch(/Max-Age=0/);
    expect(browser.get(LIST)).toBeUndefined();
    await runAlarm(next);
    const { url } = await sharedCards([q, next]);
    expect(await writtenVotes(url, browser.cookie)).toEqual({ [q.id]: "A", [next.id]: "B" });
  });

  it("is dropped when the browser signs in, as the account may take over its identity", async () => {
    const q = await firstQuestion("Food");
    const browser = new Browser();
    await browser.vote(q, "B");
    const email = "list-owner@example.com";
    const ip = "198.51.100.77";
    await createConfirmedAccount(email, "list-password", ip, "Lister");
    const signIn = await auth(visitor(ip, browser.cookie), "/sign-in/email", {
      email,
      password: "list-password",
    });
    if (!signIn.ok) throw new Error(signIn.message);
    // Signed in over https, the list's name carries the __Host- prefix the voter cookie's has.
    expect(signIn.setCookies.find((c) => c.startsWith(`__Host-${LIST}=;`))).toMatch(/Max-Age=0/);
    expect(cookieHeader(signIn.setCookies)).toContain("wyr.session_token");
  });
});

const runAlarm = (question: Json) => runDurableObjectAlarm(objectOf(String(question.id)));
