// `npm run bench:rooms`: one room filled with 500 players (WebSocket clients) who each vote within
// two seconds, for three questions. Reports how long a vote takes to reach the voter and the host's
// screen, and how long a broadcast (the next question, a reveal) takes to reach every socket.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { MAX_PLAYERS, type ServerMessage } from "#domain/room-protocol.ts";
import { root, runBin } from "../scripts/tools";
import { environment } from "./report";
import { inParallel, percentile, postForm, RoomClient } from "./room-clients";
import { startSite, startWithRetry } from "./servers";

const PLAYERS = Number(process.env.ROOM_PLAYERS) || MAX_PLAYERS;
const QUESTIONS = 3;
const VOTE_WINDOW_MS = 2000;

type Phase = ServerMessage & { type: "state" };
const isState = (m: ServerMessage): m is Phase => m.type === "state";
const totalVotes = (m: Phase) => (m.state.counts ? m.state.counts.a + m.state.counts.b : 0);

async function fillRoom(baseURL: string) {
  const created = await postForm(baseURL, "/rooms/new", {
    category: "",
    count: String(QUESTIONS),
    questions: "",
  });
  const code = /\/rooms\/([A-Z0-9]{6})\/host/.exec(created.location ?? "")?.[1];
  if (created.status !== 303 || !code || !created.cookie) throw new Error(`no room: ${created.status}`);
  const cookies: string[] = [];
  let joinErrors = 0;
  const joinStart = performance.now();
  await inParallel(PLAYERS, 25, async (i) => {
    const joined = await postForm(baseURL, `/r/${code}`, { intent: "join", nickname: `Player ${i + 1}` });
    if (joined.status === 303 && joined.cookie) cookies[i] = joined.cookie;
    else joinErrors++;
  });
  const joinSeconds = (performance.now() - joinStart) / 1000;
  const ws = baseURL.replace(/^http/, "ws");
  const open = (path: string, cookie: string) =>
    new RoomClient(`${ws}${path}`, { Cookie: cookie, Origin: baseURL });
  const connectStart = performance.now();
  const host = open(`/rooms/${code}/socket`, created.cookie);
  const players = cookies.filter(Boolean).map((cookie) => open(`/r/${code}/socket`, cookie));
  await Promise.all([host, ...players].map((c) => c.waitFor(isState, 0, 30_000)));
  const connectSeconds = (performance.now() - connectStart) / 1000;
  return { code, host, players, joinErrors, joinSeconds, connectSeconds };
}

/** Sends a host command and measures when each player socket hears the resulting state. */
async function broadcast(
  host: RoomClient,
  players: RoomClient[],
  message: unknown,
  match: (m: Phase) => boolean,
) {
  const sent = host.send(message);
  const heard = await Promise.all(players.map((p) => p.waitFor((m) => isState(m) && match(m), sent)));
  const delays = heard.filter((h) => h !== undefined).map((h) => h.at - sent);
  return { delays, missed: heard.length - delays.length };
}

/** Every player votes once at a random moment within the window; returns ack and host-update delays. */
async function voteRound(host: RoomClient, players: RoomClient[], index: number) {
  const sentAt: number[] = [];
  const start = performance.now();
  await Promise.all(
    players.map(
      (p, i) =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            sentAt[i] = p.send({ type: "vote", index, option: Math.random() < 0.5 ? "A" : "B" });
            resolve();
          }, Math.random() * VOTE_WINDOW_MS),
        ),
    ),
  );
  const acks = await Promise.all(
    players.map((p, i) => p.waitFor((m) => m.type === "voted" && m.index === index, sentAt[i] ?? start)),
  );
  const ackDelays = acks.flatMap((a, i) => (a ? [a.at - (sentAt[i] ?? 0)] : []));
  const full = await host.waitFor(
    (m) => isState(m) && m.state.index === index && totalVotes(m) >= acks.filter(Boolean).length,
    start,
  );
  // A vote reaches the host's bars with the first host update whose count includes it (votes counted in ack order).
  const order = acks
    .map((a, i) => ({ acked: a?.at ?? Number.POSITIVE_INFINITY, sent: sentAt[i] ?? 0 }))
    .sort((x, y) => x.acked - y.acked);
  const hostUpdates = host.received.filter(
    (r) => r.at >= start && isState(r.message) && r.message.state.index === index,
  );
  const hostDelays = order.flatMap((vote, n) => {
    const seen = hostUpdates.find((r) => isState(r.message) && totalVotes(r.message) > n);
    return seen ? [seen.at - vote.sent] : [];
  });
  const spreadSeconds = (Math.max(...sentAt) - Math.min(...sentAt)) / 1000;
  return {
    ackDelays,
    hostDelays,
    missedAcks: players.length - ackDelays.length,
    hostCaughtUp: full !== undefined,
    spreadSeconds,
  };
}

const fmt = (ms: number) => `${ms.toFixed(0)} ms`;

console.error("Building the app ...");
runBin("react-router", ["build"], { quiet: true });
const site = await startWithRetry("site", () => startSite("bench-rooms"));
try {
  const room = await fillRoom(site.baseURL);
  const { host, players } = room;
  const broadcasts: number[] = [];
  const lastSocket: number[] = [];
  const acks: number[] = [];
  const hostSeen: number[] = [];
  let missed = 0;
  let caughtUp = true;
  const spreads: number[] = [];
  const record = (b: { delays: number[]; missed: number }) => {
    broadcasts.push(...b.delays);
    lastSocket.push(Math.max(...b.delays));
    missed += b.missed;
  };
  record(
    await broadcast(
      host,
      players,
      { type: "start" },
      (m) => m.state.phase === "question" && m.state.index === 0,
    ),
  );
  for (let index = 0; index < QUESTIONS; index++) {
    const round = await voteRound(host, players, index);
    acks.push(...round.ackDelays);
    hostSeen.push(...round.hostDelays);
    missed += round.missedAcks;
    caughtUp &&= round.hostCaughtUp;
    spreads.push(round.spreadSeconds);
    record(
      await broadcast(
        host,
        players,
        { type: "reveal", index },
        (m) => m.state.phase === "revealed" && m.state.index === index,
      ),
    );
    const ended = index === QUESTIONS - 1;
    record(
      await broadcast(host, players, { type: "next", index }, (m) =>
        ended ? m.state.phase === "ended" : m.state.index === index + 1,
      ),
    );
  }
  const clients = [host, ...players];
  const errors = clients.reduce((sum, c) => sum + c.errors, 0) + room.joinErrors;
  const unexpectedCloses = clients.filter((c) => c.closedWith !== undefined).length;
  const roomErrors = clients.flatMap((c) => c.received.filter((r) => r.message.type === "error")).length;
  const figures = {
    players: players.length,
    joinSeconds: room.joinSeconds,
    connectSeconds: room.connectSeconds,
    voteWindowSeconds: Math.max(...spreads),
    voteAck: {
      p50: percentile(acks, 50),
      p99: percentile(acks, 99),
      max: Math.max(...acks),
      samples: acks.length,
    },
    voteToHost: {
      p50: percentile(hostSeen, 50),
      p99: percentile(hostSeen, 99),
      max: Math.max(...hostSeen),
      samples: hostSeen.length,
    },
    broadcast: {
      p50: percentile(broadcasts, 50),
      p99: percentile(broadcasts, 99),
      max: Math.max(...broadcasts),
      samples: broadcasts.length,
    },
    broadcastToLastSocket: {
      p50: percentile(lastSocket, 50),
      max: Math.max(...lastSocket),
      broadcasts: lastSocket.length,
    },
    errors,
    unexpectedCloses,
    roomErrors,
    missedMessages: missed,
    hostCaughtUp: caughtUp,
  };
  for (const c of clients) c.close();
  console.log(
    `\nRoom load: ${figures.players} players joined in ${figures.joinSeconds.toFixed(1)} s (form posts, 25 at a time), sockets open in ${figures.connectSeconds.toFixed(1)} s`,
  );
  console.log(
    `Votes: ${QUESTIONS} questions, every player voting once within ${figures.voteWindowSeconds.toFixed(1)} s`,
  );
  console.log(
    `  vote -> voter's "You voted":    p50 ${fmt(figures.voteAck.p50)}, p99 ${fmt(figures.voteAck.p99)}, max ${fmt(figures.voteAck.max)} (${acks.length} votes)`,
  );
  console.log(
    `  vote -> host's bars:            p50 ${fmt(figures.voteToHost.p50)}, p99 ${fmt(figures.voteToHost.p99)}, max ${fmt(figures.voteToHost.max)}`,
  );
  console.log(
    `Broadcasts (question, reveal, next; ${lastSocket.length} of them to ${players.length} sockets):`,
  );
  console.log(
    `  host command -> each socket:    p50 ${fmt(figures.broadcast.p50)}, p99 ${fmt(figures.broadcast.p99)}, max ${fmt(figures.broadcast.max)}`,
  );
  console.log(
    `  host command -> last socket:    median ${fmt(figures.broadcastToLastSocket.p50)}, worst ${fmt(figures.broadcastToLastSocket.max)}`,
  );
  console.log(
    `Errors: ${errors} (socket or join), ${unexpectedCloses} sockets closed early, ${roomErrors} refusals from the room, ${missed} messages never received`,
  );
  const dir = join(root, "bench", "results");
  mkdirSync(dir, { recursive: true });
  const json = `${JSON.stringify({ startedAt: new Date().toISOString(), ...environment(), rooms: figures }, null, 2)}\n`;
  writeFileSync(join(dir, "rooms-latest.json"), json);
  if (errors + unexpectedCloses + roomErrors + missed > 0) process.exitCode = 1;
} finally {
  site.stop();
}
