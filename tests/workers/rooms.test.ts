import { env, listDurableObjectIds } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { handleHostForm, loadHostRoom } from "#app/rooms/room-host.server.ts";
import { handlePlayerForm } from "#app/rooms/room-play.server.ts";
import { handleNewRoomForm } from "#app/rooms/rooms-new.server.ts";
import { nicknameSchema, ROOM_CODE_ALPHABET, roomCodeSchema } from "#domain/room-protocol.ts";
import { newRoomSchema } from "#domain/room-schema.ts";
import { firstMessage } from "#domain/schemas.ts";
import { inLocale } from "#worker/http/request-locale.ts";
import { isRoomPath } from "#worker/rooms/room-paths.ts";
import { appContext } from "#worker/services/context.ts";
import { roomSummary } from "#worker/services/rooms.ts";
import { castVote } from "#worker/services/votes.ts";
import { formPost, freshIp } from "./limit-helpers";
import {
  connect,
  cookiePair,
  joinByForm,
  openSocket,
  pageGet,
  room,
  runPageAction,
  SITE,
  startRoomByForm,
} from "./room-helpers";

// One Durable Object per room, in workerd: the host's form, players joining through the page's
// form, and both ends of the room's sockets as browsers use them.

async function roomWithPlayers(names: string[]) {
  const { code, hostCookie } = await startRoomByForm();
  const players: { name: string; cookie: string }[] = [];
  for (const name of names) players.push({ name, cookie: (await joinByForm(code, name)).cookie ?? "" });
  const host = await connect(`/rooms/${code}/socket`, hostCookie);
  return { code, hostCookie, host, players };
}

describe("starting a room", () => {
  it("gives a six-character code without look-alike characters and the host an HttpOnly cookie for it", async () => {
    const { outcome, code } = await startRoomByForm({ category: "Food", count: "4" });
    expect(outcome.status).toBe(303);
    expect(code).toMatch(new RegExp(`^[${ROOM_CODE_ALPHABET}]{6}$`));
    expect(code).not.toMatch(/[01OIL]/);
    // The same cookie for the English pages and the Chinese ones (a cookie has one path).
    const [english, chinese] = outcome.headers.getSetCookie();
    expect(english).toMatch(
      new RegExp(`^wyr_h_${code}=[0-9a-f]{32}; Path=/rooms; Max-Age=14400; HttpOnly; SameSite=Lax; Secure$`),
    );
    expect(chinese).toBe(english?.replace("Path=/rooms", "Path=/zh/rooms"));
    const results = await room(code).results();
    expect(results?.questions).toHaveLength(4);
    expect(new Set(results?.questions.map((q) => q.category))).toEqual(new Set(["Food"]));
  });

  it("plays a pasted list of question links in their order", async () => {
    const { results } = await env.DB.prepare(
      "select slug from questions where status = 'published' limit 2",
    ).all<{ slug: string }>();
    const [first, second] = results.map((r) => r.slug);
    const { code } = await startRoomByForm({
      questions: `${SITE}/question/${second}\n  /question/${first}?x=1 \n`,
    });
    expect((await room(code).results())?.questions.map((q) => q.slug)).toEqual([second, first]);
  });

  it.each([
    [{ count: "0" }, /between 1 and 20/],
    [{ count: "abc" }, /between 1 and 20/],
    [{ category: "Nope" }, /pick a category/],
    [{ questions: "not a link!" }, /Line 1 is not a link/],
    [{ questions: "no-such-question-here" }, /couldn't find the question "no-such-question-here"/],
  ])("refuses %o with a sentence and starts nothing", async (fields, sentence) => {
    const { outcome } = await startRoomByForm(fields);
    expect(outcome.status).toBe(400);
    expect(outcome.setCookie).toBeNull();
    expect((outcome.data as { error: string }).error).toMatch(sentence);
  });
});

describe("an unknown room", () => {
  it("is a 404 for its socket, a sentence for joining, and nothing for the pages", async () => {
    const { response } = await openSocket(
      "/r/ZZZZZZ/socket",
      "wyr_p_ZZZZZZ=0123456789abcdef0123456789abcdef",
    );
    expect(response.status).toBe(404);
    expect((await openSocket("/rooms/not-a-code/socket")).response.status).toBe(404);
    const { outcome } = await joinByForm("ZZZZZZ", "Sam");
    expect(outcome.status).toBe(404);
    expect((outcome.data as { error: string }).error).toMatch(/no room with that code/);
    // Answered from the directory of live codes, without a Room object (room-directory.test.ts).
    const ids = await listDurableObjectIds(env.ROOMS);
    expect(ids.map(String)).not.toContain(env.ROOMS.idFromName("ZZZZZZ").toString());
  });
});

describe("playing a round", () => {
  it("takes one vote per player per question, shows how many voted, reveals to everyone and moves on", async () => {
    const { code, host, players } = await roomWithPlayers(["Ana", "Ben"]);
    const [ana, ben] = [
      await connect(`/r/${code}/socket`, players[0]?.cookie),
      await connect(`/r/${code}/socket`, players[1]?.cookie),
    ];
    expect(host.state().state).toMatchObject({ phase: "lobby", players: 2, total: 3 });
    expect(host.state().roster?.map((p) => p.nickname)).toEqual(["Ana", "Ben"]);

    host.send({ type: "start" });
    const started = await ana.next((m) => m.type === "state" && m.state.phase === "question");
    expect(started).toMatchObject({ state: { index: 0, counts: null }, yourVote: null });

    ana.send({ type: "vote", index: 0, option: "A" });
    expect(await ana.next((m) => m.type === "voted")).toEqual({ type: "voted", index: 0, option: "A" });
    const from = ana.messages.length;
    ana.send({ type: "vote", index: 0, option: "B" });
    // The repeat changes nothing and is told the first choice.
    expect(await ana.next((m) => m.type === "voted", from)).toEqual({ type: "voted", index: 0, option: "A" });
    ben.send({ type: "vote", index: 0, option: "B" });
    await ben.next((m) => m.type === "voted");
    // The big screen shows how many voted, and no bars until the reveal (the room's default).
    const live = await host.next((m) => m.type === "state" && m.state.voted === 2);
    expect(live.type === "state" && live.state).toMatchObject({ phase: "question", counts: null });
    // Players see no counts until the reveal.
    expect(ben.state().state.counts).toBeNull();

    host.send({ type: "reveal", index: 0 });
    const revealed = await ben.next((m) => m.type === "state" && m.state.phase === "revealed");
    expect(revealed).toMatchObject({ state: { counts: { a: 1, b: 1 } } });

    host.send({ type: "next", index: 0 });
    await ana.next((m) => m.type === "state" && m.state.index === 1);
    // A second "next" for the question already left (a double click) is ignored.
    host.send({ type: "next", index: 0 });
    ana.send({ type: "vote", index: 0, option: "B" });
    expect(await ana.next((m) => m.type === "error")).toMatchObject({ error: "voting-closed" });
    expect((await room(code).results())?.questions.map((q) => [q.a, q.b])).toEqual([
      [1, 1],
      [0, 0],
      [0, 0],
    ]);
    expect(ana.state().state).toMatchObject({ phase: "question", index: 1, counts: null });
  });

  it("ends after the last question with the room's most divided question beside the site's counts", async () => {
    const { code, host, players } = await roomWithPlayers(["Cat", "Dee", "Eve"]);
    const sockets = await Promise.all(players.map((p) => connect(`/r/${code}/socket`, p.cookie)));
    host.send({ type: "start" });
    const votes: ("A" | "B")[][] = [
      ["A", "A", "A"],
      ["A", "B", "A"],
      ["B", "B", "B"],
    ];
    for (const [index, round] of votes.entries()) {
      await Promise.all(
        sockets.map((s) =>
          s.next((m) => m.type === "state" && m.state.index === index && m.state.phase === "question"),
        ),
      );
      for (const [i, option] of round.entries()) sockets[i]?.send({ type: "vote", index, option });
      await host.next((m) => m.type === "state" && m.state.index === index && m.state.voted === 3);
      host.send({ type: "next", index });
    }
    await sockets[0]?.next((m) => m.type === "state" && m.state.phase === "ended");
    const ctx = appContext(env);
    const results = await room(code).results();
    const siteQuestion = results?.questions[1];
    if (!siteQuestion) throw new Error("no second question");
    const before = (await roomSummary(ctx, code))?.questions[1];
    // Room votes are never added to the site's counts; a site vote shows up beside them.
    await castVote(ctx, siteQuestion.id, "room-test-site-voter", "B");
    const summary = await roomSummary(ctx, code);
    expect(summary?.mostDivided).toBe(1);
    expect(summary?.questions[1]).toMatchObject({
      a: 2,
      b: 1,
      siteA: before?.siteA,
      siteB: (before?.siteB ?? 0) + 1,
    });
    expect(summary?.players).toBe(3);
  });

  it("lets a player without JavaScript vote by form post, once", async () => {
    const { code, host, players } = await roomWithPlayers(["Fay"]);
    host.send({ type: "start" });
    await host.next((m) => m.type === "state" && m.state.phase === "question");
    const { formPost, freshIp } = await import("./limit-helpers");
    const { handlePlayerForm } = await import("#app/rooms/room-play.server.ts");
    const { runPageAction } = await import("./room-helpers");
    const post = (option: string) => {
      const request = formPost(
        `/r/${code}`,
        freshIp(),
        { intent: "vote", option, index: "0" },
        players[0]?.cookie,
      );
      return runPageAction(request, (context) => handlePlayerForm({ code }, request, context));
    };
    expect((await post("B")).location).toBe(`/r/${code}`);
    await post("A");
    expect((await room(code).results())?.questions[0]).toMatchObject({ a: 0, b: 1 });
    expect((await post("C")).status).toBe(400);
  });
});

describe("a room in Chinese", () => {
  const chinese = /\p{Script=Han}/u;

  it("starts from /zh/rooms/new with its questions, links and refusals in Chinese", async () => {
    const request = formPost("/zh/rooms/new", freshIp(), { category: "Kids", count: "3", questions: "" });
    const outcome = await inLocale("zh", () =>
      runPageAction(request, (context) => handleNewRoomForm(request, context)),
    );
    const code = /^\/zh\/rooms\/([A-Z0-9]{6})\/host$/.exec(outcome.location ?? "")?.[1] ?? "";
    expect(code).toMatch(new RegExp(`^[${ROOM_CODE_ALPHABET}]{6}$`));
    const hostCookie = cookiePair(outcome.setCookie);
    const questions = (await room(code).results())?.questions ?? [];
    expect(questions).toHaveLength(3);
    for (const q of questions) expect(`${q.text}${q.optionA}${q.optionB}`).toMatch(chinese);

    // The host screen's join link and QR code open the players' page in Chinese.
    const screen = pageGet(`/zh/rooms/${code}/host`, freshIp(), hostCookie);
    const host = await inLocale("zh", () =>
      runPageAction(screen, (context) => loadHostRoom({ code }, screen, context)),
    );
    expect((host.data as { joinUrl: string }).joinUrl).toBe(`${SITE}/zh/r/${code}`);

    const join = (nickname: string, cookie?: string) => {
      const post = formPost(`/zh/r/${code}`, freshIp(), { intent: "join", nickname }, cookie);
      return inLocale("zh", () =>
        runPageAction(post, (context) => handlePlayerForm({ code }, post, context)),
      );
    };
    const joined = await join("Mei");
    expect(joined.location).toBe(`/zh/r/${code}`);
    // No nickname: the room picks one in Chinese.
    const unnamed = await join("   ");
    expect(unnamed.status).toBe(303);
    const token = /=([0-9a-f]{32})/.exec(unnamed.setCookie ?? "")?.[1] ?? "";
    const seat = (await room(code).view({ role: "player", token }))?.seat;
    expect(seat?.role === "player" && seat.nickname).toMatch(/^\p{Script=Han}+$/u);
    expect(await join("mei")).toMatchObject({
      status: 409,
      data: { error: "房间里已经有人用了这个昵称，请换一个。" },
    });

    // A command refused without JavaScript is said in the page's language.
    const vote = formPost(
      `/zh/r/${code}`,
      freshIp(),
      { intent: "vote", option: "A", index: "0" },
      cookiePair(joined.setCookie),
    );
    const refused = await inLocale("zh", () =>
      runPageAction(vote, (context) => handlePlayerForm({ code }, vote, context)),
    );
    expect(refused).toMatchObject({ status: 409, data: "这道题的投票已经结束了。" });
    const start = formPost(`/zh/rooms/${code}/host`, freshIp(), { intent: "start" }, hostCookie);
    const started = await inLocale("zh", () =>
      runPageAction(start, (context) => handleHostForm({ code }, start, context)),
    );
    expect(started.location).toBe(`/zh/rooms/${code}/host`);
  });

  it("words the forms' validation in Chinese on Chinese pages, and in English as before", () => {
    const refusal = (parse: () => { error?: import("zod").ZodError }) => {
      const { error } = parse();
      return error ? firstMessage(error) : undefined;
    };
    const room = (fields: Record<string, string>) => () =>
      newRoomSchema.safeParse({ category: "", count: "5", questions: "", ...fields });
    expect(inLocale("zh", () => refusal(room({ count: "99" })))).toBe("问题数量请选 1 到 20 个。");
    expect(refusal(room({ count: "99" }))).toBe("Please choose between 1 and 20 questions.");
    expect(inLocale("zh", () => refusal(room({ questions: "not a link!" })))).toBe(
      "第 1 行不是本站问题的链接。",
    );
    expect(inLocale("zh", () => refusal(() => nicknameSchema.safeParse("x".repeat(21))))).toBe(
      "昵称最多 20 个字。",
    );
    expect(inLocale("zh", () => refusal(() => roomCodeSchema.safeParse("OOO")))).toBe(
      "房间码由 6 个字母和数字组成，比如 K7M2QX。",
    );
    expect(refusal(() => roomCodeSchema.safeParse("OOO"))).toBe(
      "A room code is 6 letters and digits, like K7M2QX.",
    );
  });

  it("keeps Chinese room pages out of the shared cache, as the English ones", () => {
    for (const path of ["/zh/r", "/zh/r/K7M2QX", "/zh/r.data", "/zh/rooms/new", "/zh/rooms/K7M2QX/host"])
      expect(isRoomPath(path), path).toBe(true);
    for (const path of ["/zh/play", "/zh/", "/zh/rules"]) expect(isRoomPath(path), path).toBe(false);
  });
});
