import type { PlayerRecap, RoomOption, RoomState, ServerMessage } from "#domain/room-protocol.ts";
import * as players from "./room-players";
import { backstage, roomState, type Screen, showsCounts } from "./room-rules";
import type { RoomMeta } from "./room-store";
import { teamSizes } from "./room-teams";
import * as votes from "./room-votes";

/** What each socket remembers across hibernation: who is on the other end. */
export type Attachment = { role: "host" } | { role: "remote" } | { role: "player"; id: string };

export const PLAYER_TAG = (id: string) => `player:${id}`;
/** The big screen's bars move at most this often, however fast votes arrive; the remote's too. */
const HOST_UPDATE_MS = 100;
/**
 * Each phone hears the count at most once a second, and the room sends at most about this many
 * count messages a second in all: each send holds the object's one thread, so in a full room the
 * phones' counts slow down rather than the votes (docs/rooms.md).
 */
const PLAYER_UPDATE_MS = 1000;
const PHONE_MESSAGES_PER_SECOND = 1000;

export const tagsFor = (who: Attachment) =>
  who.role === "player" ? ["player", PLAYER_TAG(who.id)] : [who.role];

/**
 * The room's screens and what each is sent: the big screen, the remote and the phones each see
 * the room their own way, and each message is built once per screen kind, not once per socket.
 */
export class RoomScreens {
  private hostTimer: ReturnType<typeof setTimeout> | undefined;
  private playerTimer: ReturnType<typeof setTimeout> | undefined;
  /**
   * The roster travels to the host's screens only when it changed since the last broadcast (a
   * full room's names would otherwise ride on every coalesced update). Memory is lost when the
   * object hibernates; the first broadcast after carries the roster again, which costs one message.
   */
  private rosterVersion = 1;
  private rosterSent = 0;

  constructor(
    private readonly ctx: DurableObjectState,
    private readonly sql: SqlStorage,
    private readonly meta: () => RoomMeta | undefined,
  ) {}

  state(meta: RoomMeta, screen: Screen): RoomState {
    const counts = votes.countsFor(this.sql, meta.index);
    const visible = showsCounts(meta.phase, screen, meta.settings);
    return roomState(meta, {
      players: players.activePlayerCount(this.sql),
      voted: counts.a + counts.b,
      counts: visible ? () => counts : null,
      teams: {
        sizes: teamSizes(this.sql, meta.settings.teams),
        counts: visible
          ? () => votes.teamCounts(this.sql, meta.settings.teams, meta.index).get(meta.index) ?? []
          : null,
      },
    });
  }

  /** The host's screens (the big one and the remote): the roster when asked, and the coming questions. */
  hostMessage(meta: RoomMeta, screen: "host" | "remote", withRoster: boolean): ServerMessage {
    const message: ServerMessage = {
      type: "state",
      state: this.state(meta, screen),
      backstage: backstage(meta),
    };
    if (meta.phase === "ended" && meta.summaryKey) message.summaryKey = meta.summaryKey;
    return withRoster ? { ...message, roster: players.activePlayers(this.sql) } : message;
  }

  playerMessage(
    meta: RoomMeta,
    own?: { vote?: RoomOption | null; team?: number | null; nickname?: string; recap?: PlayerRecap },
  ): ServerMessage {
    const message: ServerMessage = { type: "state", state: this.state(meta, "player") };
    if (!own) return message;
    return {
      ...message,
      ...(own.vote !== undefined && { yourVote: own.vote }),
      ...(own.team !== undefined && { yourTeam: own.team }),
      ...(own.nickname !== undefined && { yourNickname: own.nickname }),
      ...(own.recap && { recap: own.recap }),
    };
  }

  /** A host's screen just connected with the roster: alone, it needs no second copy with the next update. */
  greeted() {
    if (this.ctx.getWebSockets("host").length + this.ctx.getWebSockets("remote").length <= 1) {
      this.rosterSent = this.rosterVersion;
    }
  }

  rosterChanged() {
    this.rosterVersion++;
  }

  /** A phase or settings change: everyone hears it at once. A new question clears each phone's vote. */
  broadcast(options: { votesCleared?: boolean } = {}) {
    const meta = this.meta();
    if (!meta) return;
    clearTimeout(this.playerTimer);
    this.playerTimer = undefined;
    this.sendToHosts(meta);
    if (meta.phase === "ended") return this.sendRecaps(meta);
    const text = JSON.stringify(this.playerMessage(meta, options.votesCleared ? { vote: null } : undefined));
    for (const ws of this.ctx.getWebSockets("player")) send(ws, text);
  }

  /** Votes, joins and roster changes, coalesced for the host's screens (and the count for phones). */
  scheduleHosts() {
    if (this.hostTimer) return;
    this.hostTimer = setTimeout(() => {
      this.hostTimer = undefined;
      const meta = this.meta();
      if (meta) this.sendToHosts(meta);
    }, HOST_UPDATE_MS);
  }

  schedulePlayers() {
    if (this.playerTimer) return;
    const phones = this.ctx.getWebSockets("player").length;
    const every = Math.max(PLAYER_UPDATE_MS, (phones / PHONE_MESSAGES_PER_SECOND) * 1000);
    this.playerTimer = setTimeout(() => {
      this.playerTimer = undefined;
      const meta = this.meta();
      if (!meta || meta.phase === "ended") return;
      const text = JSON.stringify(this.playerMessage(meta));
      for (const ws of this.ctx.getWebSockets("player")) send(ws, text);
    }, every);
  }

  /** A message of a player's own (a rename, their team) to their sockets. */
  toPlayer(id: string, message: ServerMessage) {
    const text = JSON.stringify(message);
    for (const ws of this.ctx.getWebSockets(PLAYER_TAG(id))) send(ws, text);
  }

  /** After the teams changed: each phone hears its own team. */
  sendTeams(meta: RoomMeta) {
    const base = this.playerMessage(meta);
    const teams = new Map(players.activePlayers(this.sql).map((p) => [p.id, p.team]));
    for (const ws of this.ctx.getWebSockets("player")) {
      const who = ws.deserializeAttachment() as Attachment | null;
      if (who?.role === "player") send(ws, JSON.stringify({ ...base, yourTeam: teams.get(who.id) ?? null }));
    }
  }

  stop() {
    clearTimeout(this.hostTimer);
    clearTimeout(this.playerTimer);
  }

  private sendToHosts(meta: RoomMeta) {
    clearTimeout(this.hostTimer);
    this.hostTimer = undefined;
    const withRoster = this.rosterSent !== this.rosterVersion;
    this.rosterSent = this.rosterVersion;
    for (const screen of ["host", "remote"] as const) {
      const sockets = this.ctx.getWebSockets(screen);
      if (sockets.length === 0) continue;
      const text = JSON.stringify(this.hostMessage(meta, screen, withRoster));
      for (const ws of sockets) send(ws, text);
    }
  }

  /** The end: each phone gets its own recap, all read in one query. */
  private sendRecaps(meta: RoomMeta) {
    const base = this.playerMessage(meta);
    const all = votes.recaps(this.sql, meta.questions.length);
    for (const ws of this.ctx.getWebSockets("player")) {
      const who = ws.deserializeAttachment() as Attachment | null;
      const recap = who?.role === "player" ? all.get(who.id) : undefined;
      send(ws, JSON.stringify(recap ? { ...base, recap } : base));
    }
  }
}

export function send(ws: WebSocket, text: string) {
  try {
    ws.send(text);
  } catch {
    // A socket closing as we send: its close handler tidies up.
  }
}
