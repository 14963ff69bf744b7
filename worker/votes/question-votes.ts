import { DurableObject } from "cloudflare:workers";
import { createDb } from "../db/client";
import { flushVotes, type VoteRow } from "../db/votes";

export type VoteOption = "A" | "B";
export type Counts = { votesA: number; votesB: number };
export type VoteOutcome = Counts & { accepted: boolean; option: VoteOption };
export type Snapshot = Counts & { yourVote: VoteOption | null };

/** How long votes gather before they are written behind to D1. */
export const FLUSH_DELAY_MS = 1000;
const RETRY_DELAY_MS = 5000;
const FLUSH_BATCH = 500;

/**
 * One object per question: the source of truth for its counts and for who has voted.
 * Every vote is one synchronous SQLite step (insert the voter, bump the count), so concurrent
 * requests can never double count; D1 is updated from an alarm, never once per vote.
 */
export class QuestionVotes extends DurableObject<Cloudflare.Env> {
  private readonly sql: SqlStorage;
  private alarmArmed = false;

  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`
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
      create index if not exists voters_unflushed on voters (flushed, seq);
    `);
  }

  async vote(questionId: string, voter: string, option: VoteOption, at = Date.now()): Promise<VoteOutcome> {
    const outcome = this.ctx.storage.transactionSync(() => {
      this.sql.exec("insert or ignore into meta (key, value) values ('question_id', ?)", questionId);
      const inserted = this.sql
        .exec(
          "insert into voters (voter, option, created_at) values (?, ?, ?) on conflict (voter) do nothing returning seq",
          voter,
          option,
          at,
        )
        .toArray();
      if (inserted.length === 0) {
        const earlier = this.sql
          .exec<{ option: VoteOption }>("select option from voters where voter = ?", voter)
          .one();
        return { accepted: false, option: earlier.option, ...this.counts() };
      }
      this.sql.exec(option === "A" ? "update counts set a = a + 1" : "update counts set b = b + 1");
      return { accepted: true, option, ...this.counts() };
    });
    if (outcome.accepted) await this.armAlarm(FLUSH_DELAY_MS);
    return outcome;
  }

  async snapshot(voter?: string): Promise<Snapshot> {
    const row = voter
      ? this.sql.exec<{ option: VoteOption }>("select option from voters where voter = ?", voter).toArray()[0]
      : undefined;
    return { ...this.counts(), yourVote: row?.option ?? null };
  }

  /** Writes counts and not-yet-written vote rows to D1; re-arms itself while more remain. */
  override async alarm(): Promise<void> {
    this.alarmArmed = false;
    const questionId = this.questionId();
    if (!questionId) return;
    const pending = this.sql
      .exec<{ seq: number; voter: string; option: VoteOption; created_at: number }>(
        "select seq, voter, option, created_at from voters where flushed = 0 order by seq limit ?",
        FLUSH_BATCH,
      )
      .toArray();
    const rows: VoteRow[] = pending.map((r) => ({
      voterHash: r.voter,
      option: r.option,
      createdAt: r.created_at,
    }));
    const lastSeq = pending.at(-1)?.seq ?? 0;
    try {
      await flushVotes(createDb(this.env.DB), questionId, this.counts(), rows);
    } catch (error) {
      console.error("vote flush failed; retrying", questionId, error);
      await this.armAlarm(RETRY_DELAY_MS);
      return;
    }
    this.sql.exec("update voters set flushed = 1 where flushed = 0 and seq <= ?", lastSeq);
    const remaining = this.sql
      .exec<{ n: number }>("select count(*) as n from voters where flushed = 0")
      .one().n;
    if (remaining > 0) await this.armAlarm(FLUSH_DELAY_MS);
  }

  private counts(): Counts {
    const row = this.sql.exec<{ a: number; b: number }>("select a, b from counts where id = 1").one();
    return { votesA: row.a, votesB: row.b };
  }

  private questionId(): string | undefined {
    return this.sql.exec<{ value: string }>("select value from meta where key = 'question_id'").toArray()[0]
      ?.value;
  }

  private async armAlarm(delayMs: number) {
    if (this.alarmArmed) return;
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + delayMs);
    this.alarmArmed = true;
  }
}
