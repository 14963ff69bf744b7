import { z } from "zod";
import {
  LIVE_CLOSE,
  LIVE_INTERVAL_MS,
  LIVE_MESSAGE_MAX_BYTES,
  LIVE_PING,
  LIVE_PONG,
  type LiveComment,
  type LiveCounts,
} from "#domain/live.ts";
import type { Counts } from "#worker/votes/question-votes.ts";

/** The one message a page may send ("sync"); anything else closes its socket. */
const liveRequestSchema = z.strictObject({ type: z.literal("sync") });

// The open pages of one question, on its home object (docs/decisions/0010-live-results.md). Sockets
// are accepted with the hibernation API: between messages the object may leave memory while they
// stay open, so nothing here may live only in a field. What each socket needs is in its attachment;
// the viewers are the runtime's list of sockets; the counts are read from storage when sent.

/** A page may ask for the counts again at most this often; more often is ignored. */
export const SYNC_MIN_INTERVAL_MS = 1000;

/** Kept with each socket by the runtime, so it survives hibernation. */
export type LiveAttachment = { openedAt: number; lastSyncAt: number };

/** The request the worker sends the home object to open a socket; the object checks the question. */
export function liveSocketRequest(questionId: string): Request {
  return new Request(`https://question-votes/live/${encodeURIComponent(questionId)}`, {
    headers: { Upgrade: "websocket" },
  });
}

export function questionIdOfLiveRequest(request: Request): string | undefined {
  const match = /^\/live\/([^/]+)$/.exec(new URL(request.url).pathname);
  return match?.[1] && request.headers.get("Upgrade") === "websocket"
    ? decodeURIComponent(match[1])
    : undefined;
}

const OPEN = 1;
const RESERVED_CLOSE_CODES = new Set([1005, 1006, 1015]);

export class LiveViewers {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastSentAt = 0;
  private lastSent = "";
  /**
   * New comments waiting for the next message time. Only a field: a pending timer keeps the object
   * in memory until they go, and a page that opens later reads the discussion, not old news.
   */
  private comments: string[] = [];

  constructor(
    private readonly ctx: DurableObjectState,
    private readonly counts: () => Counts,
  ) {
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(LIVE_PING, LIVE_PONG));
  }

  /** The handshake's answer, for a question the object has checked. The new page hears at once. */
  accept(): Response {
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ openedAt: Date.now(), lastSyncAt: 0 } satisfies LiveAttachment);
    server.send(this.message());
    this.changed(); // everyone else: one viewer more
    return new Response(null, { status: 101, webSocket: client });
  }

  /**
   * Counts or viewers changed. Everything within LIVE_INTERVAL_MS of the last message goes out as
   * one message, read when it is sent, so the last one always carries the final counts.
   */
  changed(): void {
    if (this.timer !== undefined) return;
    const wait = Math.max(0, this.lastSentAt + LIVE_INTERVAL_MS - Date.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.broadcast();
    }, wait);
  }

  /**
   * A newly published comment, sent to every open page with the next counts message, under the same
   * LIVE_INTERVAL_MS rule: comments within one interval go out back to back, in the order they came.
   * With no page open there is nobody to tell, so nothing is kept and no timer is set.
   */
  announce(comment: LiveComment): void {
    if (this.viewers() === 0) return;
    this.comments.push(JSON.stringify(comment));
    this.changed();
  }

  /** A page's message: a sync request, or anything else, which closes its socket with a reason. */
  received(socket: WebSocket, message: string | ArrayBuffer): void {
    const refusal = refusalOf(message);
    if (refusal) {
      close(socket, refusal.code, refusal.reason);
      return;
    }
    const attachment = socket.deserializeAttachment() as LiveAttachment;
    const now = Date.now();
    if (now - attachment.lastSyncAt < SYNC_MIN_INTERVAL_MS) return;
    socket.serializeAttachment({ ...attachment, lastSyncAt: now } satisfies LiveAttachment);
    socket.send(this.message());
  }

  /** A page left (or its connection broke): answer its close, then tell the others. */
  left(socket: WebSocket, code?: number): void {
    close(socket, code === undefined || RESERVED_CLOSE_CODES.has(code) ? LIVE_CLOSE.normal : code, "Bye");
    this.changed();
  }

  /** The question closed (hidden or retired): every page is told, and stops reconnecting. */
  closeAll(): void {
    this.comments = [];
    for (const socket of this.ctx.getWebSockets()) {
      close(socket, LIVE_CLOSE.questionGone, "This question is no longer available.");
    }
  }

  viewers(): number {
    let open = 0;
    for (const socket of this.ctx.getWebSockets()) if (socket.readyState === OPEN) open += 1;
    return open;
  }

  private message(): string {
    const { votesA, votesB } = this.counts();
    return JSON.stringify({ type: "counts", votesA, votesB, viewers: this.viewers() } satisfies LiveCounts);
  }

  private broadcast() {
    const comments = this.comments;
    this.comments = [];
    const sockets = this.ctx.getWebSockets();
    if (sockets.length === 0) return;
    const counts = this.message();
    // A viewer who joined, then left, within one interval changes nothing anyone can see.
    const messages = counts === this.lastSent ? comments : [counts, ...comments];
    if (messages.length === 0) return;
    this.lastSent = counts;
    this.lastSentAt = Date.now();
    for (const socket of sockets) {
      if (socket.readyState !== OPEN) continue;
      try {
        for (const message of messages) socket.send(message);
      } catch {
        // Closed between the check and the send: its close handler tells the others.
      }
    }
  }
}

/** Why a page's message closes its socket, if it does. UTF-16 units never outnumber UTF-8 bytes. */
function refusalOf(message: string | ArrayBuffer): { code: number; reason: string } | undefined {
  if (typeof message !== "string")
    return { code: LIVE_CLOSE.unsupportedData, reason: "Send text messages only." };
  if (message.length > LIVE_MESSAGE_MAX_BYTES)
    return { code: LIVE_CLOSE.tooBig, reason: "That message is too long." };
  if (!liveRequestSchema.safeParse(parseJson(message)).success) {
    return { code: LIVE_CLOSE.policyViolation, reason: "That message is not one this socket understands." };
  }
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function close(socket: WebSocket, code: number, reason: string) {
  try {
    socket.close(code, reason);
  } catch {
    // Already closed: nothing to answer.
  }
}
