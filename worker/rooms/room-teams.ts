// Teams: set in the lobby, every player dealt round-robin in join order so the teams differ by at
// most one; a later joiner goes to the smallest team (the lowest on a tie), which keeps that true.

/** Deals the active players into `teams` teams (0: none), in the order they joined. */
export function assignTeams(sql: SqlStorage, teams: number) {
  if (teams === 0) {
    sql.exec("UPDATE players SET team = NULL");
    return;
  }
  sql.exec(
    `UPDATE players SET team = (SELECT (n - 1) % ? FROM
      (SELECT id AS pid, row_number() OVER (ORDER BY rowid) AS n FROM players WHERE removed = 0)
      WHERE pid = players.id) WHERE removed = 0`,
    teams,
  );
}

/** The team a new player joins: the smallest, the lowest index on a tie; null without teams. */
export function teamForNewcomer(sql: SqlStorage, teams: number): number | null {
  if (teams === 0) return null;
  const sizes = teamSizes(sql, teams);
  return sizes.indexOf(Math.min(...sizes));
}

/** Each team's active players, in team order. */
export function teamSizes(sql: SqlStorage, teams: number): number[] {
  const sizes = new Array<number>(teams).fill(0);
  const rows = sql.exec<{ team: number; n: number }>(
    "SELECT team, count(*) AS n FROM players WHERE removed = 0 AND team IS NOT NULL GROUP BY team",
  );
  for (const row of rows) if (row.team < teams) sizes[row.team] = row.n;
  return sizes;
}
