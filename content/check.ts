// The editors' check of the whole catalogue: how many questions each category and tag holds, and
// every problem a visitor must not meet. `npm run catalogue` prints it; the unit tests hold it empty.
import { OPTION_MAX, QUESTION_MAX } from "#domain/limits.ts";
import { normaliseForDuplicates } from "#domain/slug.ts";
import { contentWords, NEAR_DUPLICATE_FLAG, similarity } from "#worker/submission-checks/near-duplicates.ts";
import { findStrongLanguage } from "#worker/submission-checks/profanity.ts";
import type { Catalogue, CatalogueQuestion } from "./catalogue";
import { impliedTags, isQuestionTag, isShortChoice, type QuestionTag } from "./tags";
import { wordsToAvoid } from "./words-to-avoid";

/** Every category holds at least this many, so one retired question never empties a list. */
export const CATEGORY_FLOOR = 110;
/** What each tag's page needs to be worth a visit (a seasonal page shows one season at a time). */
export const TAG_FLOORS: Record<QuestionTag | "this-or-that", number> = {
  couples: 60,
  teens: 60,
  work: 60,
  classroom: 60,
  "this-or-that": 60,
  holidays: 20,
  winter: 20,
  spring: 20,
  summer: 20,
  autumn: 20,
};
// Two questions whose options share this much, and whose questions share half their words, ask the same.
const OPTIONS_ALIKE = 0.8;
const QUESTIONS_HALF_ALIKE = 0.5;

export type ProblemKind =
  | "near-duplicate"
  | "too-long"
  | "house-style"
  | "missing-translation"
  | "word-for-audience"
  | "unknown-tag"
  | "too-few";
export type Problem = { kind: ProblemKind; category: string; question: string; detail: string };
export type CatalogueReport = {
  total: number;
  perCategory: Record<string, number>;
  perTag: Record<string, number>;
  problems: Problem[];
};

type Entry = CatalogueQuestion & { category: string };

const wordCount = (text: string) => text.trim().split(/\s+/).length;

function lengthProblems(q: Entry): string[] {
  const found: string[] = [];
  if (q.questionText.length > QUESTION_MAX) found.push(`question over ${QUESTION_MAX} characters`);
  for (const option of [q.optionA, q.optionB]) {
    if (option.length > OPTION_MAX) found.push(`option over ${OPTION_MAX} characters: ${option}`);
  }
  if (q.zh?.questionText && q.zh.questionText.length > 100)
    found.push("Chinese question over 100 characters");
  for (const option of [q.zh?.optionA ?? "", q.zh?.optionB ?? ""]) {
    if (option.length > 30) found.push(`Chinese option over 30 characters: ${option}`);
  }
  return found;
}

function styleProblems(q: Entry): string[] {
  const found: string[] = [];
  if (!/^Would you rather .+\?$/.test(q.questionText)) found.push('not "Would you rather ...?"');
  for (const option of [q.optionA, q.optionB]) {
    const words = wordCount(option);
    if (words < 1 || words > 6) found.push(`option of ${words} words (one to six): ${option}`);
  }
  if (q.optionA.toLowerCase() === q.optionB.toLowerCase()) found.push("both options read the same");
  if (q.zh?.questionText && !/^你.+？$/.test(q.zh.questionText)) found.push("Chinese question not 你...？");
  if (q.note && q.note.length > 160) found.push("note over 160 characters");
  return found;
}

function translationProblems(q: Entry): string[] {
  const found: string[] = [];
  const han = /\p{Script=Han}/u;
  for (const field of ["questionText", "optionA", "optionB"] as const) {
    if (!q.zh?.[field]?.trim() || !han.test(q.zh[field])) found.push(`no Chinese ${field}`);
  }
  if (Boolean(q.note) !== Boolean(q.zh?.note)) found.push("note in one language only");
  return found;
}

function tagProblems(q: Entry): Problem[] {
  return (q.tags ?? [])
    .filter((tag) => !isQuestionTag(tag))
    .map((tag) => ({ kind: "unknown-tag", category: q.category, question: q.questionText, detail: tag }));
}

function audienceWordProblems(q: Entry): string[] {
  const english = `${q.questionText} ${q.optionA} ${q.optionB} ${q.note ?? ""}`;
  const chinese = `${q.zh?.questionText ?? ""} ${q.zh?.optionA ?? ""} ${q.zh?.optionB ?? ""} ${q.zh?.note ?? ""}`;
  const found: string[] = [];
  const language = findStrongLanguage(english);
  if (language?.level === "explicit") found.push(`explicit word: ${language.word}`);
  for (const rule of wordsToAvoid(q.category, tagsOf(q))) {
    const hit = english.match(rule.english) ?? (rule.chinese ? chinese.match(rule.chinese) : null);
    if (hit) found.push(`"${hit[0]}" does not fit ${rule.audience}`);
  }
  return found;
}

function tagsOf(q: Entry): string[] {
  return [...(q.tags ?? []), ...impliedTags(q.category)];
}

function nearDuplicates(entries: Entry[]): Problem[] {
  const shapes = entries.map((q) => ({
    text: contentWords(q.questionText),
    options: contentWords(`${q.optionA} ${q.optionB}`),
    chinese: contentWords(q.zh?.questionText ?? ""),
    pair: [normaliseForDuplicates(q.optionA), normaliseForDuplicates(q.optionB)].sort().join("|"),
  }));
  const found: Problem[] = [];
  for (let i = 0; i < entries.length; i++) {
    const a = shapes[i];
    for (let j = i + 1; j < entries.length; j++) {
      const b = shapes[j];
      if (!a || !b) continue;
      const textAlike = similarity(a.text, b.text);
      const why =
        a.pair === b.pair
          ? "the same two options"
          : textAlike >= NEAR_DUPLICATE_FLAG
            ? "nearly the same question"
            : textAlike >= QUESTIONS_HALF_ALIKE && similarity(a.options, b.options) >= OPTIONS_ALIKE
              ? "nearly the same options"
              : similarity(a.chinese, b.chinese) >= NEAR_DUPLICATE_FLAG
                ? "nearly the same Chinese question"
                : undefined;
      const first = entries[i] as Entry;
      const second = entries[j] as Entry;
      if (why) {
        found.push({
          kind: "near-duplicate",
          category: second.category,
          question: second.questionText,
          detail: `${why} as "${first.questionText}" (${first.category})`,
        });
      }
    }
  }
  return found;
}

function count(entries: Entry[], key: (q: Entry) => string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const q of entries) for (const k of key(q)) counts[k] = (counts[k] ?? 0) + 1;
  return counts;
}

export function checkCatalogue(catalogue: Catalogue): CatalogueReport {
  const entries: Entry[] = catalogue.categories.flatMap((c) =>
    (catalogue.questions[c.slug] ?? []).map((q) => ({ ...q, category: c.name })),
  );
  const problems: Problem[] = [];
  const add = (kind: ProblemKind, q: Entry, details: string[]) => {
    for (const detail of details)
      problems.push({ kind, category: q.category, question: q.questionText, detail });
  };
  for (const q of entries) {
    add("too-long", q, lengthProblems(q));
    add("house-style", q, styleProblems(q));
    add("missing-translation", q, translationProblems(q));
    add("word-for-audience", q, audienceWordProblems(q));
    problems.push(...tagProblems(q));
  }
  problems.push(...nearDuplicates(entries));

  const perCategory = Object.fromEntries(
    catalogue.categories.map((c) => [c.name, catalogue.questions[c.slug]?.length ?? 0]),
  );
  const perTag = count(entries, (q) => [
    ...new Set([...tagsOf(q), ...(isShortChoice(q.optionA, q.optionB) ? ["this-or-that"] : [])]),
  ]);
  for (const [name, n] of Object.entries(perCategory)) {
    if (n < CATEGORY_FLOOR)
      problems.push({ kind: "too-few", category: name, question: "", detail: `${n} of ${CATEGORY_FLOOR}` });
  }
  for (const [tag, floor] of Object.entries(TAG_FLOORS)) {
    const n = perTag[tag] ?? 0;
    if (n < floor)
      problems.push({ kind: "too-few", category: "", question: "", detail: `${tag}: ${n} of ${floor}` });
  }
  return { total: entries.length, perCategory, perTag, problems };
}
