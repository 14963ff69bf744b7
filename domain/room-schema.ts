import { MAX_QUESTIONS, MIN_QUESTIONS } from "./room-protocol";
import { slugSchema } from "./schemas";
import { z } from "./zod";

// The "start a room" form: a category (or the family mix) and a number of questions, or a list of
// question links pasted one a line, which then decides the questions and their order.

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
  .max(LIST_MAX_CHARACTERS, "The list of questions is too long.")
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
          message: `Line ${number + 1} is not a link to one of our questions.`,
        });
        return z.NEVER;
      }
      if (!slugs.includes(slug)) slugs.push(slug);
    }
    if (slugs.length > MAX_QUESTIONS) {
      ctx.addIssue({ code: "custom", message: `A room plays at most ${MAX_QUESTIONS} questions.` });
      return z.NEVER;
    }
    return slugs;
  });

export const newRoomSchema = z.object({
  category: z.string().max(60, "Please pick a category from the list."),
  count: z
    .string()
    .regex(/^\d{1,2}$/, `Please choose between ${MIN_QUESTIONS} and ${MAX_QUESTIONS} questions.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(MIN_QUESTIONS, `Please choose between ${MIN_QUESTIONS} and ${MAX_QUESTIONS} questions.`)
        .max(MAX_QUESTIONS, `Please choose between ${MIN_QUESTIONS} and ${MAX_QUESTIONS} questions.`),
    ),
  questions: questionList,
});
export type NewRoom = z.output<typeof newRoomSchema>;
