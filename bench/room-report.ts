// What the room load prints: one block per run, the figures the JSON keeps, in words.
import { describeProcesses, mib } from "./room-capacity";
import type { ProcessFigures } from "./room-processes";

export type Latency = { p50: number; p99: number; max: number; samples: number };
type Round = {
  hostUpdates: { count: number; perSecond: number; withRoster: number; maxBytes: number };
  phoneUpdates: { sends: number; perPhonePerSecond: number };
  voteToScreen: Latency;
  wallSeconds: number;
  cpuSeconds: Record<string, number>;
};
export type RoomFigures = {
  build: string;
  sockets: string;
  wanted: number;
  players: number;
  limitedBy: string | null;
  joinSeconds: number;
  joinRefusals: Record<string, number>;
  connectSeconds: number;
  connectFailures: Record<string, number>;
  voteWindowSeconds: number;
  voteAck: Latency;
  voteToScreen: Latency;
  broadcast: Latency;
  votesAcked: number;
  lostVotes: number;
  voteRefusals: Record<string, number>;
  votesUnanswered: number;
  siteCpuMsPerVote: number;
  rounds: (Round & { finalCount: number; acked: number })[];
  socketErrors: number;
  earlyCloses: number;
  invalidMessages: number;
  missedBroadcasts: number;
  memory: {
    clientBytes: { before: number; after: number };
    clientBytesPerSocket: number;
    processes: Record<"idle" | "joined" | "full" | "end", ProcessFigures[]>;
    descriptorsPerSocket: Record<string, number>;
  };
  loadAverage: { start: string; afterJoin: string; end: string };
};

const fmt = (s: Latency) =>
  `p50 ${s.p50.toFixed(0)} ms, p99 ${s.p99.toFixed(0)} ms, max ${s.max.toFixed(0)} ms`;
const line = (text: string) => console.log(text);

export function printRoomFigures(f: RoomFigures, questions: number, targetMs: number) {
  line(
    `\nRoom load on ${f.build}: ${f.players} of ${f.wanted} players (load ${f.loadAverage.start} at start)`,
  );
  if (f.limitedBy) line(`  limited by this machine: ${f.limitedBy}`);
  line(`  sockets ${f.sockets}; pages and joins through the dev proxy`);
  line(`  joined by form post in ${f.joinSeconds.toFixed(1)} s, refusals ${JSON.stringify(f.joinRefusals)}`);
  line(`  sockets open in ${f.connectSeconds.toFixed(1)} s, failures ${JSON.stringify(f.connectFailures)}`);
  line(
    `Votes: ${questions} questions, every player once within ${f.voteWindowSeconds} s (load ${f.loadAverage.afterJoin} after joining)`,
  );
  line(`  vote -> voter's ack:      ${fmt(f.voteAck)}`);
  line(`  vote -> host's screen:    ${fmt(f.voteToScreen)} (target p99 <= ${targetMs} ms)`);
  line(
    `  acked ${f.votesAcked}, lost ${f.lostVotes}, refused ${JSON.stringify(f.voteRefusals)}, unanswered ${f.votesUnanswered}`,
  );
  for (const [i, r] of f.rounds.entries()) {
    const h = r.hostUpdates;
    const cpu = Object.entries(r.cpuSeconds)
      .map(([role, s]) => `${role} ${s.toFixed(1)} s`)
      .join(", ");
    line(
      `  question ${i + 1}: ${h.count} host updates (${h.perSecond.toFixed(1)}/s), ${h.withRoster} with the roster, largest ${(h.maxBytes / 1024).toFixed(1)} KiB; ${r.phoneUpdates.sends} phone updates (${r.phoneUpdates.perPhonePerSecond.toFixed(2)}/s a phone); vote to screen p99 ${r.voteToScreen.p99.toFixed(0)} ms; CPU over its ${r.wallSeconds.toFixed(1)} s: ${cpu}`,
    );
  }
  line(
    `  the site's workerd spent ${f.siteCpuMsPerVote.toFixed(2)} ms of CPU per vote, host updates included`,
  );
  line(`Broadcasts (start, reveal, next) to ${f.players} sockets: ${fmt(f.broadcast)}`);
  line(
    `Errors: ${f.socketErrors} socket errors, ${f.earlyCloses} closed early, ${f.invalidMessages} off-protocol messages, ${f.missedBroadcasts} broadcasts never heard`,
  );
  line(
    `Memory: this client ${mib(f.memory.clientBytes.before)} -> ${mib(f.memory.clientBytes.after)} MiB (${(f.memory.clientBytesPerSocket / 1024).toFixed(0)} KiB per socket)`,
  );
  line(`  server idle: ${describeProcesses(f.memory.processes.idle)}`);
  line(`  server joined, no sockets: ${describeProcesses(f.memory.processes.joined)}`);
  line(`  server full: ${describeProcesses(f.memory.processes.full)}`);
  line(`  server end:  ${describeProcesses(f.memory.processes.end)} (load ${f.loadAverage.end})`);
}
