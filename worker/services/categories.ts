import { findCategory, listCategoriesWithCounts } from "../db/categories";
import type { AppContext } from "./context";
import { notFound } from "./errors";

export type Category = Awaited<ReturnType<typeof listCategoriesWithCounts>>[number];

export function listCategories(ctx: AppContext): Promise<Category[]> {
  return listCategoriesWithCounts(ctx.db);
}

export async function getCategory(ctx: AppContext, nameOrSlug: string) {
  const row = await findCategory(ctx.db, nameOrSlug);
  if (!row) throw notFound("Category not found.");
  return row;
}
