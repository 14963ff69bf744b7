import type { Locale } from "#domain/locale.ts";
import { generateNickname } from "#domain/nickname-generator.ts";
import { NICKNAME_MAX_LENGTH, nicknameSchema, type RoomError } from "#domain/room-protocol.ts";
import { nicknameRefusal } from "#worker/submission-checks/checks.ts";
import { nicknameTaken } from "./room-players";

/** A nickname the host typed (a rename): the join's checks, and free in the room but for `except`. */
export function nicknameProblem(
  sql: SqlStorage,
  typed: string,
  except?: string,
): { ok: true; nickname: string } | { ok: false; error: RoomError } {
  const parsed = nicknameSchema.safeParse(typed);
  if (!parsed.success || nicknameRefusal(parsed.data)) return { ok: false, error: "nickname-not-allowed" };
  if (nicknameTaken(sql, parsed.data, except)) return { ok: false, error: "nickname-taken" };
  return { ok: true, nickname: parsed.data };
}

/** Random pairings collide now and then in a big room; after these, a number makes it unique. */
const ATTEMPTS = 20;

/** A generated nickname nobody in the room has, in the player's language. */
export function freeGeneratedNickname(sql: SqlStorage, locale: Locale): string {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const name = generateNickname(locale);
    if (!nicknameTaken(sql, name)) return name;
  }
  for (let n = 2; ; n++) {
    const name = `${generateNickname(locale)}${locale === "zh" ? "" : " "}${n}`;
    if (name.length <= NICKNAME_MAX_LENGTH && !nicknameTaken(sql, name)) return name;
  }
}
