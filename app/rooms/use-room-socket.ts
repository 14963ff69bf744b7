import { useCallback, useEffect, useRef, useState } from "react";
import {
  type BackstageItem,
  CLOSE,
  type ClientMessage,
  type PlayerRecap,
  type PlayerSummary,
  parseMessage,
  type RoomError,
  type RoomOption,
  type RoomState,
  type ServerMessage,
  serverMessageSchema,
} from "#domain/room-protocol.ts";

export type SocketStatus = "idle" | "connecting" | "open" | "reconnecting" | "removed" | "ended";
/** The host's list; `team` is absent where a page started from an older loader's roster. */
type Roster = (Pick<PlayerSummary, "id" | "nickname"> & { team?: PlayerSummary["team"] })[];

/** Keeps idle connections alive through proxies; the room answers "pong" without waking up. */
const PING_MS = 25_000;
const MAX_BACKOFF_MS = 10_000;

/**
 * A room's live connection: the state as the room last sent it, the roster and the coming
 * questions (host), this player's vote, team, name (after a rename) and recap, and `send`. It
 * reconnects after a drop with growing pauses; the cookie brings the same identity back. A removal
 * or the room's end closes it for good.
 */
export function useRoomSocket(
  path: string,
  initial: {
    state: RoomState;
    roster?: Roster;
    yourVote?: RoomOption | null;
    backstage?: BackstageItem[];
    yourTeam?: number | null;
  },
) {
  const [state, setState] = useState(initial.state);
  const [roster, setRoster] = useState(initial.roster ?? []);
  const [yourVote, setYourVote] = useState(initial.yourVote ?? null);
  const [backstage, setBackstage] = useState(initial.backstage ?? []);
  const [yourTeam, setYourTeam] = useState(initial.yourTeam ?? null);
  const [recap, setRecap] = useState<PlayerRecap | null>(null);
  const [yourNickname, setYourNickname] = useState<string | null>(null);
  const [status, setStatus] = useState<SocketStatus>("idle");
  const [notice, setNotice] = useState<RoomError | null>(null);
  const socket = useRef<WebSocket | null>(null);
  const shownIndex = useRef(initial.state.index);

  const receive = useCallback((message: ServerMessage) => {
    if (message.type === "error") return setNotice(message.error);
    if (message.type === "voted") {
      if (message.index === shownIndex.current) setYourVote(message.option);
      return;
    }
    if (message.state.index !== shownIndex.current) setYourVote(null);
    shownIndex.current = message.state.index;
    setState(message.state);
    if (message.roster) setRoster(message.roster);
    if (message.yourVote !== undefined) setYourVote(message.yourVote);
    if (message.backstage) setBackstage(message.backstage);
    if (message.yourTeam !== undefined) setYourTeam(message.yourTeam);
    if (message.recap) setRecap(message.recap);
    if (message.yourNickname) setYourNickname(message.yourNickname);
  }, []);

  useEffect(() => {
    let stopped = false;
    let attempts = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let ping: ReturnType<typeof setInterval> | undefined;
    const connect = () => {
      setStatus((now) => (now === "idle" ? "connecting" : now));
      const scheme = window.location.protocol === "https:" ? "wss" : "ws";
      const ws = new WebSocket(`${scheme}://${window.location.host}${path}`);
      socket.current = ws;
      ws.onopen = () => {
        attempts = 0;
        setStatus("open");
        ping = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send("ping"), PING_MS);
      };
      ws.onmessage = (event) => {
        const message = parseMessage(serverMessageSchema, event.data);
        if (message) receive(message);
      };
      ws.onclose = (event) => {
        clearInterval(ping);
        socket.current = null;
        if (stopped) return;
        if (event.code === CLOSE.removed) return setStatus("removed");
        if (event.code === CLOSE.ended) return setStatus("ended");
        setStatus("reconnecting");
        attempts += 1;
        retry = setTimeout(connect, Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempts));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(ping);
      socket.current?.close(1000, "Page closed.");
    };
  }, [path, receive]);

  /** False when the socket is not open: the caller lets its form post instead. */
  const send = useCallback((message: ClientMessage): boolean => {
    const ws = socket.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    setNotice(null);
    ws.send(JSON.stringify(message));
    return true;
  }, []);

  return { state, roster, yourVote, backstage, yourTeam, yourNickname, recap, status, notice, send };
}
