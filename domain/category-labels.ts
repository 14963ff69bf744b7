// A category's name as a page shows it. The English name is the category's key (in paths, the
// database and the API); Chinese pages show the catalogue's Chinese name for it.

import categories from "#content/categories.json";
import { getLocale } from "./locale";

const CHINESE_NAMES = new Map(categories.map((category) => [category.name, category.zh.name]));

/** The name in the page's language; a category the catalogue does not know keeps its own. */
export function categoryLabel(name: string): string {
  return getLocale() === "zh" ? (CHINESE_NAMES.get(name) ?? name) : name;
}
