import { button, muted } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";
import type { ClientMessage } from "#domain/room-protocol.ts";
import { CommandForm } from "./command-form";

type Props = {
  locked: boolean;
  send: (message: ClientMessage) => boolean;
};

/**
 * The host's lock: a locked room admits no new players, while everyone in it plays on and a phone
 * that drops comes back to its own seat. The button keeps its place when it flips, so focus stays.
 */
export function LockToggle({ locked, send }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <CommandForm
        message={{ type: locked ? "unlock" : "lock" }}
        send={send}
        className={`${locked ? button.primary : button.secondary} px-5 py-3 text-base`}
      >
        {locked ? m.rooms_unlock() : m.rooms_lock()}
      </CommandForm>
      <p role="status" className={`font-semibold ${locked ? "" : muted}`}>
        {locked ? m.rooms_locked_status() : m.rooms_open_status()}
      </p>
    </div>
  );
}
