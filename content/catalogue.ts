// The question catalogue: category definitions and questions written for this site (plus the
// traditional ones in Classics, labelled as such), and the questions retired from it.
// Vote counts are never part of the catalogue; they start at zero and come only from visitors.
import categories from "./categories.json";
import adults from "./questions/adults.json";
import classics from "./questions/classics.json";
import deep from "./questions/deep.json";
import entertainment from "./questions/entertainment.json";
import food from "./questions/food.json";
import funny from "./questions/funny.json";
import hard from "./questions/hard.json";
import kids from "./questions/kids.json";
import movie from "./questions/movie.json";
import spicy from "./questions/spicy.json";
import sports from "./questions/sports.json";
import technology from "./questions/technology.json";
import travel from "./questions/travel.json";
import retired from "./retired.json";

export type CatalogueCategory = {
  name: string;
  slug: string;
  color: string;
  description: string;
  seoTitle: string;
  seoDescription: string;
  mature: boolean;
};
export type CatalogueQuestion = { questionText: string; optionA: string; optionB: string };
/** A question taken out of the catalogue (rewritten, merged or dropped); its id and slug stay reserved. */
export type RetiredQuestion = { id: string; slug: string; questionText: string };
export type Catalogue = {
  categories: CatalogueCategory[];
  questions: Record<string, CatalogueQuestion[]>;
  retired: RetiredQuestion[];
};

/** Questions keyed by category slug. */
export const catalogue: Catalogue = {
  categories,
  questions: {
    kids,
    adults,
    deep,
    funny,
    hard,
    spicy,
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
