import type { CommentView } from "#domain/discussion.ts";
import {
  LIVE_CLOSE,
  LIVE_PING,
  LIVE_PONG,
  type LiveComment,
  type LiveCounts,
  livePath,
  readLiveComment,
  readLiveCounts,
  readPolledCounts,
} from "#domain/live.ts";

// The browser's side of live results (docs/decisions/0010-live-results.md): one socket to the
// question's object, opened again with backoff after a drop or a deploy, and plain polling of the
// public JSON read while sockets keep failing. Nothing here renders; use-live-results.ts does. A page
// shares one socket per question between its parts through shared-live.ts.

/** What a page hears: counts from the socket carry the viewers; polled counts do not (null). */
export type LiveUpdate = { votesA: number; votesB: number; viewers: number | null };
export type LiveListener = {
  update: (update: LiveUpdate) => void;
  /** The socket is gone for now: whatever it said about viewers is no longer known. */
  lost: () => void;
  /** A newly published comment (docs/decisions/0028); polling never brings these. */
  comment: (comment: CommentView) => void;
};

const BACKOFF_BASE_MS = 500;
const BACKOFF_MAX_MS = 30_000;
/** After this many sockets in a row closed without a message, the counts are also polled. */
const POLL_AFTER_FAILURES = 3;
const POLL_EVERY_MS = 15_000;
/** A socket that silently died (a sleeping laptop, a dropped NAT entry) is found by a ping. */
const PING_EVERY_MS = 25_000;
const PONG_WITHIN_MS = 10_000;

/**
 * Exponential, with jitter: between half and all of min(30 s, 0.5 s × 2^attempt), so the pages a
 * deploy disconnected all at once do not come back all at once.
 */
export function reconnectDelay(attempt: number, random = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

function parseMessage(data: unknown): LiveCounts | LiveComment | undefined {
  if (typeof data !== "string") return undefined;
  try {
    const value: unknown = JSON.parse(data);
    return readLiveCounts(value) ?? readLiveComment(value) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Starts listening; the returned function stops everything (the page left). */
export function connectLive(questionId: string, listener: LiveListener): () => void {
  let socket: WebSocket | undefined;
  /** The current socket has spoken: polling is not needed, and its answers would be older. */
  let heard = false;
  let failures = 0;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;

  const socketUrl = () => {
    const url = new URL(livePath(questionId), window.location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    return url.href;
  };

  const poll = async () => {
    if (document.visibilityState !== "visible") return;
    try {
      const response = await fetch(`/api/questions/${encodeURIComponent(questionId)}`, {
        headers: { Accept: "application/json" },
      });
      const counts = readPolledCounts(await response.json());
      if (counts && !stopped && !heard) listener.update({ ...counts, viewers: null });
    } catch {
      // Offline too: the next poll or socket tries again.
    }
  };
  const stopPolling = () => {
    clearInterval(pollTimer);
    pollTimer = undefined;
  };
  const startPolling = () => {
    if (pollTimer !== undefined) return;
    pollTimer = setInterval(poll, POLL_EVERY_MS);
    void poll();
  };

  const scheduleRetry = (delay = reconnectDelay(failures)) => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(open, delay);
  };

  /** Once per socket, whether it closed or went quiet. */
  const dropped = (ws: WebSocket, code?: number) => {
    if (socket !== ws) return;
    socket = undefined;
    heard = false;
    clearInterval(pingTimer);
    clearTimeout(pongTimer);
    ws.onmessage = ws.onclose = ws.onopen = null;
    if (stopped) return;
    listener.lost();
    if (code === LIVE_CLOSE.questionGone) {
      stopPolling();
      return;
    }
    failures += 1;
    if (failures >= POLL_AFTER_FAILURES) startPolling();
    scheduleRetry();
  };

  function open() {
    if (stopped || socket) return;
    let ws: WebSocket;
    try {
      ws = new WebSocket(socketUrl());
    } catch {
      failures += 1;
      startPolling();
      scheduleRetry();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      pingTimer = setInterval(() => {
        ws.send(LIVE_PING);
        pongTimer = setTimeout(() => {
          ws.close();
          dropped(ws);
        }, PONG_WITHIN_MS);
      }, PING_EVERY_MS);
    };
    ws.onmessage = (event) => {
      if (event.data === LIVE_PONG) {
        clearTimeout(pongTimer);
        return;
      }
      const message = parseMessage(event.data);
      if (!message) return; // nothing else is expected; never trusted
      failures = 0;
      heard = true;
      stopPolling();
      if (message.type === "comment") listener.comment(message.comment);
      else listener.update({ votesA: message.votesA, votesB: message.votesB, viewers: message.viewers });
    };
    ws.onclose = (event) => dropped(ws, event.code);
  }

  // A tab coming back (or the network) gets fresh counts, or a socket at once instead of later.
  const wake = () => {
    if (document.visibilityState !== "visible" || stopped) return;
    if (socket?.readyState === WebSocket.OPEN) {
      socket.send(JSON.stringify({ type: "sync" }));
      return;
    }
    if (pollTimer !== undefined) void poll();
    if (!socket) scheduleRetry(0);
  };
  document.addEventListener("visibilitychange", wake);
  window.addEventListener("online", wake);
  open();

  return () => {
    stopped = true;
    document.removeEventListener("visibilitychange", wake);
    window.removeEventListener("online", wake);
    clearTimeout(retryTimer);
    stopPolling();
    const ws = socket;
    if (ws) {
      dropped(ws);
      ws.close(LIVE_CLOSE.normal);
    }
  };
}
