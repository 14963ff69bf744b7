import { describe, expect, it } from "vitest";
import { api, firstQuestion, postJson } from "./helpers";

const bookmarkOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((c) => c.startsWith("wyr_d1="))
    ?.split(";")[0];

describe("D1 sessions and bookmarks", () => {
  it("hands back the session's bookmark after a write, short-lived and HttpOnly", async () => {
    const created = await postJson("/api/questions", {
      questionText: "Would you rather read your own writes or wait for a replica?",
      optionA: "Read them",
      optionB: "Wait",
      category: "Hard",
    });
    expect(created.status).toBe(201);
    const cookie = created.headers.getSetCookie().find((c) => c.startsWith("wyr_d1="));
    expect(cookie).toMatch(/^wyr_d1=[0-9a-f-]+; Path=\/; Max-Age=60; HttpOnly; SameSite=Lax$/);
  });

  it("reads from the bookmark the visitor brings, and ignores one that is not a bookmark", async () => {
    const created = await postJson("/api/questions", {
      questionText: "Would you rather carry a bookmark or lose your place?",
      optionA: "Carry it",
      optionB: "Lose it",
      category: "Deep",
    });
    const bookmark = bookmarkOf(created.headers) as string;
    const withBookmark = await api("/api/questions?category=Deep&limit=1", { headers: { Cookie: bookmark } });
    expect(withBookmark.status).toBe(200);
    const forged = await api("/api/questions?category=Deep&limit=2", {
      headers: { Cookie: "wyr_d1=<script>; also=1" },
    });
    expect(forged.status).toBe(200);
    expect(forged.body.data).toHaveLength(2);
  });

  it("sets no bookmark on reads, or on a vote (which writes to its object, not to D1)", async () => {
    const q = await firstQuestion("Kids");
    expect(bookmarkOf((await api(`/api/questions/${q.id}`)).headers)).toBeUndefined();
    const voted = await postJson(`/api/questions/${q.id}/vote`, { option: "A" });
    expect(voted.status).toBe(200);
    expect(bookmarkOf(voted.headers)).toBeUndefined();
  });
});
