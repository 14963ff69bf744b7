import { categoryIcon } from "#app/lib/categories.ts";
import { categoryLabel } from "#domain/category-labels.ts";
import { FALLBACK_COLOUR } from "#domain/fallback-colour.ts";

export type CategoryLook = { name: string; color?: string; colorClass?: string };

/** A coloured pill with the category's icon; the colour comes from D1 when known. */
export function CategoryBadge({ name, colorClass }: { name: string; colorClass?: string }) {
  return (
    <span className={`category-badge ${colorClass ?? FALLBACK_COLOUR.badge}`}>
      <span aria-hidden="true">{categoryIcon(name)}</span>
      {categoryLabel(name)}
    </span>
  );
}
