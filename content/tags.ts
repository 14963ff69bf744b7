// The readers and times of year a question suits beyond its category. Editors tag questions in the
// category files; the intent pages (couples, teens, work, classroom, seasonal) list what is tagged,
// and the catalogue check holds each tag to the words its readers should not meet.

/** Each audience tag and who it is for. */
export const AUDIENCE_TAGS = {
  couples: "a couple on a date night or a long drive: romance, shared life, taste; never explicit",
  teens: "thirteen to seventeen: school, friends, first jobs, crushes; nothing from the adults-only set",
  work: "a team meeting or a new colleague: safe for work, no romance, no politics, no drinking",
  classroom: "a class of eight to fourteen year olds: gentle words, nothing scary, romantic or gory",
} as const;

/** Each season tag and when the seasonal page shows it (domain/seasons.ts holds the dates). */
export const SEASON_TAGS = {
  holidays: "mid November to early January: winter holidays, gifts, family visits, New Year",
  winter: "January and February: snow, cold, staying in",
  spring: "March to May: blossom, rain, spring break, gardens",
  summer: "June to August: heat, beaches, camps, long days",
  autumn: "September to mid November: back to school, leaves, Halloween, harvest",
} as const;

export type AudienceTag = keyof typeof AUDIENCE_TAGS;
export type SeasonTag = keyof typeof SEASON_TAGS;
export type QuestionTag = AudienceTag | SeasonTag;

const ALL_TAGS = new Set<string>([...Object.keys(AUDIENCE_TAGS), ...Object.keys(SEASON_TAGS)]);

export function isQuestionTag(tag: string): tag is QuestionTag {
  return ALL_TAGS.has(tag);
}

/** Tags a whole category carries without its editors writing them: every Crush question suits teens. */
export function impliedTags(category: string): QuestionTag[] {
  return category === "Crush" ? ["teens"] : [];
}

/** A "this or that" question: both choices in two words or fewer ("Beach day" or "Snow day"). */
export function isShortChoice(optionA: string, optionB: string): boolean {
  return [optionA, optionB].every((option) => option.trim().split(/\s+/).length <= 2);
}
