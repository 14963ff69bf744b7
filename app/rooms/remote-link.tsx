import { useEffect, useState } from "react";
import { button, input, muted } from "#app/lib/ui.ts";
import { useCopyLink } from "#app/share-cards/use-copy-link.ts";
import { m } from "#domain/paraglide/messages.js";
import { RoomQr } from "./room-qr";

type Props = { url: string; qr: { modules: number; path: string }; code: string };

/**
 * The remote's secret link, only on the host screen and closed until asked for: the big screen is
 * public, and whoever has the link can run the room. Copy needs JavaScript, so it appears with it.
 */
export function RemoteLink({ url, qr, code }: Props) {
  const [canCopy, setCanCopy] = useState(false);
  const { copied, copy } = useCopyLink(url);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && "clipboard" in navigator), []);
  return (
    <details className="rounded-2xl border border-slate-300 p-4 dark:border-slate-600">
      <summary className="cursor-pointer text-lg font-bold">{m.rooms_remote_summary()}</summary>
      <p id="remote-link-help" className={`mt-2 ${muted}`}>
        {m.rooms_remote_intro()}
      </p>
      <div className="mt-3 flex flex-wrap items-start gap-4">
        <RoomQr qr={qr} size={160} code={code} label={m.rooms_remote_qr_label({ code })} />
        <div className="min-w-0 flex-1">
          <label htmlFor="remote-link" className="font-semibold">
            {m.rooms_remote_link_label()}
          </label>
          <div className="mt-1 flex flex-wrap gap-2">
            <input
              id="remote-link"
              readOnly
              value={url}
              aria-describedby="remote-link-help"
              className={`${input} min-w-0 flex-1 font-mono text-sm`}
              onFocus={(event) => event.currentTarget.select()}
            />
            {canCopy && (
              <button type="button" className={`${button.secondary} min-h-11`} onClick={copy}>
                <span aria-live="polite">{copied ? m.rooms_copied() : m.rooms_copy()}</span>
              </button>
            )}
          </div>
        </div>
      </div>
    </details>
  );
}
