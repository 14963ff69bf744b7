// What an embed and the oEmbed endpoint read from their query strings (docs/embeds.md).
import { EMBED_THEMES } from "./embed";
import { type Locale, localeOfPath, unlocalizedPath } from "./locale";
import { m } from "./paraglide/messages.js";
import { slugSchema } from "./schemas";
import { z } from "./zod";

/** A theme the embed does not know falls back to `auto`: a typo in a host's page must not break it. */
export const embedThemeSchema = z.enum(EMBED_THEMES).catch("auto");

/** A size limit in pixels: a whole number from 1 to 10,000, or absent. */
function pixels(name: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === "") return undefined;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 1 || n > 10_000) {
        ctx.addIssue({ code: "custom", message: m.embed_error_size({ name }) });
        return z.NEVER;
      }
      return n;
    });
}

export const oembedQuerySchema = z.object({
  url: z
    .string({ error: () => m.embed_error_url_missing() })
    .trim()
    .min(1, { error: () => m.embed_error_url_missing() })
    .max(2000, { error: () => m.embed_error_url_missing() }),
  maxwidth: pixels("maxwidth"),
  maxheight: pixels("maxheight"),
  /** Only JSON is served; anything else is a 501, as the oEmbed specification asks. */
  format: z.string().optional(),
});

export type EmbeddedQuestion = { locale: Locale; slug: string };

/**
 * The question a page address names, when it is a question page of this site (`origin`) in either
 * language: `/question/{slug}` or `/zh/question/{slug}`, a query or fragment ignored.
 */
export function questionOfUrl(url: string, origin: string): EmbeddedQuestion | undefined {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed || parsed.origin !== origin) return undefined;
  const match = unlocalizedPath(parsed.pathname).match(/^\/question\/([^/]+)\/?$/);
  if (!match?.[1]) return undefined;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
  if (!slugSchema.safeParse(slug).success) return undefined;
  return { locale: localeOfPath(parsed.pathname), slug };
}
