// The question catalogue: category definitions and questions written for this site (plus the
// traditional ones in Classics, labelled as such), and the questions retired from it.
// Vote counts are never part of the catalogue; they start at zero and come only from visitors.

import adults from "#content/questions/adults.json";
import classics from "#content/questions/classics.json";
import crush from "#content/questions/crush.json";
import deep from "#content/questions/deep.json";
import entertainment from "#content/questions/entertainment.json";
import food from "#content/questions/food.json";
import funny from "#content/questions/funny.json";
import hard from "#content/questions/hard.json";
import kids from "#content/questions/kids.json";
import movie from "#content/questions/movie.json";
import spicy from "#content/questions/spicy.json";
import sports from "#content/questions/sports.json";
import technology from "#content/questions/technology.json";
import travel from "#content/questions/travel.json";
import categories from "./categories.json";
import categoryNames from "./category-names.json";
import retired from "./retired.json";

type CategoryText = { description: string; seoTitle: string; seoDescription: string };
export type CatalogueCategory = CategoryText & {
  name: string;
  slug: string;
  color: string;
  mature: boolean;
  /** The same in Simplified Chinese. */
  zh: CategoryText & { name: string };
};
type QuestionText = {
  questionText: string;
  optionA: string;
  optionB: string;
  /** One line on what makes the choice hard, shown on the question's page. */
  note?: string;
};
/**
 * A question in English with its Simplified Chinese text, written for Chinese readers, and the
 * readers and times of year it suits beyond its category (content/tags.ts).
 */
export type CatalogueQuestion = QuestionText & { zh: QuestionText; tags?: string[] };
/** A question taken out of the catalogue (rewritten, merged or dropped); its id and slug stay reserved. */
export type RetiredQuestion = { id: string; slug: string; questionText: string };
export type Catalogue = {
  categories: CatalogueCategory[];
  questions: Record<string, CatalogueQuestion[]>;
  retired: RetiredQuestion[];
};

/**
 * A category's name in each language lives in category-names.json alone, small enough for the
 * pages' own scripts to carry (domain/category-labels.ts); the rest of its texts only the server reads.
 */
function withChineseName(category: (typeof categories)[number]): CatalogueCategory {
  const name = (categoryNames.zh as Record<string, string | undefined>)[category.name];
  if (!name) throw new Error(`content/category-names.json has no Chinese name for ${category.name}`);
  return { ...category, zh: { ...category.zh, name } };
}

/** Questions keyed by category slug. */
export const catalogue: Catalogue = {
  categories: categories.map(withChineseName),
  questions: {
    kids,
    adults,
    deep,
    funny,
    hard,
    spicy,
    crush,
    movie,
    entertainment,
    food,
    travel,
    sports,
    technology,
    classics,
  },
  retired,
};
