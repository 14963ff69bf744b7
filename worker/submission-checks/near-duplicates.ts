// Words every question shares ("would you rather ... or ..."), which say nothing about which one it is.
const STOP_WORDS = new Set(
  (
    "would you rather a an the or and be to of in on at for with your yours have has had is are was were " +
    "it its that this these those can could able get do does if one all i my me we our us as by from " +
    "what which than then there their them they who just into about out up so some any very"
  ).split(" "),
);

// Chinese is written without spaces, so a "word" above is a whole clause ("你宁愿养一朵云当宠物"):
// two questions with the same options swapped would share none. A Chinese clause is compared by its
// pairs of neighbouring characters instead, less the pairs of the frame every question shares.
const CHINESE = /\p{Script=Han}/u;
const CHINESE_STOP_PAIRS = new Set(["你宁", "宁愿", "你会", "会选", "你更", "更愿", "愿意", "还是", "一个"]);

function characterPairs(clause: string): string[] {
  const characters = [...clause];
  if (characters.length < 2) return [clause];
  const pairs = characters.slice(1).map((c, i) => `${characters[i]}${c}`);
  return pairs.filter((pair) => !CHINESE_STOP_PAIRS.has(pair));
}

const englishWord = (w: string) =>
  w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w;

/**
 * The words that tell questions apart: lower case, stop words dropped, a plural "s" cut; a Chinese
 * clause gives its pairs of characters.
 */
export function contentWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const kept = words.flatMap((w) => {
    if (CHINESE.test(w)) return characterPairs(w);
    return w.length > 1 && !STOP_WORDS.has(w) ? [englishWord(w)] : [];
  });
  return new Set(kept);
}

/**
 * The words to look for candidates with in the full-text index, which holds a Chinese clause as one
 * word: English content words as above, Chinese clauses whole, and the options' Chinese clauses too
 * (the index holds the options, and a question with its options swapped keeps them).
 */
export function searchWords(questionText: string, options: string[] = []): Set<string> {
  const clauses = (text: string) =>
    (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => CHINESE.test(w));
  const words = (questionText.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).flatMap((w) => {
    if (CHINESE.test(w)) return [w];
    return w.length > 1 && !STOP_WORDS.has(w) ? [englishWord(w)] : [];
  });
  return new Set([...words, ...options.flatMap(clauses)]);
}

/** Dice coefficient of two word sets: 1 for the same words, 0 for none in common. */
export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return (2 * shared) / (a.size + b.size);
}

// Checked on the catalogue (tests/unit/moderation-near-duplicates.test.ts): its distinct questions
// never reach FLAG with one another, while the same question reworded
// (options swapped, "pets" for "pet", a word added) reaches REFUSE.
export const NEAR_DUPLICATE_REFUSE = 0.8;
export const NEAR_DUPLICATE_FLAG = 0.7;

/** An FTS5 query for candidates: any of the question's words, as a word or the start of one. */
export function candidateQuery(words: Set<string>): string | undefined {
  const terms = [...words].slice(0, 12).map((w) => `"${w}"*`);
  return terms.length > 0 ? terms.join(" OR ") : undefined;
}

export type Candidate = { slug: string; status: string; questionText: string };

/** The most similar candidate and how similar it is, if any shares a word at all. */
export function mostSimilar<T extends Candidate>(text: string, candidates: T[]) {
  const words = contentWords(text);
  let best: { candidate: T; score: number } | undefined;
  for (const candidate of candidates) {
    const score = similarity(words, contentWords(candidate.questionText));
    if (score > (best?.score ?? 0)) best = { candidate, score };
  }
  return best;
}
