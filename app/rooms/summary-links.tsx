import { button, link, muted } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { RETENTION_DAYS } from "#domain/retention.ts";

/** The finished room's kept summary and its CSV, for the host's screens only (the key is private). */
export function SummaryLinks({ summaryKey }: { summaryKey: string | null }) {
  if (!summaryKey) return null;
  const page = localizeHref(`/rooms/summary/${summaryKey}`);
  return (
    <div className="my-6 flex flex-wrap items-center gap-4 rounded-2xl border border-slate-300 p-4 dark:border-slate-600">
      <a href={page} className={`${button.primary} px-5 py-3 text-base`}>
        {m.rooms_summary_link()}
      </a>
      <a href={`${page}/csv`} className={link} download>
        {m.rooms_summary_csv()}
      </a>
      <p className={`w-full ${muted}`}>{m.rooms_summary_kept({ days: RETENTION_DAYS.roomSummaries })}</p>
    </div>
  );
}
