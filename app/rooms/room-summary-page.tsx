import { isRouteErrorResponse } from "react-router";
import { NotFound } from "#app/components/not-found.tsx";
import { formatDate } from "#app/lib/format.ts";
import { button, container, muted } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { RETENTION_DAYS } from "#domain/retention.ts";
import type { Route } from "./+types/room-summary-page";
import { RoomError, roomPageHeaders } from "./room-errors";
import { RoomSummary } from "./room-summary";
import { MinorityNote, TeamSplits } from "./room-summary-extras";
import { loadRoomSummaryPage } from "./room-summary-page.server";

export const meta: Route.MetaFunction = () => [
  { title: m.page_title({ title: m.rooms_summary_page_title() }) },
  { name: "robots", content: "noindex" },
];

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadRoomSummaryPage(params, request, context);
}

export const headers = roomPageHeaders;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFound
        title={m.rooms_summary_not_found_title()}
        message={m.rooms_summary_not_found_message({ days: RETENTION_DAYS.roomSummaries })}
      />
    );
  }
  return <RoomError error={error} />;
}

/** The host's private page after a room: every question's split, the teams', and who stood apart. */
export default function RoomSummaryPage({ loaderData }: Route.ComponentProps) {
  const { key, summary, expiresAt } = loaderData;
  return (
    <main className={`${container} py-8 sm:py-12`}>
      <h1 className="text-3xl font-extrabold sm:text-4xl">
        {m.rooms_summary_page_heading({ code: summary.code })}
      </h1>
      <p className={`mt-2 ${muted}`}>
        {m.rooms_summary_played_on({ date: formatDate(new Date(summary.endedAt).toISOString()) })}{" "}
        {m.rooms_summary_kept_until({ date: formatDate(expiresAt) })}
      </p>
      <a
        href={localizeHref(`/rooms/summary/${key}/csv`)}
        download
        className={`${button.primary} mt-5 inline-flex`}
      >
        {m.rooms_summary_download_csv()}
      </a>
      <MinorityNote minority={summary.minority} />
      <div className="mt-8">
        <RoomSummary summary={summary} headingId="summary-questions" />
      </div>
      {summary.teams > 0 && <TeamSplits summary={summary} />}
    </main>
  );
}
