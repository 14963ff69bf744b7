// `npm run bench:cpu -- --native`: where the Worker's workerd spends a request's CPU below the
// JavaScript profiler's view (V8's bindings, the runtime's headers and RPC, allocation, page faults,
// SQLite's writes and fsyncs), sampled with Linux perf and grouped into a few kinds of work.
// Site and reference are recorded alike, so the difference shows which kinds the site's extra goes to.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

/** Each sample is put in the first kind that matches one of its frames, from the leaf upwards. */
const KINDS: [kind: string, frame: RegExp][] = [
  ["disk writes and fsync", /__x64_sys_(fsync|fdatasync|pwrite64|write)\b/],
  ["page faults (new memory)", /exc_page_fault/],
  ["other system calls", /entry_SYSCALL/],
  ["SQLite", /sqlite3/],
  ["JSON", /Json(Parser|Stringifier)/],
  ["Headers", /api::Headers|HttpHeaderTable|getHeaderKeyFor/],
  ["RPC and structured clone", /capnp|JsRpc|ValueSerializer|ValueDeserializer/],
  ["HTTP", /kj::Http/],
  [
    "garbage collection",
    /Scavenger|MarkCompact|cppgc::internal|GlobalHandles|TracedHandles|v8::internal::Heap::/,
  ],
  ["memory allocation", /tcmalloc|TCMalloc/],
  ["bindings between JavaScript and the runtime", /jsg::|ApiNatives|FunctionTemplate|Wrappable/],
  ["promises and the event loop", /kj::_::|kj::EventLoop|PromiseNode/],
  ["JavaScript", /Builtins_|\[unknown\]|Interpreter|v8::internal::Runtime|\[JIT\]/],
];
const OTHER = "other";
export const NATIVE_KINDS = [...KINDS.map(([kind]) => kind), OTHER];

/** Samples per second: often enough for a 6 s run, rare enough not to slow the process much. */
const FREQUENCY = 999;

export function checkPerf(): string | undefined {
  const probe = spawnSync("perf", ["--version"], { encoding: "utf8" });
  return probe.status === 0 ? undefined : "--native needs Linux perf (Debian's linux-perf package).";
}

/**
 * Samples `pid` with call stacks until `stop()`, which returns the CPU µs per request of each kind
 * of work for `requests` answered requests.
 */
export function recordNative(pid: number, file: string) {
  const perf: ChildProcess = spawn(
    "perf",
    ["record", "--quiet", "-F", String(FREQUENCY), "-g", "-p", String(pid), "-o", file],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let complaint = "";
  perf.stderr?.on("data", (chunk: Buffer) => {
    complaint += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => perf.once("exit", () => resolve()));
  return {
    async stop(requests: number): Promise<Record<string, number>> {
      perf.kill("SIGINT"); // perf writes its file on SIGINT
      await exited;
      const script = spawnSync("perf", ["script", "-i", file], { encoding: "utf8", maxBuffer: 1 << 30 });
      rmSync(file, { force: true });
      if (script.status !== 0)
        throw new Error(`perf could not sample workerd: ${complaint || script.stderr}`);
      return microsPerRequestByKind(script.stdout, requests);
    },
  };
}

/** perf script prints each sample as a header line with its period in ns, then one frame a line. */
function microsPerRequestByKind(script: string, requests: number): Record<string, number> {
  const nanos: Record<string, number> = Object.fromEntries(NATIVE_KINDS.map((k) => [k, 0]));
  for (const sample of script.split(/\n\s*\n/)) {
    const [header, ...frames] = sample.trim().split("\n");
    const period = Number(header?.match(/\s(\d+)\s+[\w-]+(:\w+)?:\s*$/)?.[1] ?? 0);
    if (!period) continue;
    const kind = frames.map(kindOf).find((k) => k !== undefined) ?? OTHER;
    nanos[kind] = (nanos[kind] ?? 0) + period;
  }
  return Object.fromEntries(Object.entries(nanos).map(([kind, ns]) => [kind, ns / 1000 / requests]));
}

function kindOf(frame: string): string | undefined {
  return KINDS.find(([, pattern]) => pattern.test(frame))?.[0];
}
