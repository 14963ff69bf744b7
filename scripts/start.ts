// `npm start`: build, migrate and seed the local D1, then serve the production build on workerd.
// No Cloudflare account and no network needed; local state lives in .wrangler/state.
import { spawn } from "node:child_process";
import { binPath, ensureDevVars, offlineEnv, root, runBin } from "./tools";

// Absolute links (canonical, sitemap, QR codes) point to SITE_URL, and pages asked for at any other
// address move there (worker/http/site-origin.ts), so it is the address to open. Set it to a LAN
// address to open a card's QR code from a phone: the server then listens beyond this machine.
const setting =
  process.env.SITE_URL && URL.canParse(process.env.SITE_URL) ? new URL(process.env.SITE_URL) : undefined;
const plainHttp = setting?.protocol === "http:";
const port = process.env.PORT ?? ((plainHttp && setting?.port) || "8787");
const siteUrl = process.env.SITE_URL ?? `http://localhost:${port}`;
const onLan = plainHttp && !["localhost", "127.0.0.1", "[::1]"].includes(setting?.hostname ?? "localhost");

ensureDevVars();
runBin("react-router", ["build"], { quiet: true });
console.log("Built the app.");
runBin("tsx", ["scripts/migrate.ts"]);
runBin("tsx", ["scripts/seed.ts"]);

// An https SITE_URL is a proxy or tunnel in front of this server, which this machine reaches directly.
console.log(
  siteUrl.startsWith("https:")
    ? `Serving on http://localhost:${port} for ${siteUrl}`
    : `Serving on ${siteUrl}`,
);
const server = spawn(
  binPath("wrangler"),
  [
    "dev",
    "--port",
    port,
    ...(onLan ? ["--ip", "0.0.0.0"] : []),
    "--var",
    `SITE_URL:${siteUrl}`,
    // Local e-mail lands in the development mailbox at /dev/mailbox.
    "--var",
    "MAILBOX:on",
    "--log-level",
    "warn",
    "--show-interactive-dev-session=false",
  ],
  {
    cwd: root,
    stdio: "inherit",
    env: offlineEnv(),
  },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
