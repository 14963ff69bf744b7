import type { ReactNode } from "react";
import { categoryIcon } from "#app/lib/categories.ts";
import { categoryLabel } from "#domain/category-labels.ts";
import { FALLBACK_COLOUR } from "#domain/fallback-colour.ts";

export type CategoryLook = { name: string; color?: string; colorClass?: string };

type Props = {
  name: string;
  colorClass?: string;
  /** Instead of the category's icon drawn inline (question cards point at their page's sprite). */
  icon?: ReactNode;
};

/** A coloured pill with the category's icon; the colour comes from D1 when known. */
export function CategoryBadge({ name, colorClass, icon }: Props) {
  return (
    <span className={`category-badge ${colorClass ?? FALLBACK_COLOUR.badge}`}>
      <span aria-hidden="true">{icon ?? categoryIcon(name)}</span>
      {categoryLabel(name)}
    </span>
  );
}
