import { m } from "#domain/paraglide/messages.js";
import { teamLook } from "#domain/room-teams.ts";

/** "Your team: ▲ Red Rockets" on the team's colour; the shape and the name say it without colour. */
export function TeamBadge({ team }: { team: number }) {
  const look = teamLook(team);
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 font-semibold">
      <span>{m.rooms_player_your_team()}</span>{" "}
      <span
        className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-lg font-bold ${look.badge}`}
      >
        <span aria-hidden="true">{look.shape}</span>
        {look.name()}
      </span>
    </p>
  );
}
