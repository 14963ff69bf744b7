import { useEffect, useRef, useState } from "react";
import { button, muted } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";
import type { ClientMessage } from "#domain/room-protocol.ts";
import { teamLook } from "#domain/room-teams.ts";
import { CommandForm } from "./command-form";
import { RenamePlayer } from "./rename-player";

type Props = {
  roster: { id: string; nickname: string; team?: number | null }[];
  send: (message: ClientMessage) => boolean;
};

type Player = Props["roster"][number];

/** The host's list of players, each with their team (if any) and buttons to rename or remove them. */
export function PlayerList({ roster, send }: Props) {
  if (roster.length === 0) return <p className={muted}>{m.rooms_no_players()}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {roster.map((player) => (
        <li
          key={player.id}
          className="flex flex-wrap items-center gap-1 rounded-2xl border border-slate-300 bg-white py-1 pr-1 pl-3 dark:border-slate-600 dark:bg-slate-900"
        >
          {player.team != null && (
            <span className={`rounded-md px-1.5 text-sm font-bold ${teamLook(player.team).badge}`}>
              <span aria-hidden="true">{teamLook(player.team).shape}</span>
              <span className="sr-only">{teamLook(player.team).name()}: </span>
            </span>
          )}
          <span className="font-semibold">{player.nickname}</span>
          <RenamePlayer player={player} send={send} />
          <RemovePlayer player={player} send={send} />
        </li>
      ))}
    </ul>
  );
}

const small = "px-2 py-1 text-xs";

/**
 * Removing someone cannot be undone (their seat is gone; they can only join again as someone new,
 * and not while the room is locked), so with JavaScript the button first asks, with "Keep" focused
 * as the safe answer. Without JavaScript it posts at once.
 */
function RemovePlayer({ player, send }: { player: Player; send: Props["send"] }) {
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLSpanElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (wasAsking.current) ask.current?.querySelector("button")?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <span ref={ask}>
        {/* The first press only asks: "sending" here opens the question instead of posting. */}
        <CommandForm
          message={{ type: "remove", playerId: player.id }}
          send={() => {
            setAsking(true);
            return true;
          }}
          label={m.rooms_remove_player({ nickname: player.nickname })}
          className={`${button.ghost} ${small}`}
        >
          {m.rooms_remove()}
        </CommandForm>
      </span>
    );
  }
  return (
    <fieldset
      className="flex items-center gap-1"
      onKeyDown={(event) => {
        // Escape means "Keep", as it would close a dialog.
        if (event.key === "Escape") setAsking(false);
      }}
    >
      <legend className="sr-only">{m.rooms_remove_player_question({ nickname: player.nickname })}</legend>
      <span aria-hidden="true" className="text-xs font-semibold">
        {m.rooms_remove_question()}
      </span>
      <CommandForm
        message={{ type: "remove", playerId: player.id }}
        send={send}
        label={m.rooms_remove_player_confirm({ nickname: player.nickname })}
        className={`${button.danger} ${small}`}
      >
        {m.rooms_yes()}
      </CommandForm>
      <button
        ref={keep}
        type="button"
        className={`${button.secondary} ${small}`}
        onClick={() => setAsking(false)}
      >
        {m.rooms_keep()}
      </button>
    </fieldset>
  );
}
