import { CodeXml } from "lucide-react";
import { button, input, muted } from "#app/lib/ui.ts";
import { embedSize, embedSnippet } from "#domain/embed.ts";
import { getLocale } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { useCopyLink } from "./use-copy-link";

type Props = { origin: string; question: { slug: string; questionText: string } };

/**
 * The share dialog's Embed part: the HTML the oEmbed endpoint gives for this question at its
 * default size, ready to paste into another website, with a Copy button (docs/embeds.md).
 */
export function EmbedSnippet({ origin, question }: Props) {
  const { slug, questionText } = question;
  const code = embedSnippet({ origin, locale: getLocale(), slug, questionText, ...embedSize() });
  const { copied, copy } = useCopyLink(code);
  return (
    <section
      aria-labelledby="embed-snippet-title"
      className="mt-5 border-t border-slate-200 pt-4 dark:border-slate-700"
    >
      <h3 id="embed-snippet-title" className="font-bold">
        {m.embed_share_heading()}
      </h3>
      <p id="embed-snippet-help" className={`mt-1 text-sm ${muted}`}>
        {m.embed_share_help()}
      </p>
      <textarea
        readOnly
        rows={4}
        value={code}
        aria-label={m.embed_share_code()}
        aria-describedby="embed-snippet-help"
        onFocus={(event) => event.currentTarget.select()}
        className={`${input} mt-2 resize-none font-mono text-xs`}
      />
      <button type="button" className={`${button.secondary} mt-2`} onClick={copy}>
        <CodeXml className="size-4 shrink-0" />
        <span aria-live="polite">{copied ? m.question_copied() : m.embed_share_copy()}</span>
      </button>
    </section>
  );
}
