import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAX_QUESTIONS, type ServerMessage } from "#domain/room-protocol.ts";
import { appContext } from "#worker/services/context.ts";
import { addRoomQuestion } from "#worker/services/rooms.ts";
import { connect, joinByForm, room, startRoomByForm } from "./room-helpers";

// The host's backstage: the coming questions, reordered, skipped, or added from the catalogue.

const backstageOf = (m: ServerMessage) => (m.type === "state" ? m.backstage : undefined);

async function publishedSlugs(count: number): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "select slug from questions where status = 'published' and category = 'Kids' order by slug limit ?",
  )
    .bind(count)
    .all<{ slug: string }>();
  return results.map((row) => row.slug);
}

async function hostedRoom() {
  const { code, hostCookie } = await startRoomByForm();
  const host = await connect(`/rooms/${code}/socket`, hostCookie);
  const identity = { role: "host" as const, token: hostCookie.split("=")[1] ?? "" };
  return { code, host, identity };
}

describe("the backstage", () => {
  it("moves and skips coming questions only, and keeps at least one", async () => {
    const { code, host } = await hostedRoom();
    const slugs = host.state().backstage?.map((item) => item.slug) ?? [];
    expect(slugs).toHaveLength(3);
    host.send({ type: "move", from: 2, to: 0 });
    await host.next((m) => backstageOf(m)?.[0]?.slug === slugs[2]);
    host.send({ type: "skip", position: 1 });
    const skipped = await host.next((m) => backstageOf(m)?.length === 2);
    expect(backstageOf(skipped)?.map((item) => item.slug)).toEqual([slugs[2], slugs[1]]);

    host.send({ type: "start" });
    await host.next((m) => m.type === "state" && m.state.phase === "question");
    // The current question is not coming: it cannot move or be skipped.
    for (const message of [
      { type: "move", from: 0, to: 1 },
      { type: "skip", position: 0 },
      { type: "skip", position: 5 },
    ]) {
      const from = host.messages.length;
      host.send(message);
      expect(await host.next((m) => m.type === "error", from)).toMatchObject({ error: "not-coming" });
    }
    host.send({ type: "skip", position: 1 });
    await host.next((m) => m.type === "state" && m.state.total === 1);
    const from = host.messages.length;
    host.send({ type: "next", index: 0 });
    await host.next((m) => m.type === "state" && m.state.phase === "ended", from);
    expect((await room(code).results())?.questions.map((q) => q.slug)).toEqual([slugs[2]]);
  });

  it("adds a published question from the catalogue, for the host only, up to the most a room holds", async () => {
    const { code, host, identity } = await hostedRoom();
    const ctx = appContext(env);
    const present = new Set(host.state().backstage?.map((item) => item.slug));
    const fresh = (await publishedSlugs(40)).filter((slug) => !present.has(slug));
    await addRoomQuestion(ctx, code, identity, fresh[0] ?? "");
    const added = await host.next((m) => backstageOf(m)?.length === 4);
    expect(backstageOf(added)?.[3]?.slug).toBe(fresh[0]);

    await expect(addRoomQuestion(ctx, code, identity, fresh[0] ?? "")).rejects.toMatchObject({
      status: 409,
      message: "That question is already in this room.",
    });
    await expect(addRoomQuestion(ctx, code, identity, "no-such-question")).rejects.toMatchObject({
      status: 400,
    });
    await expect(addRoomQuestion(ctx, code, identity, "../../x")).rejects.toMatchObject({ status: 400 });
    const { cookie } = await joinByForm(code, "Rae");
    const player = { role: "player" as const, token: cookie?.split("=")[1] ?? "" };
    await expect(addRoomQuestion(ctx, code, player, fresh[1] ?? "")).rejects.toMatchObject({ status: 403 });

    for (const slug of fresh.slice(1, MAX_QUESTIONS - 3)) await addRoomQuestion(ctx, code, identity, slug);
    expect((await room(code).results())?.questions).toHaveLength(MAX_QUESTIONS);
    await expect(addRoomQuestion(ctx, code, identity, fresh[MAX_QUESTIONS] ?? "")).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/already has 20 questions/),
    });
  });
});
