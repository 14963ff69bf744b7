import { Link } from "react-router";
import { button } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { type RoomState, roomLockedMessage } from "#domain/room-protocol.ts";
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
        <h1 className="text-3xl font-extrabold">{m.rooms_room_finished({ code })}</h1>
        <p className="mt-2 text-lg">{m.rooms_no_more_players()}</p>
      </>
    );
  }
  if (state.locked) {
    return (
      <>
        <h1 className="text-3xl font-extrabold">{m.rooms_room_locked({ code })}</h1>
        <p className="mt-2 text-lg">{roomLockedMessage()}</p>
        {/* Nothing arrives by itself on this page: the host unlocks, then the player asks again. */}
        <Link to={localizeHref(`/r/${code}`)} className={`${button.secondary} mt-5 px-5 py-3 text-base`}>
          {m.rooms_try_again()}
        </Link>
      </>
    );
  }
  return (
    <>
      <h1 className="text-3xl font-extrabold">
        {removed ? m.rooms_join_room_again({ code }) : m.rooms_join_room({ code })}
      </h1>
      {removed && <p className="mt-2 text-lg">{m.rooms_join_again_hint()}</p>}
      <JoinForm code={code} error={error} nickname={nickname} />
    </>
  );
}
