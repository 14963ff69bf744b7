// A category's name as a page shows it. The English name is the category's key (in paths, the
// database and the API); Chinese pages show the catalogue's Chinese name for it. Only the names are
// imported: this runs in every page's script, and the catalogue's full category texts are several
// times their size.

import categoryNames from "#content/category-names.json";
import { getLocale } from "./locale";

const CHINESE_NAMES: Readonly<Record<string, string | undefined>> = categoryNames.zh;

/** The name in the page's language; a category the catalogue does not know keeps its own. */
export function categoryLabel(name: string): string {
  return getLocale() === "zh" ? (CHINESE_NAMES[name] ?? name) : name;
}
