import { Hono } from "hono";
import { listCategories } from "../services/categories";
import { appContext } from "../services/context";

export const categoriesApi = new Hono<{ Bindings: Cloudflare.Env }>();

categoriesApi.get("/", async (c) => {
  const categories = await listCategories(appContext(c.env));
  return c.json({ success: true, data: categories });
});
