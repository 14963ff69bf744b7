// The site under test: the production build on workerd through Miniflare, on one state folder that
// outlives every crash. Killing it is Miniflare's dispose(), which sends workerd SIGKILL (no
// graceful shutdown: requests in flight are cut, alarms mid-run are abandoned).
import { createWriteStream, type WriteStream } from "node:fs";
import type { Miniflare } from "miniflare";
import { type MiniflareSite, startMiniflareSite } from "../scripts/miniflare-site";
import type { Faults } from "./faults";

const UNHANDLED = /unhandled API error|Uncaught|internal error/i;

export class ChaosSite {
  restarts = 0;
  /** Runtime log lines about errors nobody handled (the log file has them all). */
  unhandledErrors = 0;
  private site: MiniflareSite | undefined;
  private readonly log: WriteStream;

  constructor(
    readonly state: string,
    private readonly port: number,
    private readonly bindings: Record<string, string>,
    private readonly faults: Faults,
    readonly logFile: string,
  ) {
    this.log = createWriteStream(logFile);
  }

  /** The same while it is down: clients keep sending there and see refused connections. */
  get url(): URL {
    return new URL(`http://127.0.0.1:${this.port}/`);
  }

  async start() {
    this.site = await startMiniflareSite({
      state: this.state,
      port: this.port,
      bindings: this.bindings,
      faults: this.faults.answer,
      log: (line) => {
        if (UNHANDLED.test(line)) this.unhandledErrors++;
        this.log.write(`${line}\n`);
      },
    });
  }

  async kill() {
    const site = this.site;
    this.site = undefined;
    await site?.mf.dispose();
  }

  /** A crash and a cold start on the same state, on the same port so clients keep their address. */
  async restart() {
    await this.kill();
    this.log.write("---- killed (SIGKILL) and restarting ----\n");
    await this.start();
    this.restarts++;
  }

  d1(): ReturnType<Miniflare["getD1Database"]> {
    if (!this.site) throw new Error("the site is not running");
    return this.site.mf.getD1Database("DB");
  }

  close() {
    this.log.end();
  }
}
