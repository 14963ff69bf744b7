import { groupDigits } from "#app/lib/format.ts";
import { m } from "#domain/paraglide/messages.js";
import type { PlayerRecap as Recap } from "#domain/room-protocol.ts";

/** The player's own sentence: how often they sided with the majority, or why that cannot be said. */
function majoritySentence(recap: Recap): string {
  if (recap.voted === 0) return m.rooms_player_recap_no_votes();
  if (recap.decided === 0) return m.rooms_player_recap_no_majority();
  const counts = { agreed: groupDigits(recap.withMajority), decided: groupDigits(recap.decided) };
  return recap.decided === 1
    ? m.rooms_player_recap_majority_one(counts)
    : m.rooms_player_recap_majority_many(counts);
}

/** A player's recap at the room's end, beside the room's summary. */
export function PlayerRecap({ recap }: { recap: Recap }) {
  const counts = { voted: groupDigits(recap.voted), questions: groupDigits(recap.questions) };
  return (
    <section
      aria-labelledby="player-recap"
      className="mb-6 rounded-2xl bg-indigo-50 p-5 text-indigo-950 dark:bg-indigo-950 dark:text-indigo-50"
    >
      <h2 id="player-recap" className="text-sm font-bold uppercase tracking-wide">
        {m.rooms_player_recap_heading()}
      </h2>
      <p className="mt-2 text-2xl font-extrabold leading-snug">{majoritySentence(recap)}</p>
      <p className="mt-2 text-lg">
        {recap.questions === 1
          ? m.rooms_player_recap_voted_one(counts)
          : m.rooms_player_recap_voted_many(counts)}
      </p>
    </section>
  );
}
