import {
  type ClientMessage,
  DEFAULT_ROOM_SETTINGS,
  type RoomCounts,
  type RoomPhase,
  type RoomState,
} from "#domain/room-protocol.ts";
import type { RoomMeta } from "./room-store";

export type HostCommand = Extract<ClientMessage, { type: "start" | "reveal" | "next" }>;

/**
 * The host's commands as a state machine. start: the lobby to the first question; reveal: show the
 * bars; next: the next question, or the end after the last. A command naming another question
 * than the current one (a double click, a stale screen) changes nothing: null.
 */
export function transition(meta: RoomMeta, command: HostCommand): { phase: RoomPhase; index: number } | null {
  if (command.type === "start") return meta.phase === "lobby" ? { phase: "question", index: 0 } : null;
  if (command.index !== meta.index) return null;
  if (command.type === "reveal")
    return meta.phase === "question" ? { phase: "revealed", index: meta.index } : null;
  if (meta.phase !== "question" && meta.phase !== "revealed") return null;
  const last = meta.index + 1 >= meta.questions.length;
  return last ? { phase: "ended", index: meta.index } : { phase: "question", index: meta.index + 1 };
}

/** Whether this screen sees the current question's counts: the host always, players once revealed. */
export function showsCounts(phase: RoomPhase, host: boolean): boolean {
  return host || phase === "revealed" || phase === "ended";
}

/** The room as one screen sees it; `counts` is read only when that screen may see them. */
export function roomState(meta: RoomMeta, players: number, counts: (() => RoomCounts) | null): RoomState {
  const question = meta.phase === "lobby" ? null : (meta.questions[meta.index] ?? null);
  return {
    phase: meta.phase,
    index: meta.index,
    total: meta.questions.length,
    players,
    locked: meta.locked,
    question: question && {
      text: question.text,
      optionA: question.optionA,
      optionB: question.optionB,
      category: question.category,
    },
    counts: question && counts ? counts() : null,
    settings: DEFAULT_ROOM_SETTINGS,
    deadline: null,
    voted: 0,
    teams: [],
  };
}
