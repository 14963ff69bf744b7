import { formatVotes } from "#app/lib/format.ts";
import { m } from "#domain/paraglide/messages.js";
import { percentages } from "#domain/percent.ts";
import type { RoomCounts } from "#domain/room-protocol.ts";

const TONES = {
  A: {
    bar: "bg-indigo-700 dark:bg-indigo-400",
    chip: "bg-indigo-700 text-white dark:bg-indigo-400 dark:text-slate-950",
  },
  B: {
    bar: "bg-rose-700 dark:bg-rose-400",
    chip: "bg-rose-700 text-white dark:bg-rose-400 dark:text-slate-950",
  },
};

type Props = {
  optionA: string;
  optionB: string;
  counts: RoomCounts;
  /** The projector's size, or a phone's. */
  size: "screen" | "phone";
  label: string;
};

/** Two bars, A and B, each with its share and count; widths move smoothly unless motion is reduced. */
export function RoomBars({ optionA, optionB, counts, size, label }: Props) {
  const shares = percentages(counts.a, counts.b);
  const rows = [
    { key: "A" as const, text: optionA, share: shares.a, votes: counts.a },
    { key: "B" as const, text: optionB, share: shares.b, votes: counts.b },
  ];
  const big = size === "screen";
  return (
    <ul aria-label={label} className={big ? "space-y-6" : "space-y-4"}>
      {rows.map((row) => (
        <li key={row.key}>
          <p
            className={`flex items-baseline justify-between gap-3 font-bold ${big ? "text-2xl sm:text-3xl" : "text-base"}`}
          >
            <span className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={`grid shrink-0 place-items-center rounded-full font-black ${TONES[row.key].chip} ${big ? "size-10 text-xl" : "size-7 text-sm"}`}
              >
                {row.key}
              </span>
              <span>
                <span className="sr-only">{row.key}: </span>
                {row.text}
              </span>
            </span>
            <span className="shrink-0 tabular-nums">
              {row.share}%
              <span className="sr-only">{m.rooms_bar_votes_sr({ votes: formatVotes(row.votes) })}</span>
            </span>
          </p>
          <div
            aria-hidden="true"
            className={`mt-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800 ${big ? "h-8" : "h-4"}`}
          >
            <div
              className={`h-full rounded-full ${TONES[row.key].bar} motion-safe:transition-[width] motion-safe:duration-500`}
              style={{ width: `${row.share}%` }}
            />
          </div>
          <p
            aria-hidden="true"
            className={`mt-1 font-semibold text-slate-700 tabular-nums dark:text-slate-300 ${big ? "text-2xl sm:text-3xl" : "text-sm"}`}
          >
            {formatVotes(row.votes)}
          </p>
        </li>
      ))}
    </ul>
  );
}
