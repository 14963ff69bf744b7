import fc from "fast-check";

// Text a person or a script might send where the site expects a short line of text. Each family is
// something that has broken a site like this one somewhere: invisible and reordering characters that
// hide words from checks, look-alikes that NFKC folds, lone surrogates that are not valid UTF-16,
// sizes far past any limit, and syntax that means something to SQLite's full-text search or a path.

/** Characters that render as nothing, reorder text or are not characters at all. */
export const TRICKY_CHARACTERS = [
  "\u0000", // NUL
  "\u0007",
  "\u001b[31m", // terminal escape
  "\u007f",
  "\u0085", // next line (C1 control)
  "\u00ad", // soft hyphen
  "\u200b", // zero-width space
  "\u200c",
  "\u200d", // zero-width joiner
  "\u200e",
  "\u202e", // right-to-left override
  "\u2066",
  "\u2028", // line separator
  "\u2060", // word joiner
  "\ufeff", // byte-order mark
  "\ufe0f",
  "\ud800", // lone high surrogate
  "\udc00", // lone low surrogate
  "\u{e0041}", // tag character
  "\u3164", // Hangul filler
  "\r\n",
  "\t",
];

/** Compatibility characters NFKC folds into ordinary ones: fullwidth, ligatures, math letters. */
export const LOOK_ALIKES = ["Ｗｏｕｌｄ", "ﬁre", "𝐛𝐨𝐥𝐝", "①", "ｆｕｃｋ", "Å", "ℌ", "ǅ", "µ", "ｱ"];

export const FTS_SYNTAX = [
  '"',
  '"unclosed',
  "*",
  "a*",
  "NEAR(a b)",
  "NEAR(",
  "OR",
  "a OR",
  "AND NOT",
  "-",
  "^a",
  "a:b",
  "(",
  ")",
  "{a b}",
  "col:",
  "'",
  "''",
  "%",
  "_",
  "\\",
];

export const PATH_TRICKS = [
  "..",
  "../..",
  "%2e%2e",
  "%2e%2e%2f",
  "..%2f..%2f",
  "%2F",
  "%5C",
  "..\\..",
  "%00",
  "%",
  "%zz",
  "//",
  "./",
  "~",
  "%252e",
];

export const NUMBER_LIKE = [
  "1e20",
  "-1",
  "-0",
  "0",
  "NaN",
  "Infinity",
  "-Infinity",
  "0x10",
  "1.5",
  " 7 ",
  "9".repeat(400),
  "1e308",
  "1e-7",
  "٣",
  "３",
  "+5",
  "5abc",
  "",
];

const tricky = fc.constantFrom(...TRICKY_CHARACTERS);

/** Ordinary text with tricky characters, look-alikes or syntax spliced in. */
const spliced = fc
  .array(
    fc.oneof(
      fc.string({ maxLength: 12 }),
      tricky,
      fc.constantFrom(...LOOK_ALIKES),
      fc.constantFrom(...FTS_SYNTAX),
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(""));

/** A value repeated far past a field's limit (up to about 20 KB). */
const huge = fc
  .tuple(
    fc.oneof(fc.constantFrom("a", "é", "😀", "\u200b", "x ", "<b>"), fc.string({ maxLength: 3 })),
    fc.integer({ min: 200, max: 20_000 }),
  )
  .map(([unit, times]) => (unit || "a").repeat(times).slice(0, 20_000));

/** Any of the families above, plus whitespace-only and empty. */
export const badText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: spliced, weight: 4 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 2 },
  { arbitrary: huge, weight: 1 },
  { arbitrary: fc.constantFrom("", " ", "\u3000", "\n\n", "\u00a0"), weight: 1 },
  { arbitrary: fc.constantFrom(...NUMBER_LIKE, ...PATH_TRICKS), weight: 1 },
);

/** A plausible value of a field with bad text around it, so validation sees near-misses too. */
export const nearlyValid = (valid: string) =>
  fc
    .tuple(
      fc.constantFrom("", ...TRICKY_CHARACTERS, ...LOOK_ALIKES),
      fc.constantFrom("", ...TRICKY_CHARACTERS),
    )
    .map(([before, after]) => `${before}${valid}${after}`);

/** Text for a URL path segment or query value: raw, percent-encoded, or a path trick. */
export const badSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PATH_TRICKS, ...NUMBER_LIKE),
  badText.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, "\ufffd"))),
  fc.integer({ min: 61, max: 3000 }).map((n) => "a".repeat(n)),
  fc.string({ maxLength: 20 }).map((s) => s.replace(/[?#]/g, "")),
);
