import { groupDigits } from "#app/lib/format.ts";
import { muted } from "#app/lib/ui.ts";
import { categoryLabel } from "#domain/category-labels.ts";
import { m } from "#domain/paraglide/messages.js";
import type { RoomPhase, RoomState } from "#domain/room-protocol.ts";
import { RoomBars } from "./room-bars";
import { RoomCountdown } from "./room-countdown";
import { formatPlayers } from "./room-counts";

const PHASE: Partial<Record<RoomPhase, () => string>> = {
  question: m.rooms_phase_question,
  closed: m.rooms_phase_closed,
  revealed: m.rooms_phase_revealed,
};

type Props = { state: RoomState; size: "screen" | "phone" };

/**
 * The current question as a host's screen shows it: its number and phase, its text, the bars when
 * this screen may see the counts (else how many have voted, large), and the countdown.
 */
export function RoomStage({ state, size }: Props) {
  const { question } = state;
  if (!question) return null;
  const screen = size === "screen";
  const voted = m.rooms_voted_of({ voted: groupDigits(state.voted), players: formatPlayers(state.players) });
  const counting = state.phase === "question" && state.deadline !== null;
  return (
    <div>
      <p className={`flex flex-wrap gap-x-3 font-bold ${screen ? "text-xl sm:text-2xl" : "text-base"}`}>
        <span>{m.rooms_question_of({ number: state.index + 1, total: state.total })}</span>
        {question.category && <span className={muted}>· {categoryLabel(question.category)}</span>}
        <span role="status" className="text-indigo-700 dark:text-indigo-300">
          {PHASE[state.phase]?.()}
        </span>
      </p>
      <div className={`mt-2 flex flex-wrap items-start justify-between ${screen ? "gap-8" : "gap-4"}`}>
        <h1
          className={`min-w-0 flex-1 font-extrabold leading-tight ${screen ? "text-4xl sm:text-5xl lg:text-6xl 2xl:text-7xl" : "text-2xl"}`}
        >
          {question.text}
        </h1>
        {counting && state.deadline !== null && <RoomCountdown deadline={state.deadline} size={size} />}
      </div>
      <div className={screen ? "mt-8" : "mt-4"}>
        {state.counts ? (
          <>
            <RoomBars
              optionA={question.optionA}
              optionB={question.optionB}
              counts={state.counts}
              size={size}
              label={m.rooms_votes_so_far()}
            />
            <p className={`mt-4 font-semibold tabular-nums ${screen ? "text-2xl sm:text-3xl" : "text-lg"}`}>
              {voted}
            </p>
          </>
        ) : (
          <>
            <p
              data-testid="voted"
              className={`font-black tabular-nums ${screen ? "text-5xl sm:text-7xl" : "text-4xl"}`}
            >
              {voted}
            </p>
            <p className={`mt-2 ${muted} ${screen ? "text-xl" : "text-base"}`}>{m.rooms_votes_hidden()}</p>
          </>
        )}
      </div>
    </div>
  );
}
