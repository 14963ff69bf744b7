// The room load's clients: HTTP joins as a phone's form posts them, and WebSocket clients that
// timestamp every message. Node 20's WebSocket is behind --experimental-websocket (npm run
// bench:rooms passes it); its second argument may carry the Cookie and Origin a browser would send.
import { parseMessage, type ServerMessage, serverMessageSchema } from "#domain/room-protocol.ts";

export type Received = { at: number; message: ServerMessage };

type NodeWebSocketInit = { headers: Record<string, string> };
const NodeWebSocket = WebSocket as unknown as new (url: string, init: NodeWebSocketInit) => WebSocket;

export class RoomClient {
  readonly received: Received[] = [];
  errors = 0;
  closedWith: number | undefined;
  private waiters: (() => void)[] = [];
  private readonly ws: WebSocket;

  constructor(url: string, headers: Record<string, string>) {
    this.ws = new NodeWebSocket(url, { headers });
    this.ws.onmessage = (event) => {
      const message = parseMessage(serverMessageSchema, event.data);
      if (message) this.received.push({ at: performance.now(), message });
      for (const wake of this.waiters.splice(0)) wake();
    };
    this.ws.onerror = () => {
      this.errors++;
    };
    this.ws.onclose = (event) => {
      this.closedWith = event.code;
      for (const wake of this.waiters.splice(0)) wake();
    };
  }

  send(message: unknown): number {
    const at = performance.now();
    this.ws.send(JSON.stringify(message));
    return at;
  }

  close() {
    this.ws.close(1000, "bench done");
  }

  /** The first message received since `from` (a performance.now() time) that matches, or undefined after `ms`. */
  async waitFor(
    match: (m: ServerMessage) => boolean,
    from: number,
    ms = 10_000,
  ): Promise<Received | undefined> {
    const deadline = performance.now() + ms;
    for (;;) {
      const found = this.received.find((r) => r.at >= from && match(r.message));
      if (found || this.closedWith !== undefined || performance.now() > deadline) return found;
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** POSTs a page form as a browser does (no redirect followed): the status, Location and cookie pair. */
export async function postForm(
  baseURL: string,
  path: string,
  fields: Record<string, string>,
  cookie?: string,
) {
  const headers: Record<string, string> = {
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: baseURL,
  };
  if (cookie) headers.Cookie = cookie;
  const response = await fetch(`${baseURL}${path}`, {
    method: "POST",
    headers,
    body: form(fields),
    redirect: "manual",
  });
  await response.arrayBuffer();
  const setCookie = response.headers.get("Set-Cookie");
  return {
    status: response.status,
    location: response.headers.get("Location"),
    cookie: setCookie ? (setCookie.split(";")[0] as string) : undefined,
  };
}

/** Runs `task` for 0..count-1 with at most `width` at a time. */
export async function inParallel(count: number, width: number, task: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}
