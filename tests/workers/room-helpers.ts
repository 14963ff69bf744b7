import { env, SELF } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { requestContextMiddleware } from "#app/context.server.ts";
import { loadHostRoom } from "#app/rooms/room-host.server.ts";
import { loadJoinByCode } from "#app/rooms/room-join.server.ts";
import { handlePlayerForm, loadPlayerRoom } from "#app/rooms/room-play.server.ts";
import { handleNewRoomForm } from "#app/rooms/rooms-new.server.ts";
import { parseMessage, type ServerMessage, serverMessageSchema } from "#domain/room-protocol.ts";
import { appContext } from "#worker/services/context.ts";
import { roomObject } from "#worker/services/rooms.ts";
import { formPost, freshIp } from "./limit-helpers";

export const SITE = "https://wyr.example";

/** A page action's answer as React Router would send it: a redirect Response, or `data(...)`. */
export type ActionOutcome = {
  status: number;
  location: string | null;
  setCookie: string | null;
  headers: Headers;
  data: unknown;
};

/** Runs a page action behind the pages' real middleware, whether it redirects or answers with data. */
export async function runPageAction(
  request: Request,
  action: (context: Readonly<RouterContextProvider>) => Promise<unknown>,
): Promise<ActionOutcome> {
  const context = new RouterContextProvider();
  let answer: unknown;
  const args = { request, context, params: {} } as unknown as Parameters<typeof requestContextMiddleware>[0];
  await requestContextMiddleware(args, async () => {
    try {
      answer = await action(context);
    } catch (thrown) {
      answer = thrown;
    }
    return new Response(null);
  });
  if (answer instanceof Response) {
    return {
      status: answer.status,
      location: answer.headers.get("Location"),
      setCookie: answer.headers.get("Set-Cookie"),
      headers: answer.headers,
      data: null,
    };
  }
  if (!answer || typeof answer !== "object" || !("init" in answer)) {
    return { status: 200, location: null, setCookie: null, headers: new Headers(), data: answer };
  }
  const { data, init } = answer as { data: unknown; init: ResponseInit | null };
  const headers = new Headers(init?.headers);
  return { status: init?.status ?? 200, location: null, setCookie: null, headers, data };
}

export const cookiePair = (setCookie: string | null) => (setCookie ?? "").split(";")[0] as string;

/** Starts a room through the page's form, as a host's browser does. */
export async function startRoomByForm(
  fields: Partial<Record<"category" | "count" | "questions", string>> = {},
  cookie?: string,
) {
  const form = { category: "Kids", count: "3", questions: "", ...fields };
  const request = formPost("/rooms/new", freshIp(), form, cookie);
  const outcome = await runPageAction(request, (context) => handleNewRoomForm(request, context));
  const code = /^\/rooms\/([A-Z0-9]{6})\/host$/.exec(outcome.location ?? "")?.[1] ?? "";
  return { outcome, code, hostCookie: cookiePair(outcome.setCookie) };
}

/** Joins through the player page's form; the cookie is the browser's (if it has one). */
export async function joinByForm(code: string, nickname: string, cookie?: string, ip = freshIp()) {
  const request = formPost(`/r/${code}`, ip, { intent: "join", nickname }, cookie);
  const outcome = await runPageAction(request, (context) => handlePlayerForm({ code }, request, context));
  return { outcome, cookie: outcome.setCookie ? cookiePair(outcome.setCookie) : cookie };
}

/** A page's GET from one address (and optionally a cookie), as the browser sends it. */
export function pageGet(path: string, ip: string, cookie?: string): Request {
  const headers: Record<string, string> = { "cf-connecting-ip": ip };
  if (cookie) headers.cookie = cookie;
  return new Request(`${SITE}${path}`, { headers });
}

/** The room's pages as a browser opens them: the player's, the join form's and the host's. */
export const openPage = {
  player(code: string, ip: string, cookie?: string) {
    const request = pageGet(`/r/${code}`, ip, cookie);
    return runPageAction(request, (context) => loadPlayerRoom({ code }, request, context));
  },
  joinByCode(code: string, ip: string) {
    const request = pageGet(`/r?code=${code}`, ip);
    return runPageAction(request, (context) => loadJoinByCode(request, context));
  },
  host(code: string, ip: string, cookie?: string) {
    const request = pageGet(`/rooms/${code}/host`, ip, cookie);
    return runPageAction(request, (context) => loadHostRoom({ code }, request, context));
  },
};

export const room = (code: string) => roomObject(appContext(env), code);

/** A room socket as the test's client end: every message it received, parsed, and how it closed. */
export class TestSocket {
  readonly messages: ServerMessage[] = [];
  readonly raw: unknown[] = [];
  closed: { code: number; reason: string } | undefined;
  private waiters: (() => void)[] = [];

  constructor(readonly ws: WebSocket) {
    ws.accept();
    ws.addEventListener("message", (event) => {
      this.raw.push(event.data);
      const message = parseMessage(serverMessageSchema, event.data);
      if (message) this.messages.push(message);
      this.wake();
    });
    ws.addEventListener("close", (event) => {
      this.closed = { code: event.code, reason: event.reason };
      this.wake();
    });
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  send(message: unknown) {
    this.ws.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  /** The first message from `from` on that matches, waiting up to five seconds for it (a busy machine is slow). */
  async next(match: (m: ServerMessage) => boolean, from = 0): Promise<ServerMessage> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = this.messages.slice(from).find(match);
      if (found) return found;
      if (this.closed) throw new Error(`socket closed (${this.closed.code}) before the message`);
      if (Date.now() > deadline) throw new Error(`no such message; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  async closing(): Promise<{ code: number; reason: string }> {
    const deadline = Date.now() + 2000;
    while (!this.closed && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    if (!this.closed) throw new Error("socket still open");
    return this.closed;
  }

  /** The latest state the room sent. */
  state() {
    const last = this.messages.filter((m) => m.type === "state").at(-1);
    if (last?.type !== "state") throw new Error("no state yet");
    return last;
  }
}

/**
 * `base`: the address the handshake goes to, SITE_URL unless a test opens the site at another;
 * `ip`: the address it comes from (a new one each time unless given).
 */
export async function openSocket(
  path: string,
  cookie?: string,
  origin: string | null = SITE,
  base = SITE,
  ip = freshIp(),
) {
  const headers: Record<string, string> = { Upgrade: "websocket", "cf-connecting-ip": ip };
  if (cookie) headers.Cookie = cookie;
  if (origin) headers.Origin = origin;
  const response = await SELF.fetch(`${base}${path}`, { headers });
  return { response, socket: response.webSocket ? new TestSocket(response.webSocket) : undefined };
}

export async function connect(path: string, cookie?: string): Promise<TestSocket> {
  const { response, socket } = await openSocket(path, cookie);
  if (!socket) throw new Error(`no socket: ${response.status} ${await response.text()}`);
  await socket.next((m) => m.type === "state");
  return socket;
}
