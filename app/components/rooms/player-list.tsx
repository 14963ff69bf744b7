import type { ClientMessage } from "../../lib/room-protocol";
import { button, muted } from "../../lib/ui";
import { CommandForm } from "./command-form";

type Props = {
  roster: { id: string; nickname: string }[];
  send: (message: ClientMessage) => boolean;
};

/** The host's list of players, each with a button to remove them from the room. */
export function PlayerList({ roster, send }: Props) {
  if (roster.length === 0) return <p className={muted}>No players yet.</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {roster.map((player) => (
        <li
          key={player.id}
          className="flex items-center gap-1 rounded-full border border-slate-300 bg-white py-1 pr-1 pl-3 dark:border-slate-600 dark:bg-slate-900"
        >
          <span className="font-semibold">{player.nickname}</span>
          <CommandForm
            message={{ type: "remove", playerId: player.id }}
            send={send}
            label={`Remove ${player.nickname}`}
            className={`${button.ghost} px-2 py-1 text-xs`}
          >
            Remove
          </CommandForm>
        </li>
      ))}
    </ul>
  );
}
