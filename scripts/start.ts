// `npm start`: build, migrate and seed the local D1, then serve the production build on workerd.
// No Cloudflare account and no network needed; local state lives in .wrangler/state.
import { spawn } from "node:child_process";
import { binPath, ensureDevVars, offlineEnv, root, runBin } from "./tools";

const port = process.env.PORT ?? "8787";
// Absolute links (canonical, sitemap, QR codes) point here; set SITE_URL to a LAN address to open
// a card's QR code from a phone.
const siteUrl = process.env.SITE_URL ?? `http://localhost:${port}`;

ensureDevVars();
runBin("react-router", ["build"], { quiet: true });
console.log("Built the app.");
runBin("tsx", ["scripts/migrate.ts"]);
runBin("tsx", ["scripts/seed.ts"]);

console.log(`Serving on http://localhost:${port} (links point to ${siteUrl})`);
const server = spawn(
  binPath("wrangler"),
  [
    "dev",
    "--port",
    port,
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
