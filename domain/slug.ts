export const SLUG_MAX_LENGTH = 50;

/**
 * The slug rule: lowercase, keep only letters, digits and spaces, spaces to hyphens,
 * collapse repeated hyphens, trim edge hyphens, cut to 50 characters.
 * Cutting can leave a trailing hyphen, so edges are trimmed again after the cut.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]+/gu, "")
    .replace(/ +/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, "");
}

/** Returns `base`, or `base-2`, `base-3`, ... for the first one `isTaken` rejects, still within 50 characters. */
export function uniqueSlug(base: string, isTaken: (slug: string) => boolean): string {
  const root = base || "question";
  if (!isTaken(root)) return root;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${root.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!isTaken(candidate)) return candidate;
  }
}

/** Case and punctuation blind form of a question, used to refuse duplicates. */
export function normaliseForDuplicates(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}
