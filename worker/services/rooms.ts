import { getLocale } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import {
  type ClientMessage,
  MAX_PLAYERS,
  MAX_QUESTIONS,
  newRoomCode,
  ROOM_LIFETIME_MS,
  roomLockedMessage,
  roomTokenSchema,
  type ServerMessage,
} from "#domain/room-protocol.ts";

import type { NewRoom } from "#domain/room-schema.ts";
import { slugSchema } from "#domain/schemas.ts";
import type { QuestionRow } from "#worker/db/schema.ts";
import type { AddQuestionOutcome } from "#worker/rooms/room.ts";
import type { JoinOutcome } from "#worker/rooms/room-admission.ts";
import { withSiteCounts } from "#worker/rooms/room-archive.ts";
import { claimRoomCode, isListedRoom } from "#worker/rooms/room-directory.ts";
import { publishedWithSlugs, randomForRoom } from "#worker/rooms/room-questions.ts";
import type { RoomQuestion } from "#worker/rooms/room-store.ts";
import { newRoomToken, type RoomIdentity } from "#worker/rooms/room-tokens.ts";
import { nicknameRefusal } from "#worker/submission-checks/checks.ts";
import { findCategory } from "./categories";
import type { AppContext } from "./context";
import { notFound, ServiceError } from "./errors";
import { textInPageLanguage } from "./question-shape";

/** Codes are random; a clash with a live room is rare, and a few tries make it vanishingly so. */
const CODE_ATTEMPTS = 5;

export function roomObject(ctx: AppContext, code: string) {
  return ctx.rooms.get(ctx.rooms.idFromName(code));
}

/** The object of the live room with this code, or null, found without waking any object. */
async function liveRoom(ctx: AppContext, code: string) {
  return (await isListedRoom(code)) ? roomObject(ctx, code) : null;
}

/** A room plays its questions in the language of the page that started it, where they have it. */
function toRoomQuestion(row: QuestionRow): RoomQuestion {
  const texts = textInPageLanguage(row, row.language);
  return {
    id: row.id,
    slug: row.slug,
    text: texts.questionText,
    optionA: texts.optionA,
    optionB: texts.optionB,
    category: row.category,
  };
}

async function pickQuestions(ctx: AppContext, input: NewRoom): Promise<RoomQuestion[]> {
  if (input.questions.length > 0) {
    const rows = await publishedWithSlugs(ctx.db, input.questions);
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    const missing = input.questions.filter((slug) => !bySlug.has(slug));
    if (missing.length > 0) throw new ServiceError(400, m.rooms_question_missing({ slug: missing[0] ?? "" }));
    return input.questions.map((slug) => toRoomQuestion(bySlug.get(slug) as QuestionRow));
  }
  const category = input.category ? await findCategory(ctx, input.category) : undefined;
  if (input.category && !category) throw new ServiceError(400, m.rooms_category_invalid());
  const rows = await randomForRoom(ctx.db, { category: category?.name, count: input.count });
  if (rows.length === 0) throw new ServiceError(400, m.rooms_category_empty());
  return rows.map(toRoomQuestion);
}

/** A new room in the lobby, and the host's token (for the host's cookie). */
export async function startRoom(ctx: AppContext, input: NewRoom, hostAccount?: string) {
  const questions = await pickQuestions(ctx, input);
  const hostToken = newRoomToken();
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = newRoomCode();
    const expiresAt = Date.now() + ROOM_LIFETIME_MS;
    // Listed before its object exists, so no live room is ever missing from the directory. An
    // object that is "taken" still holds an older room (expired, its alarm not yet run): the row
    // stays, and that object answers for itself.
    if (!(await claimRoomCode(ctx.db, code, expiresAt))) continue;
    const created = await roomObject(ctx, code).create(
      {
        code,
        hostToken,
        hostAccount,
        questions,
        settings: { reveal: input.reveal, timer: input.timer, teams: input.teams },
      },
      expiresAt,
    );
    if (created === "created") return { code, hostToken };
  }
  throw new Error("No free room code after several tries.");
}

/** Why a join was refused, said in the request's language when it is refused. */
const JOIN_REFUSALS: Record<Exclude<JoinOutcome["status"], "joined">, () => string> = {
  "not-found": m.rooms_join_not_found,
  ended: m.rooms_join_ended,
  locked: roomLockedMessage,
  full: () => m.rooms_join_full({ max: MAX_PLAYERS }),
  "nickname-taken": m.rooms_join_nickname_taken,
};

export type JoinResult =
  | { ok: true; token: string }
  | { ok: false; status: 400 | 403 | 404 | 409; message: string };

/**
 * Checks the nickname with the site's moderation rules (the Kids ones), then asks the room. An
 * empty nickname asks the room to pick a free generated one in the page's language.
 */
export async function joinRoom(
  ctx: AppContext,
  code: string,
  nickname: string,
  token?: string,
): Promise<JoinResult> {
  const refusal = nickname === "" ? undefined : nicknameRefusal(nickname);
  if (refusal) return { ok: false, status: 400, message: refusal };
  const room = await liveRoom(ctx, code);
  const outcome = room ? await room.join(nickname, token, getLocale()) : ({ status: "not-found" } as const);
  if (outcome.status === "joined") return { ok: true, token: outcome.token };
  const status = { "not-found": 404, ended: 409, locked: 403, full: 409, "nickname-taken": 409 } as const;
  return { ok: false, status: status[outcome.status], message: JOIN_REFUSALS[outcome.status]() };
}

export async function roomView(ctx: AppContext, code: string, identity: RoomIdentity) {
  const room = await liveRoom(ctx, code);
  return room ? room.view(identity) : null;
}

/** A command posted by a page's form (no JavaScript): the room's answer, as over its socket. */
export async function roomCommand(
  ctx: AppContext,
  code: string,
  identity: RoomIdentity,
  message: ClientMessage,
): Promise<ServerMessage | null> {
  const room = await liveRoom(ctx, code);
  if (!room) throw notFound(JOIN_REFUSALS["not-found"]());
  return room.command(identity, message);
}

/**
 * Opening the remote's link: the room checks the key and answers the remote's cookie value, or
 * null for a wrong key (a malformed one never reaches the room).
 */
export async function pairRoomRemote(ctx: AppContext, code: string, key: string): Promise<string | null> {
  if (!roomTokenSchema.safeParse(key).success) return null;
  const room = await liveRoom(ctx, code);
  return room ? room.pairRemote(key) : null;
}

const ADD_REFUSALS: Record<Exclude<AddQuestionOutcome, "added">, () => ServiceError> = {
  "not-host": () => new ServiceError(403, m.rooms_add_not_host()),
  ended: () => new ServiceError(409, m.rooms_add_ended()),
  full: () => new ServiceError(409, m.rooms_add_full({ max: MAX_QUESTIONS })),
  "already-in": () => new ServiceError(409, m.rooms_add_already_in()),
};

/** Appends a published question from the catalogue to a room's coming questions (host or remote only). */
export async function addRoomQuestion(ctx: AppContext, code: string, identity: RoomIdentity, slug: string) {
  const room = await liveRoom(ctx, code);
  if (!room) throw notFound(JOIN_REFUSALS["not-found"]());
  const [row] = slugSchema.safeParse(slug).success ? await publishedWithSlugs(ctx.db, [slug]) : [];
  if (!row) throw new ServiceError(400, m.rooms_add_missing());
  const outcome = await room.addQuestion(identity, toRoomQuestion(row));
  if (outcome !== "added") throw ADD_REFUSALS[outcome]();
}

/**
 * The room's counts beside everyone else's on the site, for the end of the room on its own pages
 * (the kept summary adds who stood apart, which only the host's private link shows).
 */
export async function roomSummary(ctx: AppContext, code: string) {
  const results = await (await liveRoom(ctx, code))?.results();
  if (!results) return null;
  const { players, questions, mostDivided } = await withSiteCounts(ctx, results);
  return { players, questions, mostDivided };
}

export { roomCookies } from "#worker/rooms/room-cookies.ts";
export { hostIdentity, playerIdentity, remoteIdentity } from "#worker/rooms/room-identity.ts";
