import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { groupDigits } from "#app/lib/format.ts";
import { button, container, muted } from "#app/lib/ui.ts";
import { categoryLabel } from "#domain/category-labels.ts";
import { m } from "#domain/paraglide/messages.js";
import type { Route } from "./+types/room-host";
import { CommandForm } from "./command-form";
import { ConnectionNote } from "./connection-note";
import { LockToggle } from "./lock-toggle";
import { NoScriptNote } from "./no-script-note";
import { PlayerList } from "./player-list";
import { RoomBars } from "./room-bars";
import { formatPlayers, formatQuestions } from "./room-counts";
import { RoomError, roomPageHeaders } from "./room-errors";
import { handleHostForm, loadHostRoom } from "./room-host.server";
import { RoomQr } from "./room-qr";
import { RoomSummary } from "./room-summary";
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

const big = `${button.primary} px-8 py-4 text-xl`;

export default function HostScreen({ loaderData }: Route.ComponentProps) {
  const { code, joinUrl, qr, summary } = loaderData;
  const room = useRoomSocket(`/rooms/${code}/socket`, { state: loaderData.state, roster: loaderData.roster });
  const { state, roster, send } = room;
  const revalidator = useRevalidator();
  const ended = state.phase === "ended";
  // The summary reads everyone's counts on the server once the room ends.
  useEffect(() => {
    if (ended && !summary && revalidator.state === "idle") revalidator.revalidate();
  }, [ended, summary, revalidator]);
  const last = state.index + 1 >= state.total;
  const voted = state.counts ? state.counts.a + state.counts.b : 0;
  return (
    <main className={`${container} py-6 sm:py-10`}>
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
        <RoomQr qr={qr} code={code} size={state.phase === "lobby" ? 240 : 140} />
      </header>
      <ConnectionNote status={room.status} notice={room.notice} />
      <NoScriptNote>{m.rooms_host_noscript()}</NoScriptNote>
      <section aria-live="polite" className="mt-8">
        {state.phase === "lobby" && (
          <>
            <h1 className="text-4xl font-extrabold sm:text-6xl">{m.rooms_waiting_for_players()}</h1>
            <p className={`mt-3 text-xl ${muted}`}>
              {m.rooms_lobby_intro({ questions: formatQuestions(state.total) })}
            </p>
            <div className="mt-6">
              <CommandForm message={{ type: "start" }} send={send} className={big}>
                {m.rooms_start_first_question()}
              </CommandForm>
            </div>
          </>
        )}
        {state.question && !ended && (
          <>
            <p className="text-xl font-bold">
              {m.rooms_question_of({ number: state.index + 1, total: state.total })}
              {state.question.category && (
                <span className={muted}> · {categoryLabel(state.question.category)}</span>
              )}
            </p>
            <h1 className="mt-2 text-4xl font-extrabold leading-tight sm:text-6xl">{state.question.text}</h1>
            <div className="mt-8">
              <RoomBars
                optionA={state.question.optionA}
                optionB={state.question.optionB}
                counts={state.counts ?? { a: 0, b: 0 }}
                size="screen"
                label={m.rooms_votes_so_far()}
              />
            </div>
            <p className="mt-4 text-xl font-semibold">
              {m.rooms_voted_of({ voted: groupDigits(voted), players: formatPlayers(state.players) })}
              {state.phase === "revealed" && m.rooms_results_on_phones()}
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              {state.phase === "question" && (
                <CommandForm message={{ type: "reveal", index: state.index }} send={send} className={big}>
                  {m.rooms_reveal_votes()}
                </CommandForm>
              )}
              <CommandForm
                message={{ type: "next", index: state.index }}
                send={send}
                className={state.phase === "revealed" ? big : `${button.secondary} px-8 py-4 text-xl`}
              >
                {last ? m.rooms_finish() : m.rooms_next_question()}
              </CommandForm>
            </div>
          </>
        )}
        {ended && (
          <>
            <h1 className="mb-6 text-4xl font-extrabold sm:text-6xl">{m.rooms_host_ended()}</h1>
            {summary ? (
              <RoomSummary summary={summary} headingId="host-summary" />
            ) : (
              <p className="text-xl">{m.rooms_adding_up()}</p>
            )}
          </>
        )}
      </section>
      {!ended && (
        <details className="mt-10" open={state.phase === "lobby"}>
          <summary className="cursor-pointer text-lg font-bold">
            {m.rooms_players_heading({ count: roster.length })}
          </summary>
          <div className="mt-3">
            <PlayerList roster={roster} send={send} />
          </div>
        </details>
      )}
    </main>
  );
}
