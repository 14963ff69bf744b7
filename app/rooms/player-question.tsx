import { groupDigits } from "#app/lib/format.ts";
import { m } from "#domain/paraglide/messages.js";
import type { ClientMessage, RoomOption, RoomState } from "#domain/room-protocol.ts";
import { CommandForm } from "./command-form";
import { Countdown } from "./countdown";
import { RoomBars } from "./room-bars";
import { formatPlayers } from "./room-counts";

type Props = {
  state: RoomState;
  question: NonNullable<RoomState["question"]>;
  yourVote: RoomOption | null;
  send: (message: ClientMessage) => boolean;
};

const CHOICE = {
  A: "border-indigo-700 bg-indigo-700 text-white hover:bg-indigo-800 dark:border-indigo-300 dark:bg-indigo-300 dark:text-slate-950 dark:hover:bg-indigo-200",
  B: "border-rose-700 bg-rose-700 text-white hover:bg-rose-800 dark:border-rose-300 dark:bg-rose-300 dark:text-slate-950 dark:hover:bg-rose-200",
};
const choiceButton =
  "flex min-h-28 w-full items-center gap-3 rounded-2xl border-4 p-4 text-left text-xl font-bold disabled:opacity-60";
const note = "mt-5 rounded-xl p-4 text-lg font-bold";

/**
 * The current question on a phone: its countdown and how many have voted (never read out as they
 * change), two big buttons until this player votes, then their choice; "Voting has closed" when
 * it has; the bars when the host reveals them, or as votes arrive in a room that shows them live.
 */
export function PlayerQuestion({ state, question, yourVote, send }: Props) {
  const open = state.phase === "question";
  const picked = yourVote ? (yourVote === "A" ? question.optionA : question.optionB) : null;
  const live = state.counts && (open || state.phase === "closed");
  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <div aria-live="off">
          <p className="font-bold">{m.rooms_question_of({ number: state.index + 1, total: state.total })}</p>
          {(open || state.phase === "closed") && (
            <p className="mt-1 text-slate-700 dark:text-slate-300">
              {m.rooms_voted_of({ voted: groupDigits(state.voted), players: formatPlayers(state.players) })}
            </p>
          )}
        </div>
        {open && state.deadline !== null && (
          <div aria-live="off" className="shrink-0">
            <Countdown deadline={state.deadline} size="phone" />
          </div>
        )}
      </div>
      <h1 className="mt-2 text-2xl font-extrabold leading-snug">{question.text}</h1>
      {open && !yourVote && (
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
        <p className={`${note} bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50`}>
          {m.rooms_you_voted({ option: yourVote ?? "", choice: picked })}
        </p>
      )}
      {open && yourVote && !live && <p className="mt-3 text-lg">{m.rooms_waiting_for_reveal()}</p>}
      {state.phase === "closed" && (
        <div className={`${note} bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-50`}>
          <p className="text-2xl font-extrabold">{m.rooms_player_voting_closed()}</p>
          {!live && <p className="mt-1 font-semibold">{m.rooms_player_voting_closed_hint()}</p>}
        </div>
      )}
      {state.counts && (live || state.phase === "revealed") && (
        <div aria-live={live ? "off" : undefined} className="mt-5">
          <RoomBars
            optionA={question.optionA}
            optionB={question.optionB}
            counts={state.counts}
            size="phone"
            label={live ? m.rooms_player_votes_so_far() : m.rooms_how_room_voted()}
          />
          {!live && <p className="mt-4 text-lg">{m.rooms_waiting_for_next()}</p>}
        </div>
      )}
    </>
  );
}
