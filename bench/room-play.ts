// What the room load does: fill a room through its forms and sockets, let every player vote once
// per question, and send the host's commands; each step returns the timings it saw.
import type { ServerMessage } from "#domain/room-protocol.ts";
import { inParallel, postForm, RoomClient } from "./room-clients";

export type Phase = ServerMessage & { type: "state" };
export const isState = (m: ServerMessage): m is Phase => m.type === "state";
/** Votes the message shows: `voted` where the screen may not see the split, else the counts. */
export const votesShown = (m: Phase) =>
  Math.max(m.state.voted ?? 0, m.state.counts ? m.state.counts.a + m.state.counts.b : 0);

const JOINS_AT_ONCE = 25;
/** Handshakes in flight at once: all of them at once only measures the client's own queue. */
const OPENING_AT_ONCE = 100;
const SLOW_MS = 60_000;

const tally = (values: (string | number)[]) =>
  Object.fromEntries([...new Set(values)].map((v) => [v, values.filter((x) => x === v).length]));

/** Pages and joins go to `baseURL`; sockets to `socketURL` (the same server, maybe without the dev proxy). */
export async function fillRoom(
  baseURL: string,
  socketURL: string,
  players: number,
  questions: number,
  afterJoins: () => void,
) {
  const created = await postForm(baseURL, "/rooms/new", {
    category: "",
    count: String(questions),
    questions: "",
  });
  const code = /\/rooms\/([A-Z0-9]{6})\/host/.exec(created.location ?? "")?.[1];
  if (created.status !== 303 || !code || !created.cookie) throw new Error(`no room: ${created.status}`);
  const cookies: string[] = [];
  const refused: number[] = [];
  const joinStart = performance.now();
  await inParallel(players, JOINS_AT_ONCE, async (i) => {
    const joined = await postForm(baseURL, `/r/${code}`, {
      intent: "join",
      nickname: `Player ${i + 1}`,
    }).catch(() => ({ status: 0, cookie: undefined }));
    if (joined.status === 303 && joined.cookie) cookies[i] = joined.cookie;
    else refused.push(joined.status);
  });
  const joinSeconds = (performance.now() - joinStart) / 1000;
  afterJoins();
  console.error(
    `${cookies.filter(Boolean).length} joined in ${joinSeconds.toFixed(1)} s; opening sockets ...`,
  );
  const ws = socketURL.replace(/^http/, "ws");
  const open = (path: string, cookie: string) =>
    new RoomClient(`${ws}${path}`, { Cookie: cookie, Origin: baseURL });
  const connectStart = performance.now();
  const host = open(`/rooms/${code}/socket`, created.cookie);
  const clients: RoomClient[] = [];
  const seated = cookies.filter(Boolean);
  await inParallel(seated.length, OPENING_AT_ONCE, async (i) => {
    const client = open(`/r/${code}/socket`, seated[i] as string);
    clients[i] = client;
    await client.waitFor(isState, 0, SLOW_MS);
  });
  await host.waitFor(isState, 0, SLOW_MS);
  const connectSeconds = (performance.now() - connectStart) / 1000;
  const connected = clients.filter((c) => c.received.length > 0 && c.closedWith === undefined);
  const unconnected = clients.filter((c) => !connected.includes(c));
  return {
    code,
    host,
    players: connected,
    joinSeconds,
    joinRefusals: tally(refused),
    connectSeconds,
    connectFailures: tally(unconnected.map((c) => `${c.closedWith ?? "no answer"} ${c.closedReason}`.trim())),
    unconnected,
  };
}

/** Sends a host command and measures when each player socket hears the resulting state. */
export async function broadcast(
  host: RoomClient,
  players: RoomClient[],
  message: unknown,
  match: (m: Phase) => boolean,
) {
  const sent = host.send(message);
  const heard = await Promise.all(
    players.map((p) => p.waitFor((m) => isState(m) && match(m), sent, SLOW_MS)),
  );
  const delays = heard.flatMap((h) => (h ? [h.at - sent] : []));
  return { delays, missed: heard.length - delays.length };
}

/**
 * Every player votes once at a random moment within the window. A vote reaches the host's screen
 * with the first host message whose count includes it; the room counts votes in the order it
 * acknowledges them, so the n-th vote acknowledged is in the first message showing more than n.
 */
export async function voteRound(host: RoomClient, players: RoomClient[], index: number, windowMs: number) {
  const sentAt: number[] = [];
  const start = performance.now();
  await Promise.all(
    players.map(
      (p, i) =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            sentAt[i] = p.send({ type: "vote", index, option: Math.random() < 0.5 ? "A" : "B" });
            resolve();
          }, Math.random() * windowMs),
        ),
    ),
  );
  const sendSpread = (Math.max(...sentAt) - Math.min(...sentAt)) / 1000;
  const acks = await Promise.all(
    players.map((p, i) =>
      p.waitFor(
        (m) => (m.type === "voted" && m.index === index) || m.type === "error",
        sentAt[i] ?? start,
        SLOW_MS,
      ),
    ),
  );
  const acked = acks.filter((a) => a?.message.type === "voted").length;
  const refusals = tally(acks.flatMap((a) => (a?.message.type === "error" ? [a.message.error] : [])));
  const ackDelays = acks.flatMap((a, i) => (a?.message.type === "voted" ? [a.at - (sentAt[i] ?? 0)] : []));
  const forIndex = (m: ServerMessage) => isState(m) && m.state.index === index;
  const caughtUp = await host.waitFor((m) => forIndex(m) && votesShown(m as Phase) >= acked, start, SLOW_MS);
  // Anything still on its way to the host's screen arrives within one coalescing interval.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const hostUpdates = host.received.filter((r) => r.at >= start && forIndex(r.message));
  const last = hostUpdates.at(-1);
  const finalCount = last && isState(last.message) ? votesShown(last.message) : 0;
  const order = acks
    .flatMap((a, i) => (a?.message.type === "voted" ? [{ acked: a.at, sent: sentAt[i] ?? 0 }] : []))
    .sort((x, y) => x.acked - y.acked);
  const hostDelays = order.flatMap((vote, n) => {
    const seen = hostUpdates.find((r) => isState(r.message) && votesShown(r.message) > n);
    return seen ? [seen.at - vote.sent] : [];
  });
  const end = caughtUp?.at ?? performance.now();
  const seconds = (end - start) / 1000;
  // Phones hear nothing but their ack while votes arrive, or a coalesced count: how many, and how big.
  const phoneUpdates = players.flatMap((p) =>
    p.received.filter((r) => r.at >= start && r.at <= end && isState(r.message)),
  );
  return {
    sendSpread,
    acked,
    ackDelays,
    hostDelays,
    refusals,
    noAnswer: acks.filter((a) => a === undefined).length,
    finalCount,
    lostVotes: acked - finalCount,
    phoneUpdates: {
      perPhonePerSecond: phoneUpdates.length / Math.max(players.length, 1) / Math.max(seconds, 0.001),
      sends: phoneUpdates.length,
      bytes: phoneUpdates.reduce((n, r) => n + r.bytes, 0),
    },
    hostUpdates: {
      perSecond: hostUpdates.length / Math.max(seconds, 0.001),
      maxBytes: Math.max(0, ...hostUpdates.map((r) => r.bytes)),
      withRoster: hostUpdates.filter((r) => r.roster !== undefined).length,
      count: hostUpdates.length,
    },
  };
}
