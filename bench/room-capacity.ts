// How many players this machine can hold in one bench run, and why not more. Every player is a
// socket in three processes: this one (the client), wrangler's dev proxy (which pipes it to the
// site's workerd: one descriptor each way) and the site's workerd. Each process may hold only as
// many open files as its soft limit allows; past it, a new connection is refused by the kernel.
import type { ProcessFigures } from "./room-processes";

/** Descriptors a process holds besides the players' sockets: its files, pipes, database, the joins' connections. */
const RESERVE = 200;
/** Open descriptors per player socket in each process, as counted in /proc during a run. */
export const DESCRIPTORS_PER_SOCKET: Record<string, number> = { client: 1, "dev proxy": 6, site: 1 };

export type Capacity = { players: number; limitedBy: string | null };

/** The most players that fit under each process's descriptor limit; `limitedBy` names the tightest one if it binds. */
export function capacity(
  wanted: number,
  processes: Pick<ProcessFigures, "role" | "maxOpenFiles">[],
): Capacity {
  let players = wanted;
  let limitedBy: string | null = null;
  for (const p of processes) {
    const perSocket = DESCRIPTORS_PER_SOCKET[p.role] ?? 1;
    const fits = Math.floor((p.maxOpenFiles - RESERVE) / perSocket);
    if (fits < players) {
      players = Math.max(0, fits);
      limitedBy = `the ${p.role} process may open ${p.maxOpenFiles} files (ulimit -n) and needs ${perSocket} per player`;
    }
  }
  return { players, limitedBy };
}

export const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

export function describeProcesses(processes: ProcessFigures[]): string {
  return processes
    .map((p) => `${p.role} ${mib(p.rssBytes)} MiB, ${p.openFiles}/${p.maxOpenFiles} files`)
    .join("; ");
}
