import { DurableObject } from "cloudflare:workers";
import type { CommentView } from "#domain/discussion.ts";
import { toLiveComment } from "#domain/live.ts";
import type { Question } from "#domain/question.ts";
import type { VoteOption, VoteOutcome } from "#domain/vote.ts";
import { createDb } from "#worker/db/client.ts";
import { findPublished } from "#worker/db/questions.ts";
import type { QuestionRow } from "#worker/db/schema.ts";
import { LiveViewers, questionIdOfLiveRequest } from "#worker/live-results/live-viewers.ts";
import { toQuestion } from "#worker/services/question-shape.ts";
import { BallotBox } from "./ballot-box";
import { retryDelayMs } from "./flush-backoff";
import { adoptShardCount, assertCallsHome, HomeLink, joinHome, storedShard } from "./shard-protocol";
import {
  type Shard,
  type ShardAddress,
  shardIndexOf,
  shardName,
  sumCounts,
  toSnapshot,
  UNSHARDED,
} from "./shards";
import * as store from "./vote-store";
import { writeBehind } from "./write-behind";

/** One voter's vote on its way to the question's object. */
export type Ballot = { voter: string; option: VoteOption };
export type Counts = { votesA: number; votesB: number };
/** Counts summed over the question's shards; `byShard` is what they were summed from. */
export type Snapshot = Counts & { yourVote: VoteOption | null; byShard: Counts[] };
export type QuestionInfo = Omit<Question, "votesA" | "votesB">;
/** One object's part of a question for reconcile: its own counts and a page of its voters (by seq). */
export type VoteExport = {
  shard: Shard;
  own: Counts;
  voters: { voter: string; option: VoteOption }[];
  /** Pass it back for the next page; null after the last. */
  nextSeq: number | null;
};
/** What home hands a shard as it starts: the question, the voters home already counted for it, the counts. */
export type ShardJoin = { question: QuestionInfo | null; voters: store.VoterChoice[]; byShard: Counts[] };

/** How long votes gather before they are written behind to D1 (and a shard reports to home). */
export const FLUSH_DELAY_MS = 1000;
/** How stale home's copy of its question may get before it reads D1 again (see recheckQuestion). */
export const QUESTION_RECHECK_MS = 5 * 60 * 1000;

const ZERO_COUNTS = "update questions set votes_a = 0, votes_b = 0 where id = ?";
const noFailure = () => undefined;
const emptySnapshot = (): Snapshot => toSnapshot([{ votesA: 0, votesB: 0 }], null);

/**
 * One object per question (its "home"), plus for a hot question shards 1..N-1 that each own the
 * voters whose hash maps to them (docs/decisions/0003). Every vote is one synchronous SQLite step
 * in the voter's object (insert the voter, bump the count), so concurrent requests can never double
 * count; D1 is updated from an alarm, never once per vote.
 */
export class QuestionVotes extends DurableObject<Cloudflare.Env> {
  private readonly sql: SqlStorage;
  private alarmArmed = false;
  /** Write-behinds that failed in a row, for the backoff; an object that restarts begins again at 0. */
  private failuresInARow = 0;
  /** The published question; home learns it from D1 once, a shard from home once, then storage keeps it. */
  private info: QuestionInfo | undefined;
  /** Home's question was retired or unpublished after home learnt it: it takes no more votes. */
  private closed = false;
  private schemaReady: boolean;
  /** Home is index 0 and learns the count once sharding starts; a shard learns both as it joins. */
  private shard: Shard = UNSHARDED;
  /** Only on shards (index > 0), once they have joined. */
  private homeLink: HomeLink | undefined;
  /** Votes that arrived together, waiting to be counted together. */
  private readonly ballotBox = new BallotBox<VoteOutcome>();
  /** Pages watching the question's results; only home has any (worker/live-results/live-viewers.ts). */
  private readonly live: LiveViewers;

  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.live = new LiveViewers(ctx, () => this.liveCounts());
    // Tables are made only once the object learns a published question, so a vote for a made-up
    // id leaves no stored object behind.
    this.schemaReady = store.hasSchema(this.sql);
    if (this.schemaReady) {
      store.createSchema(this.sql);
      const stored = store.readMeta(this.sql, "question");
      this.info = stored ? (JSON.parse(stored) as QuestionInfo) : undefined;
      this.closed = store.readMeta(this.sql, "closed") === "1";
      this.shard = storedShard(this.sql);
      if (this.info && this.shard.index > 0) this.linkHome(this.info.id);
    }
  }

  /**
   * One vote. Votes arriving together are counted together (worker/votes/ballot-box.ts): one
   * synchronous step of voteMany for all of them.
   */
  vote(questionId: string, voter: string, option: VoteOption, shard = UNSHARDED): Promise<VoteOutcome> {
    // A round is counted with its callers' own address: a caller whose setting disagrees with the
    // stored count is then refused without failing the votes that arrived beside it.
    const round = `${questionId}/${shard.index}/${shard.count}`;
    return this.ballotBox.cast(round, { voter, option }, (ballots) =>
      this.voteMany(questionId, ballots, shard),
    );
  }

  /**
   * Votes, with no D1 read once the object knows its question: each voter is inserted (ignored when
   * present) and counted in one synchronous step for the whole batch, so repeats and races count
   * once, in the batch or across batches. The outcomes come back in the ballots' order.
   */
  async voteMany(questionId: string, ballots: Ballot[], shard = UNSHARDED): Promise<VoteOutcome[]> {
    if (ballots.length === 0) return [];
    const info = await this.knownQuestion(questionId, shard);
    if (!info) return ballots.map(() => ({ status: "not-found" }));
    if (this.homeLink) await this.homeLink.hearIfStale();
    // Nothing awaits from here to the inserts, so home cannot learn the shard count in between:
    // once it knows it, it never counts a voter that another shard owns (decision 0017).
    const stray = ballots
      .map((ballot) => shardIndexOf(ballot.voter, this.shard.count))
      .find((owner) => owner !== this.shard.index);
    // Only a caller whose setting disagrees with the stored count sends one; nothing of its round is written.
    if (stray !== undefined) {
      throw new Error(`A voter of shard ${stray} of ${this.shard.count} reached shard ${this.shard.index}.`);
    }
    const outcomes = this.ctx.storage.transactionSync(() => {
      const now = Date.now();
      const recorded = ballots.map((ballot) => store.recordVote(this.sql, ballot.voter, ballot.option, now));
      const question = { ...info, ...sumCounts(store.countsByShard(this.sql, this.shard)) };
      return recorded.map(
        (vote): VoteOutcome => ({
          status: vote.counted ? "accepted" : "already-voted",
          option: vote.option,
          question,
        }),
      );
    });
    if (outcomes.some((outcome) => outcome.status === "accepted")) {
      this.live.changed();
      await this.armAlarm(FLUSH_DELAY_MS);
    }
    return outcomes;
  }

  /**
   * Only a live results socket comes here (see liveSocketRequest), to the question's home object.
   * No D1 read once home knows its question; a missing or unpublished question is refused.
   */
  override async fetch(request: Request): Promise<Response> {
    const questionId = questionIdOfLiveRequest(request);
    if (!questionId || !(await this.publishedQuestion(questionId))) {
      return Response.json({ success: false, error: "Question not found." }, { status: 404 });
    }
    return this.live.accept();
  }

  override webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): void {
    this.live.received(socket, message);
  }

  override webSocketClose(socket: WebSocket, code: number): void {
    this.live.left(socket, code);
  }

  override webSocketError(socket: WebSocket): void {
    this.live.left(socket);
  }

  /**
   * Home, for a newly published comment on its question: the pages watching it hear it with their
   * next counts (worker/live-results/comment-news.ts). Only its public view is sent; with no page
   * open it is dropped, and nothing is read or stored either way.
   */
  announceComment(questionId: string, comment: CommentView): void {
    const message = toLiveComment(comment);
    if (message && comment.questionId === questionId && this.info?.id === questionId) {
      this.live.announce(message);
    }
  }

  /** Whether the question takes votes and likes; reads D1 only the first time. */
  async isOpen(questionId: string): Promise<boolean> {
    return (await this.publishedQuestion(questionId)) !== undefined;
  }

  /** Counts (this object's live, the other shards' as last heard) and the voter's choice. */
  async snapshot(voter?: string, shard?: ShardAddress): Promise<Snapshot> {
    if (shard && shard.index > 0 && !(await this.knownQuestion(shard.questionId, shard))) {
      return emptySnapshot();
    }
    if (!this.schemaReady) return emptySnapshot();
    const yourVote = voter ? store.optionOf(this.sql, voter) : null;
    return toSnapshot(store.countsByShard(this.sql, this.shard), yourVote);
  }

  /**
   * Home, called once by each shard as it starts. In one synchronous step home fixes the shard
   * count (from then on it counts no voter another shard owns) and hands over the voters it has
   * already counted that this shard owns.
   */
  async joinShards(questionId: string, shard: Shard): Promise<ShardJoin> {
    assertCallsHome(this.shard, shard);
    const info = await this.publishedQuestion(questionId);
    if (!info) return { question: null, voters: [], byShard: [] };
    this.shard = adoptShardCount(this.sql, this.shard, shard.count, questionId);
    const voters = store.votersOwnedBy(this.sql, shard);
    return { question: info, voters, byShard: store.countsByShard(this.sql, this.shard) };
  }

  /**
   * Reads the question from D1 now rather than at the next recheck, so a hidden, restored or edited
   * question takes effect at once; home passes it on to every shard it has counted for. An object
   * that never learnt the question has nothing to forget: it reads D1 when first asked anyway.
   */
  async refreshQuestion(questionId: string): Promise<void> {
    if (this.info?.id !== questionId) return;
    await this.readQuestionAgain();
    if (this.shard.index === 0 && this.shard.count > 1) {
      const shards = Array.from({ length: this.shard.count - 1 }, (_, i) => i + 1);
      await Promise.all(shards.map((index) => this.objectFor(questionId, index).refreshQuestion(questionId)));
    }
  }

  /** Home, from a shard's alarm: keeps its counts for totals and D1, answers with everyone's. */
  async reportShard(questionId: string, shard: Shard, counts: Counts): Promise<Counts[]> {
    assertCallsHome(this.shard, shard);
    if (this.info?.id !== questionId) throw new Error(`A report for ${questionId} reached another question.`);
    this.shard = adoptShardCount(this.sql, this.shard, shard.count, questionId);
    const report: Counts[] = [];
    report[shard.index] = counts;
    if (store.rememberShardCounts(this.sql, this.shard, report)) {
      this.live.changed(); // the pages see every shard's votes, summed
      await this.armAlarm(FLUSH_DELAY_MS);
    }
    return store.countsByShard(this.sql, this.shard);
  }

  /** Reconcile reads every object of a question this way; an object that never counted answers empty. */
  async exportVotes(afterSeq: number, limit: number): Promise<VoteExport> {
    if (!this.schemaReady)
      return { shard: this.shard, own: { votesA: 0, votesB: 0 }, voters: [], nextSeq: null };
    const page = store.votersAfter(this.sql, afterSeq, limit);
    const voters = page.map(({ voter, option }) => ({ voter, option }));
    const nextSeq = page.length === limit ? (page.at(-1)?.seq ?? null) : null;
    return { shard: this.shard, own: store.ownCounts(this.sql), voters, nextSeq };
  }

  /**
   * Reconcile --apply: every voter and the counts go to D1 again through the ordinary write-behind,
   * which is idempotent and ordered with the votes still arriving, starting now. The home object of
   * a question that never took a vote (`asHomeOf`) writes its zero counts itself: a vote arriving
   * meanwhile reads D1 after this write, and its own write-behind comes a second later.
   */
  async replayToD1(asHomeOf?: string): Promise<void> {
    if (!this.schemaReady || !this.info) {
      if (asHomeOf) await this.env.DB.prepare(ZERO_COUNTS).bind(asHomeOf).run();
      return;
    }
    store.markNothingFlushed(this.sql);
    await this.ctx.storage.setAlarm(Date.now());
    this.alarmArmed = true;
  }

  /**
   * Writes behind to D1 (a shard then reports to home) and re-arms itself while more remain. After
   * a failure it re-arms itself with backoff, even when it then throws: the runtime's own retries
   * stop after six, and the rows must reach D1 however long D1 is away.
   */
  override async alarm(): Promise<void> {
    this.alarmArmed = false;
    const questionId = this.schemaReady ? this.info?.id : undefined;
    if (!questionId) return;
    let failed = true;
    try {
      const written = await writeBehind(this.sql, this.env, questionId, this.shard);
      const reported = this.homeLink ? await this.homeLink.report() : true;
      await this.recheckQuestion();
      failed = written === "d1-failed" || !reported;
      if (!failed && written === "more") await this.armAlarm(FLUSH_DELAY_MS);
    } finally {
      if (failed) await this.armRetry();
      else this.failuresInARow = 0;
    }
  }

  /** The question this object counts for: home learns it from D1 once, a shard from home once. */
  private async knownQuestion(questionId: string, shard: Shard): Promise<QuestionInfo | undefined> {
    if (shard.index === 0) {
      const info = await this.publishedQuestion(questionId);
      if (info && shard.count > 1) {
        this.shard = adoptShardCount(this.sql, this.shard, shard.count, questionId);
      }
      return info;
    }
    if (!this.info) {
      // No call may run here before this shard knows which of its voters home already counted.
      // A failure comes back as a value: thrown inside blockConcurrencyWhile it would reset the object.
      const failure = await this.ctx.blockConcurrencyWhile(() =>
        this.join(questionId, shard).then(noFailure, (error: unknown) => error),
      );
      if (failure) throw failure;
    }
    if (this.info?.id !== questionId) return undefined;
    if (this.closed) await this.recheckQuestion();
    if (this.closed) return undefined;
    if (this.shard.index !== shard.index || this.shard.count !== shard.count) {
      throw new Error(
        `Shard ${this.shard.index}/${this.shard.count} was called as ${shard.index}/${shard.count}.`,
      );
    }
    return this.info;
  }

  private async join(questionId: string, shard: Shard) {
    if (this.info) return;
    const info = await joinHome(this.ctx.storage, this.objectFor(questionId, 0), questionId, shard);
    if (!info) return;
    [this.schemaReady, this.info, this.shard] = [true, info, shard];
    this.linkHome(info.id, Date.now());
  }

  private linkHome(questionId: string, heardAt?: number) {
    this.homeLink = new HomeLink(this.sql, this.objectFor(questionId, 0), questionId, this.shard, heardAt);
  }

  private objectFor(questionId: string, index: number) {
    const namespace = this.env.QUESTION_VOTES;
    return namespace.get(namespace.idFromName(shardName(questionId, index)));
  }

  /**
   * A published question is learnt once; a missing or unpublished one is not, so publishing it
   * later needs no message here. A closed one is read again now and then, in case it is back.
   */
  private async publishedQuestion(questionId: string): Promise<QuestionInfo | undefined> {
    if (this.info?.id === questionId) {
      if (this.closed) await this.recheckQuestion();
      return this.closed ? undefined : this.info;
    }
    if (this.info) return undefined; // an id that is not this object's question
    const row = await findPublished(createDb(this.env.DB), { id: questionId });
    if (!row) return undefined;
    store.createSchema(this.sql);
    this.schemaReady = true;
    this.learn(row);
    return this.info;
  }

  /**
   * Home and each shard read their question again once their copy is QUESTION_RECHECK_MS old: from
   * the alarm that follows votes (never on the vote itself), or on a vote for a closed question. A
   * question hidden, retired or unpublished since then closes within one flush; an edited one shows
   * its new text. Moderation need not wait for this: it calls refreshQuestion.
   */
  private async recheckQuestion(now = Date.now()) {
    if (!this.info) return;
    const checkedAt = Number(store.readMeta(this.sql, "question_checked_at") ?? 0);
    if (now - checkedAt < QUESTION_RECHECK_MS) return;
    await this.readQuestionAgain(now);
  }

  private async readQuestionAgain(now = Date.now()) {
    if (!this.info) return;
    const row = await findPublished(createDb(this.env.DB), { id: this.info.id });
    if (row) this.learn(row, now);
    else {
      this.closed = true;
      store.writeMeta(this.sql, { closed: "1", question_checked_at: String(now) });
      this.live.closeAll();
    }
  }

  private learn(row: QuestionRow, now = Date.now()) {
    const { votesA: _a, votesB: _b, ...info } = toQuestion(row);
    this.info = info;
    this.closed = false;
    store.writeMeta(this.sql, {
      question_id: info.id,
      question: JSON.stringify(info),
      closed: "0",
      question_checked_at: String(now),
    });
  }

  /** What the pages see: this object's counts and the other shards' as last reported. */
  private liveCounts(): Counts {
    return this.schemaReady ? sumCounts(store.countsByShard(this.sql, this.shard)) : { votesA: 0, votesB: 0 };
  }

  /** Replaces any sooner alarm a vote set meanwhile, so a struggling D1 gets the whole backoff. */
  private async armRetry() {
    this.failuresInARow += 1;
    await this.ctx.storage.setAlarm(Date.now() + retryDelayMs(this.failuresInARow));
    this.alarmArmed = true;
  }

  private async armAlarm(delayMs: number) {
    if (this.alarmArmed) return;
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + delayMs);
    this.alarmArmed = true;
  }
}
