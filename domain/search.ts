/**
 * Turns what a visitor typed into an FTS5 query: every word must appear, as a word or the start of one.
 * Quoting each token means punctuation and FTS operators in the input can never break the query.
 */
export function toMatchQuery(search: string): string | undefined {
  const tokens = search.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!tokens) return undefined;
  return tokens
    .slice(0, 10)
    .map((t) => `"${t}"*`)
    .join(" ");
}
