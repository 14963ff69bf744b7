import { DurableObject } from "cloudflare:workers";
import { createDb } from "../db/client";
import { findPublished } from "../db/questions";
import { flushVotes, type VoteRow } from "../db/votes";
import { type Question, toQuestion } from "../services/question-shape";

export type VoteOption = "A" | "B";
export type Counts = { votesA: number; votesB: number };
/** An expected outcome, never an exception: the caller turns it into a page state or a status code. */
export type VoteOutcome =
  | { status: "accepted" | "already-voted"; option: VoteOption; question: Question }
  | { status: "not-found" };
export type Snapshot = Counts & { yourVote: VoteOption | null };
type QuestionInfo = Omit<Question, "votesA" | "votesB">;

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
  /** The published question this object counts for; learnt from D1 once, then kept in storage. */
  private info: QuestionInfo | undefined;
  private schemaReady: boolean;

  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    // Tables are made only once the object learns a published question, so a vote for a made-up
    // id leaves no stored object behind.
    this.schemaReady = this.hasSchema();
    if (this.schemaReady) {
      const stored = this.meta("question");
      this.info = stored ? (JSON.parse(stored) as QuestionInfo) : undefined;
    }
  }

  /**
   * One vote, with no D1 read once the object knows its question: insert the voter (ignored when
   * present) and bump the count in one synchronous step, so repeats and races count once.
   */
  async vote(questionId: string, voter: string, option: VoteOption, at = Date.now()): Promise<VoteOutcome> {
    const info = await this.publishedQuestion(questionId);
    if (!info) return { status: "not-found" };
    const outcome = this.ctx.storage.transactionSync((): VoteOutcome => {
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
        return { status: "already-voted", option: earlier.option, question: { ...info, ...this.counts() } };
      }
      this.sql.exec(option === "A" ? "update counts set a = a + 1" : "update counts set b = b + 1");
      return { status: "accepted", option, question: { ...info, ...this.counts() } };
    });
    if (outcome.status === "accepted") await this.armAlarm(FLUSH_DELAY_MS);
    return outcome;
  }

  /** Whether the question takes votes and likes; reads D1 only the first time. */
  async isOpen(questionId: string): Promise<boolean> {
    return (await this.publishedQuestion(questionId)) !== undefined;
  }

  async snapshot(voter?: string): Promise<Snapshot> {
    if (!this.schemaReady) return { votesA: 0, votesB: 0, yourVote: null };
    const row = voter
      ? this.sql.exec<{ option: VoteOption }>("select option from voters where voter = ?", voter).toArray()[0]
      : undefined;
    return { ...this.counts(), yourVote: row?.option ?? null };
  }

  /** Writes counts and not-yet-written vote rows to D1; re-arms itself while more remain. */
  override async alarm(): Promise<void> {
    this.alarmArmed = false;
    if (!this.schemaReady) return;
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
    return this.info?.id ?? this.meta("question_id");
  }

  private hasSchema(): boolean {
    return (
      this.sql.exec("select 1 from sqlite_master where type = 'table' and name = 'counts'").toArray().length >
      0
    );
  }

  private createSchema() {
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
    this.schemaReady = true;
  }

  private meta(key: string): string | undefined {
    return this.sql.exec<{ value: string }>("select value from meta where key = ?", key).toArray()[0]?.value;
  }

  /**
   * A published question is remembered for good (moderation that hides or edits it will tell the
   * object); a missing or unpublished one is not, so publishing it later needs no message here.
   */
  private async publishedQuestion(questionId: string): Promise<QuestionInfo | undefined> {
    if (this.info?.id === questionId) return this.info;
    if (this.info) return undefined; // an id that is not this object's question
    const row = await findPublished(createDb(this.env.DB), { id: questionId });
    if (!row) return undefined;
    const { votesA: _a, votesB: _b, ...info } = toQuestion(row);
    this.createSchema();
    this.sql.exec(
      "insert or replace into meta (key, value) values ('question_id', ?), ('question', ?)",
      info.id,
      JSON.stringify(info),
    );
    this.info = info;
    return info;
  }

  private async armAlarm(delayMs: number) {
    if (this.alarmArmed) return;
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + delayMs);
    this.alarmArmed = true;
  }
}
