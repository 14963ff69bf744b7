import type { ClientMessage, ServerMessage } from "#domain/room-protocol.ts";
import { nicknameProblem } from "./room-nicknames";
import * as players from "./room-players";
import { reorder, transition } from "./room-rules";
import type { RoomScreens } from "./room-screens";
import type { RoomMeta } from "./room-store";
import { assignTeams } from "./room-teams";
import * as votes from "./room-votes";

/** What the host's commands need of the room object. */
export type RoomCore = {
  sql: SqlStorage;
  screens: RoomScreens;
  /** Saves the room's row, keeps it in memory and sets the alarm for its countdown. */
  update(meta: RoomMeta): Promise<void>;
  /** Closes a removed player's sockets. */
  dropPlayer(id: string): void;
  /** The room has just ended: its results are kept for the host. */
  ended(): Promise<void>;
};

type HostMessage = Exclude<ClientMessage, { type: "vote" }>;
const error = (code: Extract<ServerMessage, { type: "error" }>["error"]): ServerMessage => ({
  type: "error",
  error: code,
});

/** A command from the big screen or the remote: both may do everything the host does. */
export async function hostCommand(core: RoomCore, meta: RoomMeta, message: HostMessage) {
  switch (message.type) {
    case "remove":
      if (!players.removePlayer(core.sql, message.playerId)) return null;
      core.dropPlayer(message.playerId);
      return rosterChanged(core);
    case "rename":
      return rename(core, meta, message.playerId, message.nickname);
    case "lock":
    case "unlock": {
      const locked = message.type === "lock";
      // Locking changes who may join, not who is in: only the host's screens need to hear it.
      if (meta.locked !== locked) await core.update({ ...meta, locked });
      core.screens.scheduleHosts();
      return null;
    }
    case "settings":
      return settings(core, meta, message);
    case "move":
    case "skip": {
      const change = message.type === "move" ? message : { skip: message.position };
      const questions = reorder(meta, change);
      if (typeof questions === "string") return error(questions);
      await core.update({ ...meta, questions });
      core.screens.broadcast();
      return null;
    }
    default:
      return questionCommand(core, meta, message);
  }
}

async function questionCommand(
  core: RoomCore,
  meta: RoomMeta,
  message: Extract<HostMessage, { type: "start" | "close" | "reveal" | "reopen" | "reset" | "next" }>,
) {
  const now = Date.now();
  const next = transition(meta, message, now);
  if (!next) return null;
  if (next.clearVotes) votes.deleteVotes(core.sql, next.index);
  const ended = next.phase === "ended";
  await core.update({
    ...meta,
    phase: next.phase,
    index: next.index,
    deadline: next.deadline,
    endedAt: ended ? now : meta.endedAt,
  });
  const newQuestion = next.clearVotes || next.index !== meta.index || meta.phase === "lobby";
  core.screens.broadcast({ votesCleared: newQuestion });
  if (ended) await core.ended();
  return null;
}

async function settings(core: RoomCore, meta: RoomMeta, message: Extract<HostMessage, { type: "settings" }>) {
  const teamsChange = message.teams !== undefined && message.teams !== meta.settings.teams;
  if (teamsChange && meta.phase !== "lobby") return error("teams-after-start");
  const settings = {
    reveal: message.reveal ?? meta.settings.reveal,
    timer: message.timer ?? meta.settings.timer,
    teams: message.teams ?? meta.settings.teams,
  };
  const updated = { ...meta, settings };
  await core.update(updated);
  if (teamsChange) {
    assignTeams(core.sql, settings.teams);
    core.screens.rosterChanged();
    core.screens.broadcast();
    core.screens.sendTeams(updated);
  } else core.screens.broadcast();
  return null;
}

/** The same checks as a join; the renamed player's phone hears its new name. */
function rename(core: RoomCore, meta: RoomMeta, playerId: string, typed: string) {
  const checked = nicknameProblem(core.sql, typed, playerId);
  if (!checked.ok) return error(checked.error);
  if (!players.renamePlayer(core.sql, playerId, checked.nickname)) return null;
  core.screens.toPlayer(playerId, core.screens.playerMessage(meta, { nickname: checked.nickname }));
  return rosterChanged(core);
}

function rosterChanged(core: RoomCore) {
  core.screens.rosterChanged();
  core.screens.scheduleHosts();
  core.screens.schedulePlayers();
  return null;
}
