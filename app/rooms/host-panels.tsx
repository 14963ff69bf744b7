import { m } from "#domain/paraglide/messages.js";
import type { ClientMessage, PlayerSummary, RoomState } from "#domain/room-protocol.ts";
import { PlayerList } from "./player-list";
import { RoomSettingsPanel } from "./room-settings-panel";

/** The frame of each of the host screens' side panels. */
export const hostPanel = "rounded-2xl border border-slate-300 p-4 dark:border-slate-600";
type Send = (message: ClientMessage) => boolean;

/** The settings behind a disclosure, open in the lobby where they are chosen. */
export function SettingsDisclosure({
  state,
  send,
  idPrefix,
}: {
  state: RoomState;
  send: Send;
  idPrefix: string;
}) {
  return (
    <details className={hostPanel} open={state.phase === "lobby"}>
      <summary className="cursor-pointer text-lg font-bold">{m.rooms_settings_heading()}</summary>
      <div className="mt-3">
        <RoomSettingsPanel state={state} send={send} idPrefix={idPrefix} />
      </div>
    </details>
  );
}

/** The players behind a disclosure, to rename or remove one. */
export function PlayersDisclosure({
  roster,
  send,
  open,
}: {
  roster: Pick<PlayerSummary, "id" | "nickname">[];
  send: Send;
  open: boolean;
}) {
  return (
    <details className={hostPanel} open={open}>
      <summary className="cursor-pointer text-lg font-bold">
        {m.rooms_players_heading({ count: roster.length })}
      </summary>
      <div className="mt-3">
        <PlayerList roster={roster} send={send} />
      </div>
    </details>
  );
}
