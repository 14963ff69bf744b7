// A crowd of live results sockets on one question, as that many open question pages would hold,
// with Node's own WebSocket (`--experimental-websocket` on Node 20; built in from Node 22).
import { livePath } from "#domain/live.ts";

type Counts = { votesA: number; votesB: number; viewers: number };
type Waiting = { total: number; remaining: Set<number>; resolve: (lastSeenAt: number) => void };

const OPEN_BATCH = 50;
const OPEN_TIMEOUT_MS = 30_000;

export class LiveCrowd {
  private readonly sockets: WebSocket[] = [];
  /** The newest message each socket heard. */
  private readonly heard: Counts[] = [];
  private waiting: Waiting | undefined;

  constructor(
    private readonly baseURL: string,
    private readonly questionId: string,
  ) {}

  /** Opens `count` sockets, `OPEN_BATCH` at a time, each resolved once its first counts arrive. */
  async open(count: number): Promise<void> {
    for (let start = 0; start < count; start += OPEN_BATCH) {
      const batch = Array.from({ length: Math.min(OPEN_BATCH, count - start) }, (_, i) =>
        this.openOne(start + i),
      );
      await Promise.all(batch);
    }
  }

  get size(): number {
    return this.sockets.length;
  }

  /** Every socket's last message, for checking what the crowd agrees on. */
  lastHeard(): readonly Counts[] {
    return this.heard;
  }

  /** Resolves with the moment the last socket heard a total of at least `total`. */
  allSee(total: number, timeoutMs = 10_000): Promise<number> {
    const remaining = new Set<number>();
    this.heard.forEach((counts, i) => {
      if (counts.votesA + counts.votesB < total) remaining.add(i);
    });
    if (remaining.size === 0) return Promise.resolve(performance.now());
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting = undefined;
        reject(new Error(`${remaining.size} of ${this.size} sockets never saw ${total} votes`));
      }, timeoutMs);
      this.waiting = {
        total,
        remaining,
        resolve: (at) => {
          clearTimeout(timer);
          this.waiting = undefined;
          resolve(at);
        },
      };
    });
  }

  close(): void {
    for (const socket of this.sockets) socket.close(1000);
  }

  private openOne(index: number): Promise<void> {
    const url = new URL(livePath(this.questionId), this.baseURL);
    url.protocol = "ws:";
    const socket = new WebSocket(url);
    this.sockets[index] = socket;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`socket ${index} did not open`)), OPEN_TIMEOUT_MS);
      socket.addEventListener("message", (event) => {
        const counts = JSON.parse(String(event.data)) as Counts;
        const first = this.heard[index] === undefined;
        this.heard[index] = counts;
        if (first) {
          clearTimeout(timer);
          resolve();
        }
        this.noteSeen(index, counts);
      });
      socket.addEventListener("error", () => reject(new Error(`socket ${index} failed`)));
    });
  }

  private noteSeen(index: number, counts: Counts) {
    const waiting = this.waiting;
    if (!waiting || counts.votesA + counts.votesB < waiting.total) return;
    waiting.remaining.delete(index);
    if (waiting.remaining.size === 0) waiting.resolve(performance.now());
  }
}
