import { formatDate } from "#app/lib/format.ts";
import { muted } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";
import { REPORT_REASON_LABELS, type ReportReason } from "#domain/report-rules.ts";

type Report = { reason: ReportReason; note: string | null; reportedAt: string };

/** The open reports on a question or a comment, oldest first; a long list starts folded. */
export function ReportList({ reports }: { reports: Report[] }) {
  if (reports.length === 0) return null;
  return (
    <details open={reports.length <= 3}>
      <summary className="cursor-pointer font-semibold">
        {(reports.length === 1 ? m.moderation_open_reports_one : m.moderation_open_reports_many)({
          count: reports.length,
          date: formatDate(reports[0]?.reportedAt ?? ""),
        })}
      </summary>
      <ul className="mt-2 grid gap-1 text-sm">
        {reports.map((report) => (
          <li key={report.reportedAt + report.reason + (report.note ?? "")}>
            <strong>{REPORT_REASON_LABELS[report.reason]()}</strong>
            {report.note && <span className={muted}> “{report.note}”</span>}
          </li>
        ))}
      </ul>
    </details>
  );
}
