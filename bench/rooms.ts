// `npm run bench:rooms`: one room filled to MAX_PLAYERS (ROOM_PLAYERS to choose; `-- --quick`: 200)
// through the join form, a socket for each player and for the host's screen, then three questions in
// which every player votes once within the vote window. Reports join and connect time, vote to the
// voter's ack and to the host's screen, host command to every player socket, refusals, lost votes
// (acknowledged but missing from the host's final count), and the memory and open files of the
// processes involved. When this machine cannot hold that many sockets it runs as many as fit and
// says which limit stopped it. `--rev <commit>` serves a committed revision instead of this tree;
// `--via-proxy` sends the sockets through wrangler's dev proxy (which holds fewer). See
// docs/benchmarking.md and docs/rooms.md.
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { MAX_PLAYERS } from "#domain/room-protocol.ts";
import { ensureDevVars, root } from "../scripts/tools";
import { environment } from "./report";
import { capacity } from "./room-capacity";
import { percentile } from "./room-clients";
import { broadcast, fillRoom, voteRound } from "./room-play";
import { type ProcessFigures, processFigures } from "./room-processes";
import { type Latency, printRoomFigures, type RoomFigures } from "./room-report";
import { buildRevision, buildTree, startRoomServer } from "./room-server";

const { values: flags } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    rev: { type: "string" },
    "via-proxy": { type: "boolean", default: false },
  },
});
const QUESTIONS = 3;
const TARGET_VOTE_TO_SCREEN_P99_MS = 1000;
const wanted = Math.min(MAX_PLAYERS, Number(process.env.ROOM_PLAYERS) || (flags.quick ? 200 : MAX_PLAYERS));
/** Five hundred votes a second on average (a full room within the shortest countdown, 10 s), never under 2 s. */
const windowMs = Number(process.env.ROOM_VOTE_SECONDS) * 1000 || Math.max(2000, wanted * 2);

if (typeof WebSocket === "undefined") {
  console.error(
    "This Node has no WebSocket: run it as `npm run bench:rooms` (Node 20 needs --experimental-websocket).",
  );
  process.exit(1);
}

/** CPU seconds each process (by role) used between two samples. */
const cpuUsed = (before: ProcessFigures[], after: ProcessFigures[]) =>
  Object.fromEntries(
    after.map((p) => [p.role, p.cpuSeconds - (before.find((b) => b.pid === p.pid)?.cpuSeconds ?? 0)]),
  );
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
const stats = (values: number[]): Latency => ({
  p50: percentile(values, 50),
  p99: percentile(values, 99),
  max: values.length ? Math.max(...values) : Number.NaN,
  samples: values.length,
});
const sum = (records: Record<string, number>[]) =>
  records.reduce<Record<string, number>>((all, r) => {
    for (const [k, v] of Object.entries(r)) all[k] = (all[k] ?? 0) + v;
    return all;
  }, {});

console.error(
  flags.rev ? `Building ${flags.rev} ...` : "Building this tree (under the browser tests' lock) ...",
);
// A fresh clone has no local settings yet; the room server copies them.
ensureDevVars();
const build = flags.rev ? buildRevision(flags.rev) : buildTree();
const server = await startRoomServer(build);
try {
  const loadAtStart = load();
  const idle = server.processes();
  const client = processFigures(process.pid, "client");
  const viaProxy = flags["via-proxy"];
  const socketURL = viaProxy ? server.baseURL : await server.runtimeURL();
  const fit = capacity(wanted, [client, ...idle.filter((p) => viaProxy || p.role !== "dev proxy")]);
  if (fit.limitedBy) console.error(`Only ${fit.players} of ${wanted} players fit: ${fit.limitedBy}.`);
  const clientBefore = process.memoryUsage().rss;
  let joined: ProcessFigures[] = [];
  const room = await fillRoom(server.baseURL, socketURL, fit.players, QUESTIONS, () => {
    joined = server.processes();
  });
  const { host, players } = room;
  const loadAfterJoin = load();
  const full = server.processes();
  const clientAfter = processFigures(process.pid, "client");
  const rounds = [];
  const broadcasts: number[] = [];
  let missed = 0;
  const record = (b: { delays: number[]; missed: number }) => {
    broadcasts.push(...b.delays);
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
    console.error(`Question ${index + 1}: ${players.length} players voting ...`);
    const before = [processFigures(process.pid, "client"), ...server.processes()];
    const started = performance.now();
    const round = await voteRound(host, players, index, windowMs);
    const after = [processFigures(process.pid, "client"), ...server.processes()];
    rounds.push({
      ...round,
      wallSeconds: (performance.now() - started) / 1000,
      cpuSeconds: cpuUsed(before, after),
    });
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
  const end = server.processes();
  const clients = [host, ...players];
  const socketErrors = clients.reduce((n, c) => n + c.errors, 0);
  const earlyCloses = clients.filter((c) => c.closedWith !== undefined).length;
  const invalid = clients.reduce((n, c) => n + c.invalid, 0);
  const perSocket = (role: string) => {
    const before = idle.filter((p) => p.role === role).reduce((n, p) => n + p.openFiles, 0);
    const after = full.filter((p) => p.role === role).reduce((n, p) => n + p.openFiles, 0);
    return (after - before) / Math.max(players.length, 1);
  };
  const figures: RoomFigures = {
    build: build.label,
    sockets: viaProxy ? "through the dev proxy" : "straight to the site's workerd",
    wanted,
    players: players.length,
    limitedBy: fit.limitedBy,
    joinSeconds: room.joinSeconds,
    joinRefusals: room.joinRefusals,
    connectSeconds: room.connectSeconds,
    connectFailures: room.connectFailures,
    voteWindowSeconds: windowMs / 1000,
    voteAck: stats(rounds.flatMap((r) => r.ackDelays)),
    voteToScreen: stats(rounds.flatMap((r) => r.hostDelays)),
    broadcast: stats(broadcasts),
    votesAcked: rounds.reduce((n, r) => n + r.acked, 0),
    lostVotes: rounds.reduce((n, r) => n + r.lostVotes, 0),
    voteRefusals: sum(rounds.map((r) => r.refusals)),
    votesUnanswered: rounds.reduce((n, r) => n + r.noAnswer, 0),
    /** The site's CPU per vote, host updates included: unlike the latencies, hardly moved by the machine's load. */
    siteCpuMsPerVote:
      (rounds.reduce((n, r) => n + (r.cpuSeconds.site ?? 0), 0) * 1000) /
      Math.max(
        1,
        rounds.reduce((n, r) => n + r.acked, 0),
      ),
    rounds: rounds.map((r) => ({
      hostUpdates: r.hostUpdates,
      phoneUpdates: r.phoneUpdates,
      wallSeconds: r.wallSeconds,
      cpuSeconds: r.cpuSeconds,
      finalCount: r.finalCount,
      acked: r.acked,
      voteToScreen: stats(r.hostDelays),
    })),
    socketErrors,
    earlyCloses,
    invalidMessages: invalid,
    missedBroadcasts: missed,
    memory: {
      clientBytes: { before: clientBefore, after: clientAfter.rssBytes },
      clientBytesPerSocket: (clientAfter.rssBytes - clientBefore) / Math.max(players.length, 1),
      processes: { idle, joined, full, end },
      descriptorsPerSocket: {
        client: (clientAfter.openFiles - client.openFiles) / Math.max(players.length, 1),
        devProxy: perSocket("dev proxy"),
        site: perSocket("site"),
      },
    },
    loadAverage: { start: loadAtStart, afterJoin: loadAfterJoin, end: load() },
  };
  for (const c of clients) c.close();
  printRoomFigures(figures, QUESTIONS, TARGET_VOTE_TO_SCREEN_P99_MS);
  const dir = join(root, "bench", "results");
  mkdirSync(dir, { recursive: true });
  const json = `${JSON.stringify({ startedAt: new Date().toISOString(), ...environment(), rooms: figures }, null, 2)}\n`;
  writeFileSync(join(dir, "rooms-latest.json"), json);
  const failed =
    Object.keys(room.joinRefusals).length +
    Object.keys(room.connectFailures).length +
    socketErrors +
    earlyCloses +
    invalid +
    missed +
    figures.lostVotes +
    figures.votesUnanswered +
    Object.keys(figures.voteRefusals).length;
  if (failed > 0 || figures.voteToScreen.p99 > TARGET_VOTE_TO_SCREEN_P99_MS) process.exitCode = 1;
} finally {
  await server.stop();
}
