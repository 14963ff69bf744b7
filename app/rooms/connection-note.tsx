import { m } from "#domain/paraglide/messages.js";
import { type RoomError, roomErrorText } from "#domain/room-protocol.ts";
import type { SocketStatus } from "./use-room-socket";

const TEXT: Partial<Record<SocketStatus, () => string>> = {
  connecting: m.rooms_connecting,
  reconnecting: m.rooms_reconnecting,
};

/** The socket's trouble and the room's refusals, where a screen reader hears them too. */
export function ConnectionNote({ status, notice }: { status: SocketStatus; notice: RoomError | null }) {
  const text = notice ? roomErrorText(notice) : TEXT[status]?.();
  return (
    <p
      role="status"
      className={`mt-4 min-h-7 font-semibold ${notice ? "text-red-700 dark:text-red-300" : "text-slate-700 dark:text-slate-300"}`}
    >
      {text}
    </p>
  );
}
