import { m } from "./paraglide/messages.js";
import { DEFAULT_ROOM_SETTINGS, MAX_QUESTIONS, MIN_QUESTIONS, type RoomSettings } from "./room-protocol";
import { slugSchema } from "./schemas";
import { z } from "./zod";

// The "start a room" form: a category (or the family mix) and a number of questions, or a list of
// question links pasted one a line, which then decides the questions and their order; and how the
// room runs (reveal, countdown, teams). A form without the settings (an older page) gets the defaults.

export const FAMILY_MIX = "";
export const DEFAULT_QUESTION_COUNT = 5;
const LIST_MAX_CHARACTERS = 4000;

/** A question's address or its slug: https://…/question/pizza-or-burgers, /question/pizza-or-burgers or pizza-or-burgers. */
function slugOfLine(line: string): string {
  const path = /\/question\/([^/?#\s]+)/.exec(line);
  return path?.[1] ? decodeURIComponent(path[1]) : line;
}

const questionList = z
  .string()
  .max(LIST_MAX_CHARACTERS, { error: () => m.rooms_list_too_long() })
  .transform((value, ctx) => {
    const lines = value
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    const slugs: string[] = [];
    for (const [number, line] of lines.entries()) {
      let slug = line;
      try {
        slug = slugOfLine(line);
      } catch {
        // a broken %-escape: checked as written below
      }
      if (!slugSchema.safeParse(slug).success) {
        ctx.addIssue({
          code: "custom",
          message: m.rooms_list_bad_line({ line: number + 1 }),
        });
        return z.NEVER;
      }
      if (!slugs.includes(slug)) slugs.push(slug);
    }
    if (slugs.length > MAX_QUESTIONS) {
      ctx.addIssue({ code: "custom", message: m.rooms_list_too_many({ max: MAX_QUESTIONS }) });
      return z.NEVER;
    }
    return slugs;
  });

/** A setting's field: missing or empty (a form from before the setting) is its default. */
function setting<const T extends readonly [string, ...string[]]>(choices: T, fallback: string) {
  return z
    .string()
    .optional()
    .transform((value) => value || fallback)
    .pipe(z.enum(choices, { error: () => m.rooms_setting_invalid() }));
}

const countError = { error: () => m.rooms_count_invalid({ min: MIN_QUESTIONS, max: MAX_QUESTIONS }) };

export const newRoomSchema = z.object({
  category: z.string().max(60, { error: () => m.rooms_category_invalid() }),
  count: z
    .string()
    .regex(/^\d{1,2}$/, countError)
    .transform(Number)
    .pipe(z.number().min(MIN_QUESTIONS, countError).max(MAX_QUESTIONS, countError)),
  questions: questionList,
  reveal: setting(["host", "instant"], DEFAULT_ROOM_SETTINGS.reveal),
  timer: setting(["0", "10", "20", "30"], String(DEFAULT_ROOM_SETTINGS.timer)).transform(
    (value) => Number(value) as RoomSettings["timer"],
  ),
  teams: setting(["0", "2", "3", "4"], String(DEFAULT_ROOM_SETTINGS.teams)).transform(
    (value) => Number(value) as RoomSettings["teams"],
  ),
});
export type NewRoom = z.output<typeof newRoomSchema>;
