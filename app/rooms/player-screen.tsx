import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { muted } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";
import type { RoomOption, RoomState } from "#domain/room-protocol.ts";
import { CommandForm } from "./command-form";
import { ConnectionNote } from "./connection-note";
import { NoScriptNote } from "./no-script-note";
import { RoomBars } from "./room-bars";
import { RoomSummary, type SummaryData } from "./room-summary";
import { useRoomSocket } from "./use-room-socket";

type Props = {
  code: string;
  nickname: string;
  initial: { state: RoomState; yourVote: RoomOption | null };
  summary: SummaryData | null;
};

const CHOICE = {
  A: "border-indigo-700 bg-indigo-700 text-white hover:bg-indigo-800 dark:border-indigo-300 dark:bg-indigo-300 dark:text-slate-950",
  B: "border-rose-700 bg-rose-700 text-white hover:bg-rose-800 dark:border-rose-300 dark:bg-rose-300 dark:text-slate-950",
};
const choiceButton =
  "flex min-h-28 w-full items-center gap-3 rounded-2xl border-4 p-4 text-left text-xl font-bold disabled:opacity-60";

/** A phone in a room: waiting, voting with two big buttons, "You voted", the bars on reveal, the summary. */
export function PlayerScreen({ code, nickname, initial, summary }: Props) {
  const { state, yourVote, status, notice, send } = useRoomSocket(`/r/${code}/socket`, initial);
  const revalidator = useRevalidator();
  const ended = state.phase === "ended" || status === "ended";
  useEffect(() => {
    if ((ended || status === "removed") && !summary && revalidator.state === "idle") revalidator.revalidate();
  }, [ended, status, summary, revalidator]);
  if (status === "removed") {
    return (
      <p className="mt-6 text-xl font-bold" role="alert">
        {m.rooms_removed()}
      </p>
    );
  }
  const question = state.question;
  const picked = yourVote && question ? (yourVote === "A" ? question.optionA : question.optionB) : null;
  return (
    <div>
      <p className={`font-semibold ${muted}`}>
        {m.rooms_playing_as()}
        <span className="text-slate-900 dark:text-slate-50">{nickname}</span>
        {m.rooms_playing_in_room({ code })}
      </p>
      <ConnectionNote status={status} notice={notice} />
      <NoScriptNote>{m.rooms_player_noscript()}</NoScriptNote>
      <section aria-live="polite" className="mt-2">
        {state.phase === "lobby" && (
          <>
            <h1 className="text-3xl font-extrabold">{m.rooms_you_are_in()}</h1>
            <p className="mt-2 text-xl">{m.rooms_waiting_for_start()}</p>
          </>
        )}
        {question && !ended && (
          <>
            <p className="font-bold">
              {m.rooms_question_of({ number: state.index + 1, total: state.total })}
            </p>
            <h1 className="mt-1 text-2xl font-extrabold leading-snug">{question.text}</h1>
            {state.phase === "question" && !yourVote && (
              <div className="mt-5 space-y-4">
                {(["A", "B"] as const).map((option) => (
                  <CommandForm
                    key={option}
                    message={{ type: "vote", index: state.index, option }}
                    send={send}
                    className={`${choiceButton} ${CHOICE[option]}`}
                  >
                    <span aria-hidden="true" className="text-3xl font-black">
                      {option}
                    </span>
                    <span>
                      <span className="sr-only">{option}: </span>
                      {option === "A" ? question.optionA : question.optionB}
                    </span>
                  </CommandForm>
                ))}
              </div>
            )}
            {picked && (
              <p className="mt-5 rounded-xl bg-emerald-100 p-4 text-lg font-bold text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50">
                {m.rooms_you_voted({ option: yourVote ?? "", choice: picked })}
              </p>
            )}
            {state.phase === "question" && yourVote && (
              <p className="mt-3 text-lg">{m.rooms_waiting_for_reveal()}</p>
            )}
            {state.phase === "revealed" && state.counts && (
              <div className="mt-5">
                <RoomBars
                  optionA={question.optionA}
                  optionB={question.optionB}
                  counts={state.counts}
                  size="phone"
                  label={m.rooms_how_room_voted()}
                />
                <p className="mt-4 text-lg">{m.rooms_waiting_for_next()}</p>
              </div>
            )}
          </>
        )}
        {ended && (
          <>
            <h1 className="mb-4 text-3xl font-extrabold">{m.rooms_player_ended()}</h1>
            {summary ? (
              <RoomSummary summary={summary} headingId="player-summary" />
            ) : (
              <p className="text-xl">{m.rooms_adding_up()}</p>
            )}
          </>
        )}
      </section>
    </div>
  );
}
