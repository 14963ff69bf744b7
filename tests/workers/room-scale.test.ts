import { env, runInDurableObject } from "cloudflare:test";
import { expect, it } from "vitest";
import { MAX_PLAYERS, MAX_QUESTIONS } from "#domain/room-protocol.ts";
import type { Room } from "#worker/rooms/room.ts";
import { activePlayers } from "#worker/rooms/room-players.ts";
import { roomResults } from "#worker/rooms/room-recap.ts";
import { RoomScreens } from "#worker/rooms/room-screens.ts";
import { readMeta } from "#worker/rooms/room-store.ts";
import { recaps } from "#worker/rooms/room-votes.ts";
import { startRoomByForm } from "./room-helpers";

// A full room's end: 5,000 players who voted on 20 questions. The recaps and the results are a few
// queries whatever the room's size; this keeps them well inside a socket message's budget. Time is
// read around each call from outside the object (inside, the clock stands still while code runs).

it("ends a full room of 5,000 players and 20 questions in well under a second", async () => {
  const { code } = await startRoomByForm();
  const stub = env.ROOMS.get(env.ROOMS.idFromName(code));
  await runInDurableObject(stub, (_room: Room, state) => {
    const sql = state.storage.sql;
    for (let i = 0; i < MAX_PLAYERS; i++) {
      sql.exec(
        "INSERT INTO players (id, token_hash, nickname, nickname_key, team) VALUES (?, ?, ?, ?, ?)",
        `pseed${i}`,
        String(i),
        `Seated ${i}`,
        `seated ${i}`,
        i % 4,
      );
      for (let q = 0; q < MAX_QUESTIONS; q++) {
        sql.exec(
          "INSERT INTO votes (idx, player_id, option) VALUES (?, ?, ?)",
          q,
          `pseed${i}`,
          (i * q) % 3 ? "A" : "B",
        );
      }
    }
    sql.exec("UPDATE room SET settings = ?", JSON.stringify({ reveal: "host", timer: 0, teams: 4 }));
  });
  const timed = async <T>(work: (sql: SqlStorage) => T) => {
    const started = Date.now();
    const result = await runInDurableObject(stub, (_room: Room, state) => work(state.storage.sql));
    return { ms: Date.now() - started, result };
  };
  const baseline = await timed(() => 0);
  const recap = await timed((sql) => recaps(sql, MAX_QUESTIONS).size);
  const results = await timed((sql) => {
    const meta = readMeta(sql);
    return meta
      ? roomResults(sql, { ...meta, questions: Array(MAX_QUESTIONS).fill(meta.questions[0]) })
      : null;
  });
  const roster = await timed((sql) => JSON.stringify(activePlayers(sql)).length);
  // One coalesced update of the remote (live counts and each team's split), as it goes out ten times a second.
  const update = await timed((sql) => {
    const meta = readMeta(sql);
    if (!meta) return 0;
    const screens = new RoomScreens(
      { getWebSockets: () => [] } as unknown as DurableObjectState,
      sql,
      () => meta,
    );
    return JSON.stringify(screens.hostMessage({ ...meta, phase: "question" }, "remote", false)).length;
  });
  console.log(
    `baseline ${baseline.ms} ms; recaps of ${recap.result} players ${recap.ms} ms; results ${results.ms} ms; roster ${roster.result} bytes in ${roster.ms} ms; remote update ${update.result} bytes in ${update.ms} ms`,
  );
  expect(recap.result).toBe(MAX_PLAYERS);
  expect(results.result?.questions[0]?.teams).toHaveLength(4);
  expect(recap.ms).toBeLessThan(2000);
  expect(results.ms).toBeLessThan(2000);
  expect(update.result).toBeLessThan(4000);
}, 120_000);
