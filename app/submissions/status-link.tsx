import { useEffect, useState } from "react";
import { button, input, link } from "#app/lib/ui.ts";
import { useCopyLink } from "#app/share-cards/use-copy-link.ts";
import { m } from "#domain/paraglide/messages.js";

/**
 * An anonymous submitter's private status link: shown once, so it is easy to select and copy.
 * The copy button appears only with JavaScript; without it the link is still there to select.
 */
export function StatusLink({ url }: { url: string }) {
  const [canCopy, setCanCopy] = useState(false);
  const { copied, copy } = useCopyLink(url);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && "clipboard" in navigator), []);
  return (
    <div className="mt-5 grid gap-2 text-left">
      <label htmlFor="status-link" className="font-semibold">
        {m.submit_status_link_label()}
      </label>
      <p id="status-link-help" className="text-sm text-slate-600 dark:text-slate-300">
        {m.submit_status_link_help()}
      </p>
      <div className="flex flex-wrap gap-2">
        <input
          id="status-link"
          readOnly
          value={url}
          aria-describedby="status-link-help"
          onFocus={(e) => e.currentTarget.select()}
          className={`${input} min-w-0 flex-1 font-mono text-sm`}
        />
        {canCopy && (
          <button type="button" className={button.secondary} onClick={copy}>
            <span aria-live="polite">{copied ? m.submit_copied() : m.submit_copy_link()}</span>
          </button>
        )}
      </div>
      <p className="text-sm">
        <a href={url} className={link}>
          {m.submit_open_status()}
        </a>
      </p>
    </div>
  );
}
