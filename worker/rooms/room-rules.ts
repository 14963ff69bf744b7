import type {
  BackstageItem,
  ClientMessage,
  RoomCounts,
  RoomError,
  RoomPhase,
  RoomSettings,
  RoomState,
  TeamTally,
} from "#domain/room-protocol.ts";
import type { RoomMeta, RoomQuestion } from "./room-store";

export type QuestionCommand = Extract<
  ClientMessage,
  { type: "start" | "close" | "reveal" | "reopen" | "reset" | "next" }
>;
export type Transition = {
  phase: RoomPhase;
  index: number;
  deadline: number | null;
  /** The current question's votes are deleted (a reset). */
  clearVotes: boolean;
};

/** A question opening now: its countdown, if the room has one, runs from now. */
const deadlineFrom = (settings: RoomSettings, now: number) =>
  settings.timer > 0 ? now + settings.timer * 1000 : null;

/**
 * The host's commands on questions as a state machine. start: the lobby to the first question;
 * close: voting stops; reveal: the bars show; reopen: voting again, votes kept; reset: voting again
 * from nothing; next: the next question, or the end after the last. A command naming another
 * question than the current one (a double click, a stale screen) changes nothing: null.
 */
export function transition(meta: RoomMeta, command: QuestionCommand, now: number): Transition | null {
  const open = (index: number, clearVotes = false): Transition => ({
    phase: "question",
    index,
    deadline: deadlineFrom(meta.settings, now),
    clearVotes,
  });
  const stay = (phase: RoomPhase): Transition => ({
    phase,
    index: meta.index,
    deadline: null,
    clearVotes: false,
  });
  if (command.type === "start") return meta.phase === "lobby" ? open(0) : null;
  if (command.index !== meta.index) return null;
  const { phase } = meta;
  const inPlay = phase === "question" || phase === "closed" || phase === "revealed";
  switch (command.type) {
    case "close":
      return phase === "question" ? stay("closed") : null;
    case "reveal":
      return phase === "question" || phase === "closed" ? stay("revealed") : null;
    case "reopen":
      return phase === "closed" || phase === "revealed" ? open(meta.index) : null;
    case "reset":
      return inPlay ? open(meta.index, true) : null;
    case "next":
      if (!inPlay) return null;
      return meta.index + 1 >= meta.questions.length ? stay("ended") : open(meta.index + 1);
  }
}

/** Whether voting on the current question is open at `now`: its phase, and its countdown if it has one. */
export function votingOpen(meta: RoomMeta, index: number, now: number): boolean {
  return meta.phase === "question" && meta.index === index && (meta.deadline === null || now < meta.deadline);
}

export type Screen = "host" | "remote" | "player";

/**
 * Whether this screen sees the current question's counts: the remote always (the host's own
 * phone); the big screen and the phones as votes arrive in "instant" mode, else once revealed.
 */
export function showsCounts(phase: RoomPhase, screen: Screen, settings: RoomSettings): boolean {
  if (phase === "lobby") return false;
  return screen === "remote" || settings.reveal === "instant" || phase === "revealed" || phase === "ended";
}

/** The coming questions (after the current one; all of them in the lobby; none once ended). */
export function comingPositions(meta: RoomMeta): number[] {
  if (meta.phase === "ended") return [];
  const first = meta.phase === "lobby" ? 0 : meta.index + 1;
  return meta.questions.map((_, position) => position).filter((position) => position >= first);
}

export function backstage(meta: RoomMeta): BackstageItem[] {
  return comingPositions(meta).map((position) => {
    const question = meta.questions[position] as RoomQuestion;
    return { position, slug: question.slug, text: question.text };
  });
}

/** The questions with a coming one moved or dropped, or why not (a room keeps at least one question). */
export function reorder(
  meta: RoomMeta,
  change: { from: number; to: number } | { skip: number },
): RoomQuestion[] | RoomError {
  const coming = comingPositions(meta);
  const questions = [...meta.questions];
  if ("skip" in change) {
    if (!coming.includes(change.skip) || questions.length <= 1) return "not-coming";
    questions.splice(change.skip, 1);
    return questions;
  }
  if (!coming.includes(change.from) || !coming.includes(change.to)) return "not-coming";
  const [moved] = questions.splice(change.from, 1);
  if (moved) questions.splice(change.to, 0, moved);
  return questions;
}

/** What one screen is shown; counts (the room's and each team's) are read only when it may see them. */
export type StateParts = {
  players: number;
  voted: number;
  counts: (() => RoomCounts) | null;
  teams: { sizes: number[]; counts: (() => RoomCounts[]) | null };
};

export function roomState(meta: RoomMeta, parts: StateParts): RoomState {
  const question = meta.phase === "lobby" ? null : (meta.questions[meta.index] ?? null);
  const teamCounts = question && parts.teams.counts ? parts.teams.counts() : null;
  const teams: TeamTally[] = parts.teams.sizes.map((players, team) => ({
    players,
    counts: teamCounts ? (teamCounts[team] ?? { a: 0, b: 0 }) : null,
  }));
  return {
    phase: meta.phase,
    index: meta.index,
    total: meta.questions.length,
    players: parts.players,
    locked: meta.locked,
    settings: meta.settings,
    deadline: meta.phase === "question" ? meta.deadline : null,
    question: question && {
      text: question.text,
      optionA: question.optionA,
      optionB: question.optionB,
      category: question.category,
    },
    voted: question ? parts.voted : 0,
    counts: question && parts.counts ? parts.counts() : null,
    teams,
  };
}
