// Below this many letters a line of capitals is an acronym or a short cry ("YES!"), not shouting.
const SHOUTING_MIN_LETTERS = 12;
const SHOUTING_SHARE = 0.7;

/** Mostly capital letters over a length: flagged for a moderator, never refused. */
export function isShouting(text: string): boolean {
  const letters = text.match(/[\p{Lu}\p{Ll}]/gu) ?? [];
  if (letters.length < SHOUTING_MIN_LETTERS) return false;
  const capitals = letters.filter((c) => c !== c.toLowerCase()).length;
  return capitals / letters.length >= SHOUTING_SHARE;
}

/**
 * The same character four or more times in a row ("soooo", "!!!!"); digits are amounts ("1000000"),
 * and a Chinese character repeated is how Chinese writes laughing or calling out ("哈哈哈哈", "啊啊啊啊").
 */
export function findRepeatedCharacters(text: string): string | undefined {
  return /([^\s\p{N}\p{Script=Han}])\1{3,}/u.exec(text)?.[0];
}
