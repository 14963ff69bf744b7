// The SQLite storage of one QuestionVotes object, as plain functions taking its `sql` first.

import type { VoteOption } from "#domain/vote.ts";
import type { VoteRow } from "#worker/votes/vote-rows.ts";
import type { Counts } from "./question-votes";
import { type Shard, shardIndexOf } from "./shards";

export type VoterChoice = { voter: string; option: VoteOption; createdAt: number };

export function hasSchema(sql: SqlStorage): boolean {
  return (
    sql.exec("select 1 from sqlite_master where type = 'table' and name = 'counts'").toArray().length > 0
  );
}

/** Idempotent, so objects made before a table was added gain it when they start. */
export function createSchema(sql: SqlStorage) {
  sql.exec(`
    create table if not exists meta (key text primary key, value text not null);
    create table if not exists counts (id integer primary key check (id = 1), a integer not null, b integer not null);
    insert or ignore into counts (id, a, b) values (1, 0, 0);
    create table if not exists voters (
      seq integer primary key autoincrement,
      voter text not null unique,
      option text not null check (option in ('A', 'B')),
      created_at integer not null,
      flushed integer not null default 0
    );
    create table if not exists shard_counts (shard integer primary key, a integer not null, b integer not null);
    drop index if exists voters_unflushed;
  `);
  // What is written to D1 is a prefix of the voters by seq, so one mark replaces a flag per row
  // (a second write and an index entry per vote). Objects from before take the mark from the flags.
  sql.exec(
    "insert or ignore into meta (key, value) values ('flushed_seq', (select coalesce(max(seq), 0) from voters where flushed = 1))",
  );
}

function flushedSeq(sql: SqlStorage): number {
  return Number(readMeta(sql, "flushed_seq") ?? 0);
}

export function readMeta(sql: SqlStorage, key: string): string | undefined {
  return sql.exec<{ value: string }>("select value from meta where key = ?", key).toArray()[0]?.value;
}

export function writeMeta(sql: SqlStorage, entries: Record<string, string>) {
  for (const [key, value] of Object.entries(entries)) {
    sql.exec("insert or replace into meta (key, value) values (?, ?)", key, value);
  }
}

/** The votes this object counted itself. */
export function ownCounts(sql: SqlStorage): Counts {
  const row = sql.exec<{ a: number; b: number }>("select a, b from counts where id = 1").one();
  return { votesA: row.a, votesB: row.b };
}

export function optionOf(sql: SqlStorage, voter: string): VoteOption | null {
  return (
    sql.exec<{ option: VoteOption }>("select option from voters where voter = ?", voter).toArray()[0]
      ?.option ?? null
  );
}

/**
 * Inserts the voter (ignored when present) and bumps the count; call inside `transactionSync`.
 * Returns the voter's option and whether this call counted it.
 */
export function recordVote(sql: SqlStorage, voter: string, option: VoteOption, at: number) {
  const inserted = sql
    .exec(
      "insert into voters (voter, option, created_at) values (?, ?, ?) on conflict (voter) do nothing returning seq",
      voter,
      option,
      at,
    )
    .toArray();
  if (inserted.length === 0) return { counted: false, option: optionOf(sql, voter) ?? option };
  sql.exec(option === "A" ? "update counts set a = a + 1" : "update counts set b = b + 1");
  return { counted: true, option };
}

/** Home's voters that belong to `shard`, handed over when that shard starts. */
export function votersOwnedBy(sql: SqlStorage, shard: Shard): VoterChoice[] {
  const owned: VoterChoice[] = [];
  const rows = sql.exec<{ voter: string; option: VoteOption; created_at: number }>(
    "select voter, option, created_at from voters",
  );
  for (const row of rows) {
    if (shardIndexOf(row.voter, shard.count) === shard.index) {
      owned.push({ voter: row.voter, option: row.option, createdAt: row.created_at });
    }
  }
  return owned;
}

/**
 * Voters counted at home before sharding: stored so they answer "already voted", but not counted
 * here, and marked written because home writes their rows to D1.
 */
export function importVotersCountedAtHome(sql: SqlStorage, voters: VoterChoice[]) {
  for (const v of voters) {
    sql.exec(
      "insert or ignore into voters (voter, option, created_at) values (?, ?, ?)",
      v.voter,
      v.option,
      v.createdAt,
    );
  }
  markFlushed(sql, sql.exec<{ seq: number }>("select coalesce(max(seq), 0) as seq from voters").one().seq);
}

/** Per shard: this object's own counts live, the others' as last heard. */
export function countsByShard(sql: SqlStorage, self: Shard): Counts[] {
  if (self.count === 1) return [ownCounts(sql)];
  const byShard: Counts[] = Array.from({ length: self.count }, () => ({ votesA: 0, votesB: 0 }));
  const rows = sql.exec<{ shard: number; a: number; b: number }>("select shard, a, b from shard_counts");
  for (const row of rows) {
    if (row.shard < self.count) byShard[row.shard] = { votesA: row.a, votesB: row.b };
  }
  byShard[self.index] = ownCounts(sql);
  return byShard;
}

/** Keeps the larger figure per shard (counts only grow); true when anything moved. */
export function rememberShardCounts(sql: SqlStorage, self: Shard, byShard: readonly Counts[]): boolean {
  let changed = false;
  byShard.forEach((counts, shard) => {
    if (shard === self.index || shard >= self.count) return;
    const moved = sql
      .exec(
        `insert into shard_counts (shard, a, b) values (?, ?, ?)
         on conflict (shard) do update set a = max(a, excluded.a), b = max(b, excluded.b)
         where excluded.a > a or excluded.b > b
         returning shard`,
        shard,
        counts.votesA,
        counts.votesB,
      )
      .toArray();
    changed ||= moved.length > 0;
  });
  return changed;
}

export function unflushedVotes(sql: SqlStorage, limit: number): { rows: VoteRow[]; lastSeq: number } {
  const pending = sql
    .exec<{ seq: number; voter: string; option: VoteOption; created_at: number }>(
      "select seq, voter, option, created_at from voters where seq > ? order by seq limit ?",
      flushedSeq(sql),
      limit,
    )
    .toArray();
  return {
    rows: pending.map((r) => ({ voterHash: r.voter, option: r.option, createdAt: r.created_at })),
    lastSeq: pending.at(-1)?.seq ?? 0,
  };
}

/** A page of this object's voters in insertion order, for reconcile (worker/services/reconcile.ts). */
export function votersAfter(sql: SqlStorage, afterSeq: number, limit: number) {
  return sql
    .exec<{ seq: number; voter: string; option: VoteOption }>(
      "select seq, voter, option from voters where seq > ? order by seq limit ?",
      afterSeq,
      limit,
    )
    .toArray();
}

/** Everything is written to D1 again by the next write-behinds (reconcile --apply). */
export function markNothingFlushed(sql: SqlStorage) {
  writeMeta(sql, { flushed_seq: "0" });
}

export function markFlushed(sql: SqlStorage, lastSeq: number) {
  if (lastSeq > flushedSeq(sql)) writeMeta(sql, { flushed_seq: String(lastSeq) });
}

export function hasUnflushed(sql: SqlStorage): boolean {
  return sql.exec("select 1 from voters where seq > ? limit 1", flushedSeq(sql)).toArray().length > 0;
}
