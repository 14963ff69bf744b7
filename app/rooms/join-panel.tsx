import { Link } from "react-router";
import { button } from "#app/lib/ui.ts";
import { ROOM_LOCKED_MESSAGE, type RoomState } from "#domain/room-protocol.ts";
import { JoinForm } from "./join-form";

type Props = {
  code: string;
  state: RoomState;
  /** The host removed this browser's player: it may join again as someone new while the room is open. */
  removed: boolean;
  error?: string;
  nickname?: string;
};

/** A phone that is not (or no longer) in the room: the nickname form, or why it cannot join now. */
export function JoinPanel({ code, state, removed, error, nickname }: Props) {
  if (state.phase === "ended") {
    return (
      <>
        <h1 className="text-3xl font-extrabold">Room {code} has finished</h1>
        <p className="mt-2 text-lg">It takes no more players.</p>
      </>
    );
  }
  if (state.locked) {
    return (
      <>
        <h1 className="text-3xl font-extrabold">Room {code} is locked</h1>
        <p className="mt-2 text-lg">{ROOM_LOCKED_MESSAGE}</p>
        {/* Nothing arrives by itself on this page: the host unlocks, then the player asks again. */}
        <Link to={`/r/${code}`} className={`${button.secondary} mt-5 px-5 py-3 text-base`}>
          Try again
        </Link>
      </>
    );
  }
  return (
    <>
      <h1 className="text-3xl font-extrabold">{removed ? `Join room ${code} again` : `Join room ${code}`}</h1>
      {removed && <p className="mt-2 text-lg">You can join again as a new player.</p>}
      <JoinForm code={code} error={error} nickname={nickname} />
    </>
  );
}
