// Serves one Worker on workerd like `wrangler dev`, but without the runtime inspector, for the
// browser tests, the size report and the bench (docs/benchmarking.md#the-servers).
//
// `wrangler dev` always attaches a devtools inspector: workerd then reports every subrequest (each
// D1 statement, each Durable Object call) as network events, which wrangler relays to its node
// process and writes to its debug log. That costs a request a few milliseconds of CPU that no
// deployed Worker spends, and only requests with subrequests pay it, so it skews a comparison with
// a reference that makes none. wrangler's own API can start the same server with the inspector off.
//
// With `--front`, `--port` is a front that reaches the Worker's own workerd directly
// (scripts/keep-alive-front.ts says why), and wrangler's dev proxy listens on a port nobody uses.
//
//   tsx scripts/worker-server.ts --config <wrangler config> --port <n> --persist-to <dir>
//       [--front] [--var NAME:value]...
import { parseArgs } from "node:util";
import { unstable_DevEnv } from "wrangler";
import { startKeepAliveFront } from "./keep-alive-front";
import { freePort } from "./serve";

const { values } = parseArgs({
  options: {
    config: { type: "string" },
    port: { type: "string" },
    "persist-to": { type: "string" },
    front: { type: "boolean", default: false },
    var: { type: "string", multiple: true, default: [] },
  },
});
if (!values.config || !values.port || !values["persist-to"]) {
  console.error(
    "usage: worker-server.ts --config <file> --port <n> --persist-to <dir> [--front] [--var NAME:value]...",
  );
  process.exit(2);
}

// Like `wrangler dev --var`: plain-text values over the config's own vars.
const bindings = Object.fromEntries(
  values.var.map((pair) => {
    const colon = pair.indexOf(":");
    return [pair.slice(0, colon), { type: "plain_text" as const, value: pair.slice(colon + 1) }];
  }),
);

// What unstable_startWorker does, keeping the Worker's own address when its runtime reports ready.
const devEnv = new unstable_DevEnv();
const reloaded = devEnv.proxy.onReloadComplete.bind(devEnv.proxy);
const workerPort = new Promise<number>((resolve) => {
  devEnv.proxy.onReloadComplete = (event) => {
    resolve(Number(event.proxyData.userWorkerUrl.port));
    reloaded(event);
  };
});
const worker = await devEnv.startWorker({
  config: values.config,
  bindings,
  dev: {
    inspector: false,
    server: { hostname: "127.0.0.1", port: values.front ? await freePort() : Number(values.port) },
    persist: values["persist-to"],
    logLevel: "error",
    watch: false,
  },
});
await worker.ready;
let closeFront = () => {};
if (values.front) closeFront = await startKeepAliveFront(Number(values.port), await workerPort);

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    closeFront();
    void worker.dispose().finally(() => process.exit(0));
  });
}
