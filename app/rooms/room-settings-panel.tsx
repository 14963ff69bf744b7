import { useState } from "react";
import { Form } from "react-router";
import { button } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";
import { type ClientMessage, clientMessageSchema, type RoomState } from "#domain/room-protocol.ts";
import { SettingsFields, settingsValues } from "./room-settings-fields";

type Props = { state: RoomState; send: (message: ClientMessage) => boolean; idPrefix: string };

/** The form's radios as a settings message, or undefined if they are not the room's choices. */
function settingsMessage(form: HTMLFormElement): ClientMessage | undefined {
  const data = new FormData(form);
  const number = (name: string) => (data.has(name) ? Number(data.get(name)) : undefined);
  const parsed = clientMessageSchema.safeParse({
    type: "settings",
    reveal: data.get("reveal") ?? undefined,
    timer: number("timer"),
    teams: number("teams"),
  });
  return parsed.success ? parsed.data : undefined;
}

/**
 * The host's settings while the room runs: reveal mode and countdown at any time, teams in the
 * lobby only. Saved over the socket, or posted without JavaScript; the radios follow the room's
 * own settings whenever they change (from the remote, say).
 */
export function RoomSettingsPanel({ state, send, idPrefix }: Props) {
  const [saved, setSaved] = useState(false);
  const { settings } = state;
  return (
    <Form
      method="post"
      key={`${settings.reveal}-${settings.timer}-${settings.teams}-${state.phase === "lobby"}`}
      className="space-y-4"
      onSubmit={(event) => {
        const message = settingsMessage(event.currentTarget);
        if (message && send(message)) {
          event.preventDefault();
          setSaved(true);
        }
      }}
      onChange={() => setSaved(false)}
    >
      <input type="hidden" name="intent" value="settings" />
      <SettingsFields idPrefix={idPrefix} values={settingsValues(settings)} teams={state.phase === "lobby"} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={`${button.primary} px-5 py-3 text-base`}>
          {m.rooms_settings_save()}
        </button>
        <p role="status" className="font-semibold">
          {saved ? m.rooms_settings_saved() : ""}
        </p>
      </div>
    </Form>
  );
}
