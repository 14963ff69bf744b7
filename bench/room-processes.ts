// What a local process holds, read from Linux's /proc: resident memory, open descriptors by kind
// and their limit, CPU time, its descendants and the ports it listens on. The room load reads them
// for its client and the server's workerd processes.
import { readdirSync, readFileSync, readlinkSync } from "node:fs";

export type ProcessFigures = {
  pid: number;
  name: string;
  role: string;
  rssBytes: number;
  openFiles: number;
  /** Open descriptors by kind: socket, pipe, anon_inode (eventfd, epoll), file. */
  kinds: Record<string, number>;
  maxOpenFiles: number;
  /** CPU time used so far, user and system. */
  cpuSeconds: number;
};

function descriptorKinds(pid: number): Record<string, number> {
  const kinds: Record<string, number> = {};
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const kind = /^(\w+):/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? "file";
      kinds[kind] = (kinds[kind] ?? 0) + 1;
    } catch {
      // closed while we looked
    }
  }
  return kinds;
}

/** utime and stime, fields 14 and 15 of /proc/<pid>/stat, in clock ticks of a hundredth of a second. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export const statOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const close = stat.lastIndexOf(")");
  return {
    name: stat.slice(stat.indexOf("(") + 1, close),
    parent: Number(stat.slice(close + 2).split(" ")[1]),
  };
};

/** Resident memory, open descriptors and their soft limit of one process (Linux /proc). */
export function processFigures(pid: number, role: string): ProcessFigures {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const limits = readFileSync(`/proc/${pid}/limits`, "utf8");
  return {
    pid,
    name: statOf(pid).name,
    role,
    rssBytes: Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024,
    openFiles: readdirSync(`/proc/${pid}/fd`).length,
    kinds: descriptorKinds(pid),
    cpuSeconds: cpuSeconds(pid),
    maxOpenFiles: Number(/Max open files\s+(\d+)/.exec(limits)?.[1] ?? Number.NaN),
  };
}

/** Every descendant of `ancestor`, found by walking each process's parent. */
export function descendants(ancestor: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      parents.set(Number(entry), statOf(Number(entry)).parent);
    } catch {
      // ended while we looked
    }
  }
  const below = (pid: number): boolean => {
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p))
      if (p === ancestor) return true;
    return false;
  };
  return [...parents.keys()].filter(below);
}

/** Loopback ports a process listens on, from the kernel's socket table and its open sockets. */
export function listeningPorts(pid: number): number[] {
  const inodes = new Set(
    readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
      try {
        return [/^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? ""];
      } catch {
        return [];
      }
    }),
  );
  const LISTEN = "0A";
  return readFileSync(`/proc/${pid}/net/tcp`, "utf8")
    .split("\n")
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[3] === LISTEN && inodes.has(cols[9] ?? ""))
    .map((cols) => Number.parseInt(cols[1]?.split(":")[1] ?? "", 16));
}
