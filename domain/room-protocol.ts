import { normaliseText } from "./normalise-text";
import { m } from "./paraglide/messages.js";
import { ROOM_LIFETIME_HOURS } from "./retention";
import { z } from "./zod";

// What a room is made of and what travels over its sockets, shared by the room's Durable Object,
// its pages and the browser. Every message is parsed with these schemas on arrival, both ways.

/** Letters and digits a child can read off a projector and type: no 0/O, 1/I/L. */
export const ROOM_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const ROOM_CODE_LENGTH = 6;
export const MAX_PLAYERS = 5000;
export const MIN_QUESTIONS = 1;
export const MAX_QUESTIONS = 20;
export const ROOM_LIFETIME_MS = ROOM_LIFETIME_HOURS * 60 * 60 * 1000;
export const NICKNAME_MAX_LENGTH = 20;
/** Far above the largest message a client sends (a rename, about 120 bytes). */
export const MAX_CLIENT_MESSAGE_BYTES = 512;

/** What a new player is told while the host has locked the room, in the page's language. */
export const roomLockedMessage = () => m.rooms_locked_message();

/** Close codes of our own (4000-4999 are the application's range). */
export const CLOSE = { removed: 4003, ended: 4004, badMessage: 1008, tooBig: 1009 } as const;

/**
 * How a room runs, chosen when it starts and changed by the host: whether the bars show as votes
 * arrive ("instant") or only when the host reveals them ("host", the default: nobody follows the
 * crowd); seconds of voting per question (0: no countdown); and how many teams (0: none). Teams
 * can change only in the lobby, before anyone has voted in one.
 */
export const revealModeSchema = z.enum(["host", "instant"]);
export type RevealMode = z.infer<typeof revealModeSchema>;
export const TIMER_CHOICES = [0, 10, 20, 30] as const;
export const timerSchema = z.union(TIMER_CHOICES.map((s) => z.literal(s)));
export const TEAM_CHOICES = [0, 2, 3, 4] as const;
export const teamCountSchema = z.union(TEAM_CHOICES.map((n) => z.literal(n)));
export const roomSettingsSchema = z.object({
  reveal: revealModeSchema,
  timer: timerSchema,
  teams: teamCountSchema,
});
export type RoomSettings = z.infer<typeof roomSettingsSchema>;
export const DEFAULT_ROOM_SETTINGS: RoomSettings = { reveal: "host", timer: 0, teams: 0 };

const CODE_PATTERN = new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`);

/** A typed code as people type it: any case, spaces and dashes ignored. */
export const roomCodeSchema = z
  .string()
  .max(40)
  .transform((value) => value.toUpperCase().replace(/[\s-]/g, ""))
  .pipe(z.string().regex(CODE_PATTERN, { error: () => m.rooms_code_invalid() }));

export function newRoomCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(ROOM_CODE_LENGTH));
  // 31 letters: the modulo's bias is under 1%, harmless for a code that is also checked for collisions.
  return Array.from(bytes, (b) => ROOM_CODE_ALPHABET[b % ROOM_CODE_ALPHABET.length]).join("");
}

export const nicknameSchema = z
  .string({ error: () => m.rooms_nickname_required() })
  .transform((value) => normaliseText(value))
  .pipe(
    z
      .string()
      .min(1, { error: () => m.rooms_nickname_required() })
      .max(NICKNAME_MAX_LENGTH, { error: () => m.rooms_nickname_too_long({ max: NICKNAME_MAX_LENGTH }) }),
  );

export const optionSchema = z.enum(["A", "B"]);
export type RoomOption = z.infer<typeof optionSchema>;

/** A random 128-bit token as hex: the host's and each player's proof of who they are. */
export const roomTokenSchema = z.string().regex(/^[0-9a-f]{32}$/);
export const playerIdSchema = z.string().regex(/^p[0-9a-z]{1,12}$/);

const indexSchema = z.number().int().min(0).max(MAX_QUESTIONS);

/**
 * What a browser may send: a player votes; the host (the big screen or the remote) starts, closes
 * voting, reveals, re-opens or resets the current question, moves on, changes the settings,
 * reorders or skips a coming question, renames or removes a player, and locks or unlocks the room.
 * Commands on a question name the one they were shown, so a late vote or a double-clicked "Next"
 * changes nothing; "lock" and "unlock" are separate for the same reason. Adding a question from
 * the catalogue is a form post (it reads D1), not a socket message.
 */
export const clientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("vote"), index: indexSchema, option: optionSchema }),
  z.object({ type: z.literal("start") }),
  z.object({ type: z.literal("close"), index: indexSchema }),
  z.object({ type: z.literal("reveal"), index: indexSchema }),
  z.object({ type: z.literal("reopen"), index: indexSchema }),
  z.object({ type: z.literal("reset"), index: indexSchema }),
  z.object({ type: z.literal("next"), index: indexSchema }),
  z.object({
    type: z.literal("settings"),
    reveal: revealModeSchema.optional(),
    timer: timerSchema.optional(),
    teams: teamCountSchema.optional(),
  }),
  /** Positions are indexes into the room's questions; only coming ones (after the current) move. */
  z.object({ type: z.literal("move"), from: indexSchema, to: indexSchema }),
  z.object({ type: z.literal("skip"), position: indexSchema }),
  z.object({ type: z.literal("remove"), playerId: playerIdSchema }),
  z.object({ type: z.literal("rename"), playerId: playerIdSchema, nickname: z.string().max(60) }),
  z.object({ type: z.literal("lock") }),
  z.object({ type: z.literal("unlock") }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** "closed": voting on the current question is over (its countdown ended, or the host closed it), not yet revealed. */
export const phaseSchema = z.enum(["lobby", "question", "closed", "revealed", "ended"]);
export type RoomPhase = z.infer<typeof phaseSchema>;

const countsSchema = z.object({ a: z.number().int().min(0), b: z.number().int().min(0) });
export type RoomCounts = z.infer<typeof countsSchema>;

const questionSchema = z.object({
  text: z.string(),
  optionA: z.string(),
  optionB: z.string(),
  category: z.string(),
});

/** One team's players and, when this screen may see counts, its split on the current question. */
const teamTallySchema = z.object({ players: z.number().int().min(0), counts: countsSchema.nullable() });
export type TeamTally = z.infer<typeof teamTallySchema>;

/**
 * What everyone in the room sees. `counts` (and each team's) only where this screen may see them:
 * the remote always, the big screen and the phones as the reveal setting says. `voted` is how many
 * have voted on the current question, shown even before the reveal. `deadline`: when the current
 * question's countdown closes voting (epoch ms), if it has one. `locked`: the host admits no new
 * players (those already in, reconnecting included, stay). `teams` is empty without teams.
 */
export const roomStateSchema = z.object({
  phase: phaseSchema,
  index: z.number().int().min(0),
  total: z.number().int().min(1),
  players: z.number().int().min(0),
  locked: z.boolean(),
  settings: roomSettingsSchema,
  deadline: z.number().int().nullable(),
  question: questionSchema.nullable(),
  voted: z.number().int().min(0),
  counts: countsSchema.nullable(),
  teams: z.array(teamTallySchema),
});
export type RoomState = z.infer<typeof roomStateSchema>;

/** `team`: 0-based index into the room's teams, null without teams. */
export const playerSummarySchema = z.object({
  id: playerIdSchema,
  nickname: z.string(),
  team: z.number().int().min(0).max(3).nullable(),
});
export type PlayerSummary = z.infer<typeof playerSummarySchema>;

/** A coming question as the host's backstage lists it. */
export const backstageItemSchema = z.object({ position: indexSchema, slug: z.string(), text: z.string() });
export type BackstageItem = z.infer<typeof backstageItemSchema>;

/** A player's own record once the room ends: of the questions they voted on that had a majority, how often they were in it. */
export const recapSchema = z.object({
  voted: z.number().int().min(0),
  decided: z.number().int().min(0),
  withMajority: z.number().int().min(0),
  questions: z.number().int().min(0),
});
export type PlayerRecap = z.infer<typeof recapSchema>;

/**
 * Why the room refused a message: a code, which each screen says in its own language
 * (`roomErrorText`), so one room can hold players reading English and Chinese.
 */
export const roomErrorSchema = z.enum([
  "not-in-room",
  "ended",
  "host-only",
  "too-fast",
  "host-does-not-vote",
  "voting-closed",
  "not-coming",
  "teams-after-start",
  "nickname-taken",
  "nickname-not-allowed",
]);
export type RoomError = z.infer<typeof roomErrorSchema>;

const ROOM_ERROR_TEXT: Record<RoomError, () => string> = {
  "not-in-room": m.rooms_error_not_in_room,
  ended: m.rooms_error_ended,
  "host-only": m.rooms_error_host_only,
  "too-fast": m.rooms_error_too_fast,
  "host-does-not-vote": m.rooms_error_host_does_not_vote,
  "voting-closed": m.rooms_error_voting_closed,
  "not-coming": m.rooms_error_not_coming,
  "teams-after-start": m.rooms_error_teams_after_start,
  "nickname-taken": m.rooms_join_nickname_taken,
  "nickname-not-allowed": m.rooms_error_nickname_not_allowed,
};

/** A room's refusal as a sentence in the page's language. */
export const roomErrorText = (error: RoomError): string => ROOM_ERROR_TEXT[error]();

export const serverMessageSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("state"),
    state: roomStateSchema,
    /**
     * The host's screens get the players' names (to rename or remove one) when the list changed
     * since their last message, and the coming questions; players never see either.
     */
    roster: z.array(playerSummarySchema).optional(),
    backstage: z.array(backstageItemSchema).optional(),
    /** A player's own choice on the current question, their team, and their recap once the room ends. */
    yourVote: optionSchema.nullable().optional(),
    yourTeam: z.number().int().min(0).max(3).nullable().optional(),
    recap: recapSchema.optional(),
    /** A player's own nickname, sent when the host renamed them. */
    yourNickname: z.string().optional(),
    /** The host's screens, once the room has ended: the private key of the summary kept for them. */
    summaryKey: roomTokenSchema.optional(),
  }),
  z.object({ type: z.literal("voted"), index: z.number().int().min(0), option: optionSchema }),
  z.object({ type: z.literal("error"), error: roomErrorSchema }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** Parses one text frame; anything else (binary, not JSON, unknown type) is undefined. */
export function parseMessage<T>(schema: z.ZodType<T>, frame: unknown): T | undefined {
  if (typeof frame !== "string") return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(frame));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
