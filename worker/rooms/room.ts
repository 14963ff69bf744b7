import { DurableObject } from "cloudflare:workers";
import type { Locale } from "#domain/locale.ts";
import {
  CLOSE,
  type ClientMessage,
  clientMessageSchema,
  MAX_CLIENT_MESSAGE_BYTES,
  MAX_QUESTIONS,
  type PlayerRecap,
  type PlayerSummary,
  parseMessage,
  type RoomOption,
  type RoomSettings,
  type RoomState,
  type ServerMessage,
} from "#domain/room-protocol.ts";
import type { RoomResults } from "#domain/room-results.ts";
import { admit, type JoinOutcome } from "./room-admission";
import { archiveRoomSummary } from "./room-archive";
import { hostCommand, type RoomCore } from "./room-commands";
import { allowRoomMessage } from "./room-limits";
import * as players from "./room-players";
import { roomResults } from "./room-recap";
import { backstage, votingOpen } from "./room-rules";
import { type Attachment, PLAYER_TAG, RoomScreens, send, tagsFor } from "./room-screens";
import { type Seat, sameSecret, seatOf } from "./room-seats";
import * as store from "./room-store";
import { hashRoomToken, identityFromSocketRequest, newRoomToken, type RoomIdentity } from "./room-tokens";
import * as votes from "./room-votes";

export type { Seat };

export type CreateRoom = {
  code: string;
  hostToken: string;
  hostAccount?: string;
  questions: store.RoomQuestion[];
  settings: RoomSettings;
};
export type RoomView = {
  state: RoomState;
  seat: Seat | null;
  yourVote: RoomOption | null;
  /** Only for the host's screens, which rename and remove players and reorder the coming questions. */
  roster: PlayerSummary[];
  backstage: ReturnType<typeof backstage>;
  /** Only for the host's big screen: the remote's link is shown there, never on the remote itself. */
  remoteKey?: string;
  /** Only for the host's screens once the room has ended: the kept summary's private link. */
  summaryKey?: string;
  /** Only for a player once the room has ended. */
  recap?: PlayerRecap;
};
export type AddQuestionOutcome = "added" | "not-host" | "ended" | "full" | "already-in";

/**
 * One room: its questions, players and votes in SQLite, and the host's, the remote's and players'
 * sockets, accepted with the hibernation API so a room waiting for its host costs nothing. Its
 * alarm closes the current question's countdown, and deletes everything at the room's expiry.
 */
export class Room extends DurableObject<Cloudflare.Env> {
  private readonly sql: SqlStorage;
  private meta: store.RoomMeta | undefined;
  private readonly screens: RoomScreens;

  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    if (store.hasSchema(this.sql)) {
      store.upgradeSchema(this.sql);
      this.meta = store.readMeta(this.sql);
    }
    this.screens = new RoomScreens(ctx, this.sql, () => this.live());
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
      settings: input.settings,
      deadline: null,
      remoteKey: newRoomToken(),
      summaryKey: newRoomToken(),
      startedAt: Date.now(),
      endedAt: null,
    };
    if (this.meta) return "taken";
    store.createSchema(this.sql);
    store.insertMeta(this.sql, meta);
    this.meta = meta;
    await this.ctx.storage.setAlarm(meta.expiresAt);
    return "created";
  }

  /** `nickname` empty: the room picks a free one in `locale`. */
  async join(nickname: string, token: string | undefined, locale: Locale = "en"): Promise<JoinOutcome> {
    if (!this.live()) return { status: "not-found" };
    const held = token ? { token, hash: await hashRoomToken(token) } : undefined;
    const freshToken = newRoomToken();
    const fresh = { token: freshToken, hash: await hashRoomToken(freshToken) };
    const meta = this.live();
    if (!meta) return { status: "not-found" };
    const outcome = admit(this.sql, meta, { nickname, locale, held, fresh });
    if (outcome.status === "joined" && !outcome.rejoined) {
      this.screens.rosterChanged();
      this.screens.scheduleHosts();
      this.screens.schedulePlayers();
    }
    return outcome;
  }

  /** Checks a remote link's key; its answer is the remote's cookie (the key itself), or null. */
  async pairRemote(key: string): Promise<string | null> {
    const meta = this.live();
    if (!meta?.remoteKey || !(await sameSecret(key, meta.remoteKey))) return null;
    return meta.remoteKey;
  }

  /** What a page shows this visitor: null for an unknown or expired room. */
  async view(identity: RoomIdentity): Promise<RoomView | null> {
    const meta = this.live();
    if (!meta) return null;
    const seat = await this.seatOf(identity);
    const role = seat?.role;
    const hosting = role === "host" || role === "remote";
    const screen = role === "host" || role === "remote" ? role : "player";
    const view: RoomView = {
      state: this.screens.state(meta, screen),
      seat,
      yourVote: seat?.role === "player" ? votes.voteOf(this.sql, meta.index, seat.id) : null,
      roster: hosting ? players.activePlayers(this.sql) : [],
      backstage: hosting ? backstage(meta) : [],
    };
    if (role === "host") view.remoteKey = meta.remoteKey;
    if (hosting && meta.phase === "ended") view.summaryKey = meta.summaryKey;
    if (seat?.role === "player" && meta.phase === "ended") {
      view.recap = votes.recaps(this.sql, meta.questions.length, seat.id).get(seat.id);
    }
    return view;
  }

  /** A command from a page's form (no JavaScript): the same rules as over a socket. */
  async command(identity: RoomIdentity, message: ClientMessage): Promise<ServerMessage | null> {
    const seat = await this.seatOf(identity);
    if (!seat || seat.role === "removed" || !this.live()) return { type: "error", error: "not-in-room" };
    return this.act(seat.role === "player" ? { role: "player", id: seat.id } : { role: seat.role }, message);
  }

  /** A published question from the catalogue, appended for the host's screens (the worker read it). */
  async addQuestion(identity: RoomIdentity, question: store.RoomQuestion): Promise<AddQuestionOutcome> {
    const seat = await this.seatOf(identity);
    const meta = this.live();
    if (!meta || meta.phase === "ended") return "ended";
    if (seat?.role !== "host" && seat?.role !== "remote") return "not-host";
    if (meta.questions.length >= MAX_QUESTIONS) return "full";
    if (meta.questions.some((q) => q.id === question.id)) return "already-in";
    await this.core.update({ ...meta, questions: [...meta.questions, question] });
    this.screens.broadcast();
    return "added";
  }

  async results(): Promise<RoomResults | null> {
    const meta = this.live();
    return meta ? roomResults(this.sql, meta) : null;
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
    const who: Attachment = seat.role === "player" ? { role: "player", id: seat.id } : { role: seat.role };
    this.ctx.acceptWebSocket(server, tagsFor(who));
    server.serializeAttachment(who);
    send(server, JSON.stringify(this.greeting(meta, seat)));
    return new Response(null, { status: 101, webSocket: client });
  }

  /** A socket's first message: everything its screen shows, its own vote, team and recap included. */
  private greeting(meta: store.RoomMeta, seat: Exclude<Seat, { role: "removed" }>): ServerMessage {
    if (seat.role !== "player") {
      this.screens.greeted();
      return this.screens.hostMessage(meta, seat.role, true);
    }
    const recap =
      meta.phase === "ended"
        ? votes.recaps(this.sql, meta.questions.length, seat.id).get(seat.id)
        : undefined;
    return this.screens.playerMessage(meta, {
      vote: votes.voteOf(this.sql, meta.index, seat.id),
      team: seat.team,
      recap,
    });
  }

  async webSocketMessage(ws: WebSocket, frame: string | ArrayBuffer) {
    const size = typeof frame === "string" ? new TextEncoder().encode(frame).byteLength : frame.byteLength;
    if (size > MAX_CLIENT_MESSAGE_BYTES) return ws.close(CLOSE.tooBig, "Message too large.");
    const message = parseMessage(clientMessageSchema, frame);
    if (!message) return ws.close(CLOSE.badMessage, "Unknown message.");
    const who = ws.deserializeAttachment() as Attachment | null;
    if (!who || !this.live()) return ws.close(CLOSE.ended, "This room has ended.");
    const reply = await this.act(who, message);
    if (reply) send(ws, JSON.stringify(reply));
  }

  async webSocketClose(ws: WebSocket, code: number) {
    // Echo the close so the client's side finishes cleanly; 1005/1006 are not sendable codes.
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, "Bye.");
    } catch {
      // already closed
    }
  }

  /**
   * One alarm serves both ends: the countdown's deadline when a question has one, else the room's
   * expiry. Read from storage, as the object may have woken for this alone.
   */
  async alarm() {
    const meta = store.hasSchema(this.sql) ? store.readMeta(this.sql) : undefined;
    if (!meta || meta.expiresAt <= Date.now()) return this.expire();
    this.meta = meta;
    if (meta.phase === "question" && meta.deadline !== null && meta.deadline <= Date.now()) {
      await this.core.update({ ...meta, phase: "closed", deadline: null });
      this.screens.broadcast();
    } else await this.ctx.storage.setAlarm(Math.min(meta.deadline ?? meta.expiresAt, meta.expiresAt));
  }

  private async expire() {
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.close(CLOSE.ended, "This room has ended.");
      } catch {
        // already closed
      }
    }
    this.screens.stop();
    this.meta = undefined;
    await this.ctx.storage.deleteAll();
  }

  private seatOf(identity: RoomIdentity): Promise<Seat | null> {
    return this.meta ? seatOf(this.sql, this.meta, identity) : Promise.resolve(null);
  }

  private get core(): RoomCore {
    return {
      sql: this.sql,
      screens: this.screens,
      update: async (meta) => {
        const before = this.meta;
        store.saveMeta(this.sql, meta);
        this.meta = meta;
        if (before?.deadline !== meta.deadline) {
          await this.ctx.storage.setAlarm(Math.min(meta.deadline ?? meta.expiresAt, meta.expiresAt));
        }
      },
      dropPlayer: (id) => {
        for (const ws of this.ctx.getWebSockets(PLAYER_TAG(id))) {
          ws.close(CLOSE.removed, "The host removed you from this room.");
        }
      },
      ended: () => this.archive(),
    };
  }

  /** A failed archive is logged, never in the way: the room ends for everyone all the same. */
  private async archive() {
    const meta = this.live();
    if (!meta) return;
    try {
      await archiveRoomSummary(this.env, roomResults(this.sql, meta));
    } catch (error) {
      console.error("room summary not kept", meta.code, error);
    }
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
    return hostCommand(this.core, meta, message);
  }

  /** Refused past the deadline even before the alarm has run: the deadline is the truth. */
  private vote(playerId: string, index: number, option: RoomOption): ServerMessage {
    const meta = this.live();
    if (!meta || !votingOpen(meta, index, Date.now())) return { type: "error", error: "voting-closed" };
    const kept = votes.recordVote(this.sql, index, playerId, option);
    this.screens.scheduleHosts();
    this.screens.schedulePlayers();
    return { type: "voted", index, option: kept };
  }
}
