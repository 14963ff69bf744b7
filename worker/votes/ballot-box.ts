// The votes that reach a question's object in the same moment are counted together: one
// synchronous SQLite step, so one commit, for all of them, instead of one commit each. The object
// holds each answer until its commit is stored (in production, until it is durable), so under a
// spike the commits are what the crowd queues for; counting together took a quarter more votes a
// second on this machine (docs/decisions/0015-votes-counted-together.md).
//
// All of this runs inside one Durable Object, whose calls share one request context, so a call may
// wait on a round that another call opened (unlike two requests to a Worker).
import type { Ballot } from "./question-votes";

/** The most ballots counted in one step, so a step stays short however large the crowd. */
export const MAX_BALLOTS_PER_ROUND = 500;

type Round<T> = { ballots: Ballot[]; counted: Promise<T[]> };

export class BallotBox<T> {
  private readonly open = new Map<string, Round<T>>();

  constructor(private readonly maxBallots = MAX_BALLOTS_PER_ROUND) {}

  /**
   * The outcome of `ballot`, counted by `count` with every other ballot of the same `key` cast
   * before the object next turns to its timers: calls that have already arrived are taken first,
   * so they join this round. The first ballot of a round gives its `count`; it must answer the
   * ballots in their order.
   */
  async cast(key: string, ballot: Ballot, count: (ballots: Ballot[]) => Promise<T[]>): Promise<T> {
    let round = this.open.get(key);
    if (!round || round.ballots.length >= this.maxBallots) {
      round = this.openRound(key, count);
    }
    const at = round.ballots.push(ballot) - 1;
    const outcomes = await round.counted;
    if (outcomes.length !== round.ballots.length) {
      throw new Error(`${round.ballots.length} ballots were counted with ${outcomes.length} outcomes.`);
    }
    return outcomes[at] as T;
  }

  private openRound(key: string, count: (ballots: Ballot[]) => Promise<T[]>): Round<T> {
    const ballots: Ballot[] = [];
    const counted = new Promise<T[]>((resolve, reject) => {
      setTimeout(() => {
        // Closed before counting: a ballot arriving while this round is counted opens the next.
        if (this.open.get(key)?.ballots === ballots) this.open.delete(key);
        count(ballots).then(resolve, reject);
      }, 0);
    });
    const round = { ballots, counted };
    this.open.set(key, round);
    return round;
  }
}
