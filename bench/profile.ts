// `npm run bench:profile`: where one request path spends its CPU. It serves the last build (run
// `npm run build` first) like the bench does, loads one path with autocannon, and meanwhile records
// a CPU profile of the Worker's isolate through wrangler's inspector. It prints the functions with
// the most samples (their own time, and with what they call) and writes the .cpuprofile, which
// Chrome DevTools' Performance panel opens. Locally the Durable Objects share the Worker's isolate,
// so a vote's profile shows both sides. With --reference it profiles the bare reference Worker
// instead (bench/reference/), so the two can be compared function by function and per request.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { freePort } from "../scripts/serve";
import { root } from "../scripts/tools";
import { CONNECTIONS } from "./load";
import { type BenchServer, startReference, startSite, startWithRetry } from "./servers";
import { discover, referenceTarget, voterCookie } from "./targets";

const USAGE = `npm run bench:profile -- [--path /] [--cookie] [--vote | --action] [--reference] [--seconds 10]
  --path     the page or API path to load (default /); :read stands for a question's slug
  --cookie   as a returning visitor with a voter cookie (default: a visitor without one)
  --vote     cast votes through the API instead, a new voter each time (the spike)
  --action   cast them through the question page's form without JavaScript (its action, then the page)
  --reference  profile the bare reference Worker instead: its vote with --vote, else its page
  --seconds  how long to load and record (default 10)`;

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    path: { type: "string", default: "/" },
    cookie: { type: "boolean", default: false },
    vote: { type: "boolean", default: false },
    action: { type: "boolean", default: false },
    reference: { type: "boolean", default: false },
    seconds: { type: "string", default: "10" },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const seconds = Number(values.seconds);
if (values.reference && (values.action || values.cookie || values.path !== "/")) {
  console.error(
    "--reference has one vote (--vote) and one page: --path, --cookie and --action do not apply.",
  );
  process.exit(2);
}

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** The Chrome DevTools Protocol over the inspector's socket, one command at a time. */
async function openInspector(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error("the inspector lists no Worker");
  // wrangler's inspector only answers clients that say where they come from. Node's WebSocket takes
  // headers in its second argument, which the DOM typings know only as protocols.
  const socket = new WebSocket(url, { headers: { Origin: "http://127.0.0.1" } } as unknown as string[]);
  const pending = new Map<number, (result: unknown) => void>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve);
    socket.addEventListener("error", reject);
  });
  let lastId = 0;
  return {
    send<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
      const id = ++lastId;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve) => pending.set(id, resolve as (result: unknown) => void));
    },
    close: () => socket.close(),
  };
}

const frameName = ({ functionName, url, lineNumber }: CallFrame) =>
  `${functionName || "(anonymous)"}  ${url.split("/").pop() || "-"}:${lineNumber + 1}`;

/** Percent of samples per function: in it (self), and in it or anything it called (total). */
function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  for (const sample of profile.samples) {
    const leaf = byId.get(sample);
    if (!leaf) continue;
    const leafName = frameName(leaf.callFrame);
    self.set(leafName, (self.get(leafName) ?? 0) + 1);
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const node = byId.get(id);
      if (!node) break;
      const name = frameName(node.callFrame);
      if (seen.has(name)) continue; // recursion counts once per sample
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + 1);
    }
  }
  const count = profile.samples.length || 1;
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, hits]) => `${((100 * hits) / count).toFixed(1).padStart(5)}%  ${name}`);
  return { self: top(self, 25), total: top(total, 40) };
}

/** Microseconds of the isolate's time per answered request: every sample but the idle ones. */
function busyMicrosPerRequest(profile: Profile, requests: number): number {
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === "(idle)").map((n) => n.id));
  let busy = 0;
  // timeDeltas[i] is the time from the previous sample to sample i, spent in what sample i shows.
  profile.samples.forEach((sample, i) => {
    if (!idle.has(sample)) busy += profile.timeDeltas[i] ?? 0;
  });
  return busy / Math.max(requests, 1);
}

type Subject = { server: BenchServer; target: autocannon.Options & { url: string }; label: string };

async function siteSubject(inspectorPort: number): Promise<Subject> {
  const server = await startWithRetry("site", () =>
    startSite("bench-profile", undefined, ["--inspector-port", String(inspectorPort)]),
  );
  const catalogue = await discover(server.baseURL);
  const path = values.path.replace(":read", catalogue.read.slug);
  const cookie = values.cookie ? await voterCookie(server.baseURL, catalogue.read.id) : undefined;
  const { hot } = catalogue;
  const target = values.vote
    ? {
        url: `${server.baseURL}/api/questions/${hot.id}/vote`,
        method: "POST" as const,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ option: "A" }),
      }
    : values.action
      ? {
          // The vote form without JavaScript: the page's action, which answers with the whole page.
          url: `${server.baseURL}/question/${hot.slug}`,
          method: "POST" as const,
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseURL },
          body: new URLSearchParams({ intent: "vote", questionId: hot.id, option: "A" }).toString(),
        }
      : {
          url: `${server.baseURL}${path}`,
          method: "GET" as const,
          headers: cookie ? { Cookie: cookie } : {},
        };
  const label =
    values.vote || values.action
      ? `vote through the ${values.vote ? "API" : "page's form without JavaScript"} (new voter each time)`
      : `${path} (${cookie ? "cookie" : "no cookie"})`;
  return { server, target, label };
}

async function referenceSubject(inspectorPort: number): Promise<Subject> {
  const server = await startWithRetry("reference", () =>
    startReference(false, ["--inspector-port", String(inspectorPort)]),
  );
  const kind = values.vote ? "vote" : "page";
  return { server, target: referenceTarget(server.baseURL, kind), label: `the bare reference's ${kind}` };
}

const inspectorPort = await freePort();
const { server, target, label } = values.reference
  ? await referenceSubject(inspectorPort)
  : await siteSubject(inspectorPort);
try {
  // A short warm-up, so the profile shows steady state rather than the first compilations.
  await autocannon({ ...target, connections: 10, duration: 2 });

  const inspector = await openInspector(inspectorPort);
  await inspector.send("Profiler.enable");
  await inspector.send("Profiler.setSamplingInterval", { interval: 200 });
  await inspector.send("Profiler.start");
  const load = await autocannon({ ...target, connections: CONNECTIONS, duration: seconds });
  const { profile } = await inspector.send<{ profile: Profile }>("Profiler.stop");
  inspector.close();

  const results = join(root, "bench", "results");
  mkdirSync(results, { recursive: true });
  const file = join(results, `profile-${new Date().toISOString().replace(/[:.]/g, "-")}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  const { self, total } = summarise(profile);
  console.log(
    `\n${label}: ${Math.round(load.requests.average)} req/s while profiled, p99 ${load.latency.p99} ms`,
  );
  // Answers still in flight when the profile stopped are few against thousands, so this is close.
  const busy = busyMicrosPerRequest(profile, load.requests.total);
  console.log(
    `isolate busy ${Math.round(busy)} µs per request (all samples but idle, over ${load.requests.total} answers)`,
  );
  console.log("(profiling slows the isolate; compare shares, not these figures, with the bench)\n");
  console.log("Own time (the function itself):");
  console.log(self.join("\n"));
  console.log("\nTotal time (the function and what it called):");
  console.log(total.join("\n"));
  console.log(`\nProfile: ${file} (open in Chrome DevTools, Performance panel)`);
} finally {
  server.stop();
}
