import { Hono } from "hono";
import { listCategories } from "#worker/services/categories.ts";
import type { ApiEnv } from "./context";

export const categoriesApi = new Hono<ApiEnv>();

categoriesApi.get("/", async (c) => {
  const categories = await listCategories(c.var.app);
  return c.json({ success: true, data: categories });
});
