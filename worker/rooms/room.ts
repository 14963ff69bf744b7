import { DurableObject } from "cloudflare:workers";
import {
  CLOSE,
  type ClientMessage,
  clientMessageSchema,
  MAX_CLIENT_MESSAGE_BYTES,
  parseMessage,
  type RoomOption,
  type RoomState,
  type ServerMessage,
} from "#domain/room-protocol.ts";
import { admit, type JoinOutcome } from "./room-admission";
import { allowRoomMessage } from "./room-limits";
import { roomState, showsCounts, transition } from "./room-rules";
import * as store from "./room-store";
import { hashRoomToken, identityFromSocketRequest, newRoomToken, type RoomIdentity } from "./room-tokens";

export type CreateRoom = {
  code: string;
  hostToken: string;
  hostAccount?: string;
  questions: store.RoomQuestion[];
};
export type Seat = { role: "host" } | { role: "player"; id: string; nickname: string } | { role: "removed" };
export type RoomView = {
  state: RoomState;
  seat: Seat | null;
  yourVote: RoomOption | null;
  /** Only for the host, who can remove a player. */
  roster: { id: string; nickname: string }[];
};
export type RoomResults = { questions: (store.RoomQuestion & { a: number; b: number })[]; players: number };

/** What each socket remembers across hibernation: who is on the other end. */
type Attachment = { role: "host" } | { role: "player"; id: string };

/** The host's bars move at most this often, however fast votes arrive. */
const HOST_UPDATE_MS = 100;
const PLAYER_TAG = (id: string) => `player:${id}`;

/**
 * One room: its questions, players and votes in SQLite, and the host's and players' sockets,
 * accepted with the hibernation API so a room waiting for its host costs nothing. It deletes
 * everything at its expiry alarm.
 */
export class Room extends DurableObject<Cloudflare.Env> {
  private readonly sql: SqlStorage;
  private meta: store.RoomMeta | undefined;
  private hostUpdate: ReturnType<typeof setTimeout> | undefined;

  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    if (store.hasSchema(this.sql)) {
      store.upgradeSchema(this.sql);
      this.meta = store.readMeta(this.sql);
    }
    // Answered by the runtime without waking the object: keeps idle sockets alive through proxies.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  /** A room past its expiry is gone, even if its alarm has not run yet. */
  private live(): store.RoomMeta | undefined {
    return this.meta && this.meta.expiresAt > Date.now() ? this.meta : undefined;
  }

  async create(input: CreateRoom, expiresAt: number): Promise<"created" | "taken"> {
    if (this.meta) return "taken";
    const meta: store.RoomMeta = {
      code: input.code,
      hostHash: await hashRoomToken(input.hostToken),
      hostAccount: input.hostAccount ?? null,
      questions: input.questions,
      phase: "lobby",
      index: 0,
      expiresAt,
      locked: false,
    };
    if (this.meta) return "taken";
    store.createSchema(this.sql);
    store.insertMeta(this.sql, meta);
    this.meta = meta;
    await this.ctx.storage.setAlarm(meta.expiresAt);
    return "created";
  }

  async join(nickname: string, token: string | undefined): Promise<JoinOutcome> {
    if (!this.live()) return { status: "not-found" };
    const held = token ? { token, hash: await hashRoomToken(token) } : undefined;
    const freshToken = newRoomToken();
    const fresh = { token: freshToken, hash: await hashRoomToken(freshToken) };
    const meta = this.live();
    if (!meta) return { status: "not-found" };
    const outcome = admit(this.sql, meta, { nickname, held, fresh });
    if (outcome.status === "joined" && !outcome.rejoined) this.scheduleHostUpdate();
    return outcome;
  }

  /** What a page shows this visitor: null for an unknown or expired room. */
  async view(identity: RoomIdentity): Promise<RoomView | null> {
    const meta = this.live();
    if (!meta) return null;
    const seat = await this.seatOf(identity);
    const state = this.stateFor(meta, seat?.role === "host");
    const yourVote = seat?.role === "player" ? store.voteOf(this.sql, meta.index, seat.id) : null;
    const roster = seat?.role === "host" ? store.activePlayers(this.sql) : [];
    return { state, seat, yourVote, roster };
  }

  /** A command from a page's form (no JavaScript): the same rules as over a socket. */
  async command(identity: RoomIdentity, message: ClientMessage): Promise<ServerMessage | null> {
    const seat = await this.seatOf(identity);
    if (!seat || seat.role === "removed" || !this.live()) return { type: "error", error: "not-in-room" };
    return this.act(seat.role === "host" ? { role: "host" } : { role: "player", id: seat.id }, message);
  }

  async results(): Promise<RoomResults | null> {
    const meta = this.live();
    if (!meta) return null;
    const questions = meta.questions.map((q, index) => ({ ...q, ...store.countsFor(this.sql, index) }));
    return { questions, players: store.activePlayerCount(this.sql) };
  }

  async fetch(request: Request): Promise<Response> {
    const identity = identityFromSocketRequest(request);
    if (!identity || request.headers.get("Upgrade") !== "websocket")
      return new Response(null, { status: 400 });
    const meta = this.live();
    if (!meta) return new Response("There is no room with that code.", { status: 404 });
    const seat = await this.seatOf(identity);
    if (!seat) return new Response("Join the room first.", { status: 403 });
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    if (seat.role === "removed") {
      this.ctx.acceptWebSocket(server, ["removed"]);
      server.close(CLOSE.removed, "The host removed you from this room.");
      return new Response(null, { status: 101, webSocket: client });
    }
    const attachment: Attachment = seat.role === "host" ? { role: "host" } : { role: "player", id: seat.id };
    this.ctx.acceptWebSocket(
      server,
      attachment.role === "host" ? ["host"] : ["player", PLAYER_TAG(attachment.id)],
    );
    server.serializeAttachment(attachment);
    const yourVote =
      attachment.role === "player" ? store.voteOf(this.sql, meta.index, attachment.id) : undefined;
    this.send(server, this.stateMessage(meta, attachment.role === "host", yourVote));
    return new Response(null, { status: 101, webSocket: client });
  }

  async webSocketMessage(ws: WebSocket, frame: string | ArrayBuffer) {
    const size = typeof frame === "string" ? new TextEncoder().encode(frame).byteLength : frame.byteLength;
    if (size > MAX_CLIENT_MESSAGE_BYTES) return ws.close(CLOSE.tooBig, "Message too large.");
    const message = parseMessage(clientMessageSchema, frame);
    if (!message) return ws.close(CLOSE.badMessage, "Unknown message.");
    const who = ws.deserializeAttachment() as Attachment | null;
    if (!who || !this.live()) return ws.close(CLOSE.ended, "This room has ended.");
    const reply = await this.act(who, message);
    if (reply) this.send(ws, reply);
  }

  async webSocketClose(ws: WebSocket, code: number) {
    // Echo the close so the client's side finishes cleanly; 1005/1006 are not sendable codes.
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, "Bye.");
    } catch {
      // already closed
    }
  }

  async alarm() {
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.close(CLOSE.ended, "This room has ended.");
      } catch {
        // already closed
      }
    }
    clearTimeout(this.hostUpdate);
    this.meta = undefined;
    await this.ctx.storage.deleteAll();
  }

  private async seatOf(identity: RoomIdentity): Promise<Seat | null> {
    const meta = this.meta;
    if (!meta || identity.role === "visitor") return null;
    if (identity.role === "host") {
      const byToken = identity.token !== undefined && (await hashRoomToken(identity.token)) === meta.hostHash;
      const byAccount = identity.account !== undefined && identity.account === meta.hostAccount;
      return byToken || byAccount ? { role: "host" } : null;
    }
    const player = store.playerByTokenHash(this.sql, await hashRoomToken(identity.token));
    if (!player) return null;
    return player.removed
      ? { role: "removed" }
      : { role: "player", id: player.id, nickname: player.nickname };
  }

  private async act(who: Attachment, message: ClientMessage): Promise<ServerMessage | null> {
    const meta = this.live();
    if (!meta) return { type: "error", error: "ended" };
    if (who.role === "player") {
      if (message.type !== "vote") return { type: "error", error: "host-only" };
      if (!(await allowRoomMessage(this.env, `${meta.code}:${who.id}`))) {
        return { type: "error", error: "too-fast" };
      }
      return this.vote(who.id, message.index, message.option);
    }
    if (message.type === "vote") return { type: "error", error: "host-does-not-vote" };
    if (message.type === "remove") return this.remove(message.playerId);
    if (message.type === "lock" || message.type === "unlock") return this.lock(meta, message.type === "lock");
    if (message.type !== "start" && message.type !== "reveal" && message.type !== "next") return null;
    const next = transition(meta, message);
    if (next) {
      store.setPhase(this.sql, next.phase, next.index);
      this.meta = { ...meta, ...next };
      this.broadcast();
    }
    return null;
  }

  private vote(playerId: string, index: number, option: RoomOption): ServerMessage {
    const meta = this.live();
    if (meta?.phase !== "question" || meta.index !== index) {
      return { type: "error", error: "voting-closed" };
    }
    const kept = store.recordVote(this.sql, index, playerId, option);
    this.scheduleHostUpdate();
    return { type: "voted", index, option: kept };
  }

  private remove(playerId: string): null {
    if (!store.removePlayer(this.sql, playerId)) return null;
    for (const ws of this.ctx.getWebSockets(PLAYER_TAG(playerId))) {
      ws.close(CLOSE.removed, "The host removed you from this room.");
    }
    this.scheduleHostUpdate();
    return null;
  }

  /** Locking changes who may join, not who is in: only the host's screen needs to hear it. */
  private lock(meta: store.RoomMeta, locked: boolean): null {
    if (meta.locked === locked) return null;
    store.setLocked(this.sql, locked);
    this.meta = { ...meta, locked };
    this.scheduleHostUpdate();
    return null;
  }

  private stateFor(meta: store.RoomMeta, host: boolean): RoomState {
    const counts = showsCounts(meta.phase, host) ? () => store.countsFor(this.sql, meta.index) : null;
    return roomState(meta, store.activePlayerCount(this.sql), counts);
  }

  private stateMessage(meta: store.RoomMeta, host: boolean, yourVote?: RoomOption | null): ServerMessage {
    const state = this.stateFor(meta, host);
    if (host) return { type: "state", state, roster: store.activePlayers(this.sql) };
    return yourVote === undefined ? { type: "state", state } : { type: "state", state, yourVote };
  }

  /** A phase change: everyone hears it at once, each role's message built once. */
  private broadcast() {
    const meta = this.live();
    if (!meta) return;
    clearTimeout(this.hostUpdate);
    this.hostUpdate = undefined;
    const toHost = JSON.stringify(this.stateMessage(meta, true));
    const toPlayers = JSON.stringify(
      this.stateMessage(meta, false, meta.phase === "question" ? null : undefined),
    );
    for (const ws of this.ctx.getWebSockets("host")) this.sendRaw(ws, toHost);
    for (const ws of this.ctx.getWebSockets("player")) this.sendRaw(ws, toPlayers);
  }

  /** Votes and joins move the host's bars and count, coalesced; players hear only phase changes. */
  private scheduleHostUpdate() {
    if (this.hostUpdate) return;
    this.hostUpdate = setTimeout(() => {
      this.hostUpdate = undefined;
      const meta = this.live();
      if (!meta) return;
      const message = JSON.stringify(this.stateMessage(meta, true));
      for (const ws of this.ctx.getWebSockets("host")) this.sendRaw(ws, message);
    }, HOST_UPDATE_MS);
  }

  private send(ws: WebSocket, message: ServerMessage) {
    this.sendRaw(ws, JSON.stringify(message));
  }

  private sendRaw(ws: WebSocket, text: string) {
    try {
      ws.send(text);
    } catch {
      // A socket closing as we send: its close handler tidies up.
    }
  }
}
