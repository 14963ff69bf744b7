import { asc, sql } from "drizzle-orm";
import type { Database } from "./client";
import { categories, questions } from "./schema";

export async function listCategoriesWithCounts(db: Database) {
  return db
    .select({
      name: categories.name,
      slug: categories.slug,
      colorClass: categories.colorClass,
      gradient: categories.gradient,
      description: categories.description,
      seoTitle: categories.seoTitle,
      seoDescription: categories.seoDescription,
      nameZh: categories.nameZh,
      descriptionZh: categories.descriptionZh,
      seoTitleZh: categories.seoTitleZh,
      seoDescriptionZh: categories.seoDescriptionZh,
      mature: categories.mature,
      questionCount: sql<number>`count(${questions.id})`,
    })
    .from(categories)
    .leftJoin(
      questions,
      sql`${questions.category} = ${categories.name} and ${questions.status} = 'published'`,
    )
    .groupBy(categories.name)
    .orderBy(asc(categories.sortOrder));
}
