import type { RoomResults } from "#domain/room-results.ts";
import { activePlayerCount } from "./room-players";
import type { RoomMeta } from "./room-store";
import { allCounts, mostInMinority, teamCounts } from "./room-votes";

/** The most players named as most often in the minority, on a tie. */
const MINORITY_NAMES = 3;

/** What a finished room hands over for its host's summary: a few queries, whatever the room's size. */
export function roomResults(sql: SqlStorage, meta: RoomMeta): RoomResults {
  const teams = meta.settings.teams;
  const counts = allCounts(sql, meta.questions.length);
  const byTeam = teams > 0 ? teamCounts(sql, teams) : new Map();
  const empty = Array.from({ length: teams }, () => ({ a: 0, b: 0 }));
  return {
    summaryKey: meta.summaryKey,
    code: meta.code,
    startedAt: meta.startedAt,
    endedAt: meta.endedAt ?? Date.now(),
    players: activePlayerCount(sql),
    teams,
    questions: meta.questions.map((question, index) => ({
      ...question,
      ...(counts[index] ?? { a: 0, b: 0 }),
      teams: byTeam.get(index) ?? empty,
    })),
    minority: mostInMinority(sql, MINORITY_NAMES),
  };
}
