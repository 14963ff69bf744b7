// The room load's clients: HTTP joins as a phone's form posts them, and WebSocket clients that
// timestamp every message. Node 20's WebSocket is behind --experimental-websocket (npm run
// bench:rooms passes it); its second argument may carry the Cookie and Origin a browser would send.
// Thousands of them share two cores with the server, so each socket's messages are checked against
// the protocol's schema only until the first passes, and the host's roster is counted, not kept.
import { parseMessage, type ServerMessage, serverMessageSchema } from "#domain/room-protocol.ts";

/** `bytes`: the frame's length; `roster`: how many names it carried, if any. */
export type Received = { at: number; message: ServerMessage; bytes: number; roster?: number };

type NodeWebSocketInit = { headers: Record<string, string> };
const NodeWebSocket = WebSocket as unknown as new (url: string, init: NodeWebSocketInit) => WebSocket;

export class RoomClient {
  readonly received: Received[] = [];
  errors = 0;
  /** Frames that did not match the protocol. */
  invalid = 0;
  closedWith: number | undefined;
  closedReason = "";
  private checked = false;
  private readonly listeners = new Set<() => void>();
  private readonly ws: WebSocket;

  constructor(url: string, headers: Record<string, string>) {
    this.ws = new NodeWebSocket(url, { headers });
    this.ws.onmessage = (event) => {
      const text = String(event.data);
      const message = this.parse(text);
      if (!message) this.invalid++;
      else {
        const roster = message.type === "state" ? message.roster?.length : undefined;
        if (message.type === "state") delete message.roster;
        this.received.push({ at: performance.now(), message, bytes: text.length, roster });
      }
      this.wake();
    };
    this.ws.onerror = () => {
      this.errors++;
    };
    this.ws.onclose = (event) => {
      this.closedWith = event.code;
      this.closedReason = event.reason;
      this.wake();
    };
  }

  private parse(text: string): ServerMessage | undefined {
    if (!this.checked) {
      const message = parseMessage(serverMessageSchema, text);
      this.checked ||= message !== undefined;
      return message;
    }
    try {
      return JSON.parse(text) as ServerMessage;
    } catch {
      return undefined;
    }
  }

  private wake() {
    for (const listener of [...this.listeners]) listener();
  }

  send(message: unknown): number {
    const at = performance.now();
    this.ws.send(JSON.stringify(message));
    return at;
  }

  close() {
    if (this.closedWith === undefined) this.ws.close(1000, "bench done");
  }

  /** The first message received since `from` (a performance.now() time) that matches, or undefined after `ms`. */
  waitFor(match: (m: ServerMessage) => boolean, from: number, ms = 10_000): Promise<Received | undefined> {
    const find = () => this.received.find((r) => r.at >= from && match(r.message));
    const found = find();
    if (found || this.closedWith !== undefined) return Promise.resolve(found);
    return new Promise((resolve) => {
      let seen = this.received.length;
      const finish = (result: Received | undefined) => {
        clearTimeout(timer);
        this.listeners.delete(listener);
        resolve(result);
      };
      const listener = () => {
        const fresh = this.received.slice(seen).find((r) => r.at >= from && match(r.message));
        seen = this.received.length;
        if (fresh || this.closedWith !== undefined) finish(fresh);
      };
      const timer = setTimeout(() => finish(undefined), ms);
      this.listeners.add(listener);
    });
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
