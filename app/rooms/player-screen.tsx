import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { muted } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";
import type { PlayerRecap as Recap, RoomOption, RoomState } from "#domain/room-protocol.ts";
import { ConnectionNote } from "./connection-note";
import { NoScriptNote } from "./no-script-note";
import { PlayerQuestion } from "./player-question";
import { PlayerRecap } from "./player-recap";
import { RoomSummary, type SummaryData } from "./room-summary";
import { TeamBadge } from "./team-badge";
import { useRoomSocket } from "./use-room-socket";

type Props = {
  code: string;
  /** The player as the page's loader found them; the socket brings a rename or a new team. */
  seat: { nickname: string; team: number | null };
  initial: { state: RoomState; yourVote: RoomOption | null };
  recap: Recap | null;
  summary: SummaryData | null;
};

/**
 * A phone in a room: who and which team it plays as, waiting, voting with two big buttons, "You
 * voted", the bars, and at the end the player's own recap beside the room's summary.
 */
export function PlayerScreen({ code, seat, initial, recap: loadedRecap, summary }: Props) {
  const socket = useRoomSocket(`/r/${code}/socket`, { ...initial, yourTeam: seat.team });
  const { state, yourVote, yourTeam, status, notice, send } = socket;
  const nickname = socket.yourNickname ?? seat.nickname;
  const recap = socket.recap ?? loadedRecap;
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
  return (
    <div>
      <p className={`font-semibold ${muted}`}>
        {m.rooms_playing_as()}
        <span className="text-slate-900 dark:text-slate-50">{nickname}</span>
        {m.rooms_playing_in_room({ code })}
      </p>
      {yourTeam !== null && <TeamBadge team={yourTeam} />}
      <ConnectionNote status={status} notice={notice} />
      {!ended && <NoScriptNote>{m.rooms_player_noscript()}</NoScriptNote>}
      <section aria-live="polite" className="mt-2">
        {state.phase === "lobby" && (
          <>
            <h1 className="text-3xl font-extrabold">{m.rooms_you_are_in()}</h1>
            <p className="mt-2 text-xl">{m.rooms_waiting_for_start()}</p>
          </>
        )}
        {state.question && !ended && (
          <PlayerQuestion state={state} question={state.question} yourVote={yourVote} send={send} />
        )}
        {ended && (
          <>
            <h1 className="mb-4 text-3xl font-extrabold">{m.rooms_player_ended()}</h1>
            {recap && <PlayerRecap recap={recap} />}
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
