import { button, container, muted } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";
import type { Route } from "./+types/room-host";
import type { AddResult } from "./add-question";
import { Backstage } from "./backstage";
import { CommandForm } from "./command-form";
import { ConnectionNote } from "./connection-note";
import { HostControls } from "./host-controls";
import { hostPanel, PlayersDisclosure, SettingsDisclosure } from "./host-panels";
import { LockToggle } from "./lock-toggle";
import { NoScriptNote } from "./no-script-note";
import { RemoteLink } from "./remote-link";
import { formatPlayers, formatQuestions } from "./room-counts";
import { RoomError, roomPageHeaders } from "./room-errors";
import { handleHostForm, loadHostRoom } from "./room-host.server";
import { RoomQr } from "./room-qr";
import { RoomStage } from "./room-stage";
import { RoomSummary } from "./room-summary";
import { SummaryLinks } from "./summary-links";
import { TeamTally } from "./team-tally";
import { useEndReload } from "./use-end-reload";
import { useRoomSocket } from "./use-room-socket";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: m.page_title({ title: m.rooms_host_title({ code: params.code }) }) },
  { name: "robots", content: "noindex" },
];

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadHostRoom(params, request, context);
}

export const headers = roomPageHeaders;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RoomError error={error} />;
}

export function action({ params, request, context }: Route.ActionArgs) {
  return handleHostForm(params, request, context);
}

export default function HostScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { code, joinUrl, qr, summary, summaryKey } = loaderData;
  const room = useRoomSocket(`/rooms/${code}/socket`, loaderData);
  const { state, roster, send } = room;
  const ended = state.phase === "ended";
  const lobby = state.phase === "lobby";
  useEndReload(ended, summary !== null && summaryKey !== null);
  return (
    <main className={`${container} py-6 sm:py-10 2xl:max-w-[110rem]`}>
      <header className="flex flex-wrap items-center justify-between gap-6">
        <div>
          <p className="text-lg font-semibold">
            {m.rooms_join_at({ address: joinUrl.replace(/^https?:\/\//, "") })}
          </p>
          <p className="font-mono text-5xl font-black tracking-[0.2em] sm:text-7xl">
            <span className="sr-only">{m.rooms_room_code_sr()}</span>
            {code}
          </p>
          <p className="mt-2 text-2xl font-bold" aria-live="polite">
            {formatPlayers(state.players)}
          </p>
          {!ended && (
            <div className="mt-3">
              <LockToggle locked={state.locked} send={send} />
            </div>
          )}
        </div>
        <RoomQr qr={qr} code={code} size={lobby ? 240 : 140} />
      </header>
      <ConnectionNote status={room.status} notice={room.notice} />
      <NoScriptNote>{m.rooms_host_noscript()}</NoScriptNote>
      <section className="mt-6">
        {lobby && (
          <>
            <h1 className="text-4xl font-extrabold sm:text-6xl">{m.rooms_waiting_for_players()}</h1>
            <p className={`mt-3 text-xl ${muted}`}>
              {m.rooms_lobby_intro({ questions: formatQuestions(state.total) })}
            </p>
            <div className="mt-6">
              <CommandForm
                message={{ type: "start" }}
                send={send}
                className={`${button.primary} px-8 py-4 text-xl`}
              >
                {m.rooms_start_first_question()}
              </CommandForm>
            </div>
          </>
        )}
        {!lobby && !ended && (
          <>
            <RoomStage state={state} size="screen" />
            <div className="mt-6">
              <HostControls state={state} send={send} layout="screen" />
            </div>
          </>
        )}
        {ended && (
          <>
            <h1 className="mb-6 text-4xl font-extrabold sm:text-6xl">{m.rooms_host_ended()}</h1>
            <SummaryLinks summaryKey={summaryKey} />
            {summary ? (
              <RoomSummary summary={summary} headingId="host-summary" />
            ) : (
              <p className="text-xl">{m.rooms_adding_up()}</p>
            )}
          </>
        )}
      </section>
      <div className="mt-8">{!ended && <TeamTally teams={state.teams} size="screen" />}</div>
      {!ended && (
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <SettingsDisclosure state={state} send={send} idPrefix="host-settings" />
          <PlayersDisclosure roster={roster} send={send} open={lobby} />
          <div className={hostPanel}>
            <Backstage
              idPrefix="host-backstage"
              items={room.backstage}
              send={send}
              query={loaderData.query}
              found={loaderData.found}
              posted={actionData as AddResult | undefined}
            />
          </div>
          {loaderData.remote && (
            <RemoteLink url={loaderData.remote.url} qr={loaderData.remote.qr} code={code} />
          )}
        </div>
      )}
    </main>
  );
}
