import {
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
  pattern,
  RegExpMatcher,
} from "obscenity";

type Word = { originalWord: string };

// Words in obscenity's English list that a grown-up question may use in fun ("a pain in the ass",
// "sexy"), so they are mild here: refused for Kids, flagged for moderators everywhere else. "sex"
// itself and everything else in the list stays explicit, refused in every category (Spicy included).
const MILD_FROM_LIBRARY = new Set(["ass", "arse", "piss", "turd", "bollocks"]);

// Our own additions: fine for adults, not for a Kids question. Word boundaries (|...|) keep
// "hello", "shell" and "scrappy" out.
const MILD_EXTRA = ["damn", "dammit", "crap", "crappy", "hell", "sexy", "sucks", "bloody", "screw", "boobs"];

const explicitWords = new DataSet<Word>()
  .addAll(englishDataset)
  .removePhrasesIf(
    (p) => MILD_FROM_LIBRARY.has(p.metadata?.originalWord ?? "") || p.metadata?.originalWord === "sex",
  )
  // The library's "sex" entry also matches "sexy"; only the bare word stays explicit.
  .addPhrase((p) =>
    p.setMetadata({ originalWord: "sex" }).addPattern(pattern`|sex|`).addPattern(pattern`|sexting|`),
  );

const mildWords = new DataSet<Word>()
  .addAll(englishDataset)
  .removePhrasesIf((p) => !MILD_FROM_LIBRARY.has(p.metadata?.originalWord ?? ""));
for (const word of MILD_EXTRA) {
  mildWords.addPhrase((p) => p.setMetadata({ originalWord: word }).addPattern(parseRawPattern(`|${word}|`)));
}

function matcherFor(words: DataSet<Word>) {
  const built = words.build();
  const matcher = new RegExpMatcher({ ...built, ...englishRecommendedTransformers });
  return (text: string) => {
    const [match] = matcher.getAllMatches(text, true);
    return match && words.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord;
  };
}

const findExplicit = matcherFor(explicitWords);
const findMild = matcherFor(mildWords);

export type LanguageFinding = { level: "explicit" | "mild"; word: string };

/**
 * A number standing on its own is a number: the leetspeak transformers would read "455" as "ass"
 * and "5h1t"-style words need a letter beside the digits anyway. Blanked out, lengths kept.
 */
const withoutPlainNumbers = (text: string) =>
  text.replace(/(?<!\p{L})\d+(?!\p{L})/gu, (n) => " ".repeat(n.length));

/** The worst word in a text, if any: explicit before mild. Leetspeak and lookalikes are resolved by the library. */
export function findStrongLanguage(text: string): LanguageFinding | undefined {
  const words = withoutPlainNumbers(text);
  const explicit = findExplicit(words);
  if (explicit) return { level: "explicit", word: explicit };
  const mild = findMild(words);
  return mild ? { level: "mild", word: mild } : undefined;
}
