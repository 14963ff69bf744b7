import { button, muted } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";
import type { Route } from "./+types/room-remote";
import type { AddResult } from "./add-question";
import { Backstage } from "./backstage";
import { CommandForm } from "./command-form";
import { ConnectionNote } from "./connection-note";
import { HostControls } from "./host-controls";
import { hostPanel, PlayersDisclosure, SettingsDisclosure } from "./host-panels";
import { LockToggle } from "./lock-toggle";
import { NoScriptNote } from "./no-script-note";
import { formatPlayers, formatQuestions } from "./room-counts";
import { RoomError, roomPageHeaders } from "./room-errors";
import { handleRemoteForm, loadRemoteRoom } from "./room-remote.server";
import { RoomStage } from "./room-stage";
import { SummaryLinks } from "./summary-links";
import { TeamTally } from "./team-tally";
import { useEndReload } from "./use-end-reload";
import { useRoomSocket } from "./use-room-socket";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: m.page_title({ title: m.rooms_remote_title({ code: params.code }) }) },
  { name: "robots", content: "noindex" },
];

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadRemoteRoom(params, request, context);
}

export const headers = roomPageHeaders;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RoomError error={error} />;
}

export function action({ params, request, context }: Route.ActionArgs) {
  return handleRemoteForm(params, request, context);
}

/**
 * The host's remote: the big screen's controls on a phone, from 320 px wide. It always sees the
 * live counts, so the host knows when to reveal; the big screen shows them as the setting says.
 */
export default function RemoteScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { code, summaryKey } = loaderData;
  const room = useRoomSocket(`/rooms/${code}/remote/socket`, loaderData);
  const { state, roster, send } = room;
  const lobby = state.phase === "lobby";
  const ended = state.phase === "ended";
  useEndReload(ended, summaryKey !== null);
  return (
    <main className="mx-auto w-full max-w-xl px-3 py-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-bold">{m.rooms_remote_heading({ code })}</p>
        <p className="font-semibold" aria-live="polite">
          {formatPlayers(state.players)}
        </p>
      </header>
      <ConnectionNote status={room.status} notice={room.notice} />
      <NoScriptNote>{m.rooms_remote_noscript()}</NoScriptNote>
      <section className="mt-2 space-y-4">
        {lobby && (
          <>
            <h1 className="text-2xl font-extrabold">{m.rooms_waiting_for_players()}</h1>
            <p className={muted}>{m.rooms_remote_lobby({ questions: formatQuestions(state.total) })}</p>
            <CommandForm
              message={{ type: "start" }}
              send={send}
              className={`${button.primary} w-full px-6 py-4 text-xl`}
            >
              {m.rooms_start_first_question()}
            </CommandForm>
          </>
        )}
        {!lobby && !ended && (
          <>
            <RoomStage state={state} size="phone" />
            <HostControls state={state} send={send} layout="phone" />
          </>
        )}
        {ended && (
          <>
            <h1 className="text-2xl font-extrabold">{m.rooms_host_ended()}</h1>
            <SummaryLinks summaryKey={summaryKey} />
          </>
        )}
        {!ended && <TeamTally teams={state.teams} size="phone" />}
      </section>
      {!ended && (
        <div className="mt-6 space-y-4">
          <LockToggle locked={state.locked} send={send} />
          <SettingsDisclosure state={state} send={send} idPrefix="remote-settings" />
          <div className={hostPanel}>
            <Backstage
              idPrefix="remote-backstage"
              items={room.backstage}
              send={send}
              query={loaderData.query}
              found={loaderData.found}
              posted={actionData as AddResult | undefined}
            />
          </div>
          <PlayersDisclosure roster={roster} send={send} open={false} />
        </div>
      )}
    </main>
  );
}
