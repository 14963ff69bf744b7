import { categoryStyle } from "#domain/category-style.ts";
import { OPTION_MAX, QUESTION_MAX } from "#domain/limits.ts";
import { normaliseForDuplicates, slugify, uniqueSlug } from "#domain/slug.ts";
import type { Catalogue, CatalogueQuestion } from "./catalogue";
import { impliedTags, isShortChoice } from "./tags";

export type SeedQuestion = {
  id: string;
  slug: string;
  questionText: string;
  optionA: string;
  optionB: string;
  note?: string;
  zh: { questionText: string; optionA: string; optionB: string; note?: string };
  category: string;
  dedupeKey: string;
  createdAt: number;
  /** The question's place in its category file: editors put the best first. */
  editorialRank: number;
  /** Its tags as stored: space separated, a space at each end (worker/db/schema.ts). */
  storedTags: string;
};

/** The editors' tags, the category's own, and "this-or-that" for two short choices. */
function storedTags(q: CatalogueQuestion, category: string): string {
  const tags = new Set([...(q.tags ?? []), ...impliedTags(category)]);
  if (isShortChoice(q.optionA, q.optionB)) tags.add("this-or-that");
  return tags.size === 0 ? "" : ` ${[...tags].sort().join(" ")} `;
}

// Seeded questions get fixed, evenly spaced creation times so "newest" is stable across machines.
// Four hours apart from this start, the catalogue stays in the past until it holds about 2,700.
const FIRST_CREATED_AT = Date.UTC(2025, 8, 1);
const SPACING_MS = 4 * 60 * 60 * 1000;

/** A 64-bit FNV-1a hash as 16 hex digits: a stable id from a question's text, with no async crypto. */
export function stableId(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, "0");
}

/**
 * Checks the catalogue against the site's limits and turns it into rows, categories interleaved.
 * Throws on anything a visitor must never see.
 */
export function prepareCatalogue(catalogue: Catalogue): SeedQuestion[] {
  const perCategory = catalogue.categories.map((c) => {
    const list = catalogue.questions[c.slug];
    if (!list) throw new Error(`No questions for category ${c.name}`);
    return list.map((q, editorialRank) => ({ ...q, category: c.name, editorialRank }));
  });
  // Each category's questions are spread evenly over the timeline, whatever its size, so the
  // newest few come from every category rather than from the largest ones.
  const interleaved = perCategory
    .flatMap((list, order) => list.map((q, i) => ({ q, at: (i + 0.5) / list.length, order })))
    .sort((a, b) => a.at - b.at || a.order - b.order)
    .map(({ q }) => q);
  const retiredIds = new Set(catalogue.retired.map((r) => r.id));
  const seenKeys = new Set<string>();
  // A retired question keeps its row, and so its slug, in databases seeded before: never reuse it.
  const seenSlugs = new Set(catalogue.retired.map((r) => r.slug));
  return interleaved.map((q, i) => {
    if (q.questionText.length > QUESTION_MAX)
      throw new Error(`Question over ${QUESTION_MAX}: ${q.questionText}`);
    if (q.optionA.length > OPTION_MAX || q.optionB.length > OPTION_MAX)
      throw new Error(`Option too long: ${q.questionText}`);
    if (!q.zh?.questionText.trim() || !q.zh.optionA.trim() || !q.zh.optionB.trim())
      throw new Error(`No Chinese text: ${q.questionText}`);
    if (
      q.zh.questionText.length > QUESTION_MAX ||
      q.zh.optionA.length > OPTION_MAX ||
      q.zh.optionB.length > OPTION_MAX
    )
      throw new Error(`Chinese text too long: ${q.zh.questionText}`);
    const dedupeKey = normaliseForDuplicates(q.questionText);
    if (seenKeys.has(dedupeKey)) throw new Error(`Duplicate question: ${q.questionText}`);
    seenKeys.add(dedupeKey);
    const id = stableId(dedupeKey);
    if (retiredIds.has(id)) throw new Error(`Retired question back in the catalogue: ${q.questionText}`);
    const slug = uniqueSlug(slugify(q.questionText), (s) => seenSlugs.has(s));
    seenSlugs.add(slug);
    const createdAt = FIRST_CREATED_AT + i * SPACING_MS;
    return { ...q, id, slug, dedupeKey, createdAt, storedTags: storedTags(q, q.category) };
  });
}

function literal(value: string | number | boolean | null): string {
  if (value === null) return "NULL";
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "1" : "0";
  return `'${value.replace(/'/g, "''")}'`;
}

const row = (values: (string | number | boolean | null)[]) => `(${values.map(literal).join(", ")})`;

/**
 * One SQL statement per line. Re-running is harmless: categories are upserted to the same values,
 * existing catalogue questions keep their text and votes while their category, option wording, tags, notes and
 * editorial rank follow the files, new questions are added, and retired ones stop being published.
 * Seeding never deletes a question, so its votes and links stay in the database.
 */
export function seedStatements(catalogue: Catalogue): string[] {
  const categoryRows = catalogue.categories.map((c, order) => {
    const style = categoryStyle(c.color);
    return `insert into categories (name, slug, color_class, gradient, description, seo_title, seo_description, mature, sort_order, name_zh, description_zh, seo_title_zh, seo_description_zh) values ${row(
      [
        c.name,
        c.slug,
        style.badge,
        style.gradient,
        c.description,
        c.seoTitle,
        c.seoDescription,
        c.mature,
        order,
        c.zh.name,
        c.zh.description,
        c.zh.seoTitle,
        c.zh.seoDescription,
      ],
    )} on conflict (name) do update set slug = excluded.slug, color_class = excluded.color_class, gradient = excluded.gradient, description = excluded.description, seo_title = excluded.seo_title, seo_description = excluded.seo_description, mature = excluded.mature, sort_order = excluded.sort_order, name_zh = excluded.name_zh, description_zh = excluded.description_zh, seo_title_zh = excluded.seo_title_zh, seo_description_zh = excluded.seo_description_zh;`;
  });
  const questionRows = prepareCatalogue(catalogue).map(
    (q) =>
      `insert into questions (id, slug, question_text, option_a, option_b, question_text_zh, option_a_zh, option_b_zh, category, status, submitted_by, dedupe_key, created_at, published_at, editorial_rank, tags, note, note_zh) values ${row(
        [
          q.id,
          q.slug,
          q.questionText,
          q.optionA,
          q.optionB,
          q.zh.questionText,
          q.zh.optionA,
          q.zh.optionB,
          q.category,
          "published",
          null,
          q.dedupeKey,
          q.createdAt,
          q.createdAt,
          q.editorialRank,
          q.storedTags,
          q.note ?? null,
          q.zh.note ?? null,
        ],
      )} on conflict (id) do update set category = excluded.category, option_a = excluded.option_a, option_b = excluded.option_b, question_text_zh = excluded.question_text_zh, option_a_zh = excluded.option_a_zh, option_b_zh = excluded.option_b_zh, editorial_rank = excluded.editorial_rank, tags = excluded.tags, note = excluded.note, note_zh = excluded.note_zh where questions.submitted_by is null on conflict do nothing;`,
  );
  return [...categoryRows, ...questionRows, ...retireStatements(catalogue.retired.map((r) => r.id))];
}

/** Unpublishes retired catalogue rows (never a visitor's submission) and forgets their featured days. */
function retireStatements(ids: string[]): string[] {
  if (ids.length === 0) return [];
  const list = ids.map(literal).join(", ");
  return [
    `update questions set status = 'retired' where status = 'published' and submitted_by is null and id in (${list});`,
    // A retired question of the day would leave the home page with none until midnight.
    `delete from featured_days where question_id in (${list});`,
  ];
}
