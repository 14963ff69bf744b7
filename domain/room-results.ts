import type { RoomCounts } from "./room-protocol";

// What a finished room leaves behind for its host: the room object hands it over when the room
// ends, the worker keeps it (with the site's counts beside it) at a private link for a month.

export type RoomResultQuestion = {
  /** The question's id on the site, to read its site-wide counts beside the room's. */
  id: string;
  slug: string;
  text: string;
  optionA: string;
  optionB: string;
  category: string;
  a: number;
  b: number;
  /** Each team's split, in team order; empty without teams. */
  teams: RoomCounts[];
};

export type RoomResults = {
  /** The private link's key: random, made when the room starts. */
  summaryKey: string;
  code: string;
  startedAt: number;
  endedAt: number;
  /** Players in the room at its end (removed ones not counted). */
  players: number;
  /** How many teams played (0: none). */
  teams: number;
  questions: RoomResultQuestion[];
  /**
   * The players most often in the minority (on questions with a majority), with how often; several
   * on a tie (at most 3), none when nobody ever was.
   */
  minority: { nickname: string; times: number }[];
};

/** A finished room as its host's summary shows it: the room's results with the site's counts beside them. */
export type ArchivedQuestion = RoomResultQuestion & { siteA: number; siteB: number };
export type ArchivedRoom = Omit<RoomResults, "summaryKey" | "questions"> & {
  questions: ArchivedQuestion[];
  /** The question whose room votes came closest to half and half, if any had votes. */
  mostDivided: number | null;
};

/** The question whose room votes came closest to half and half (at least one vote); ties go to the earlier. */
export function mostDivided(questions: readonly { a: number; b: number }[]): number | null {
  let best: number | null = null;
  let bestGap = Number.POSITIVE_INFINITY;
  questions.forEach((q, index) => {
    const total = q.a + q.b;
    if (total === 0) return;
    const gap = Math.abs(q.a - q.b) / total;
    if (gap < bestGap) {
      best = index;
      bestGap = gap;
    }
  });
  return best;
}
