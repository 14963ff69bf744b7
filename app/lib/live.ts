import { z } from "zod";

// The live results protocol, shared by the question's Durable Object (worker/votes/live-viewers.ts)
// and the pages (app/components/use-live-results.ts). docs/decisions/0010-live-results.md says why.

export const livePath = (questionId: string) => `/api/questions/${encodeURIComponent(questionId)}/live`;

/** At most ten messages a second per question, however fast the votes arrive. */
export const LIVE_INTERVAL_MS = 100;
/** The only messages a page sends are tiny; anything longer closes its socket. */
export const LIVE_MESSAGE_MAX_BYTES = 256;

/** Answered by the runtime itself, so a page checking its socket never wakes a hibernating object. */
export const LIVE_PING = "ping";
export const LIVE_PONG = "pong";

/** Close codes: the standard ones for bad input, and one of ours for a question that is gone. */
export const LIVE_CLOSE = {
  normal: 1000,
  unsupportedData: 1003,
  policyViolation: 1008,
  tooBig: 1009,
  /** The question was hidden or retired: the page stops reconnecting. */
  questionGone: 4404,
} as const;

/** Object to page: the counts (summed over shards) and how many sockets are open on the question. */
export const liveCountsSchema = z.object({
  type: z.literal("counts"),
  votesA: z.number().int().nonnegative(),
  votesB: z.number().int().nonnegative(),
  viewers: z.number().int().positive(),
});
export type LiveCounts = z.infer<typeof liveCountsSchema>;

/** Page to object: "send me the current counts" (after the tab comes back, say). */
export const liveRequestSchema = z.strictObject({ type: z.literal("sync") });
export type LiveRequest = z.infer<typeof liveRequestSchema>;

/** The public JSON read the page falls back to when sockets fail. */
export const polledQuestionSchema = z.object({
  success: z.literal(true),
  data: z.object({ votesA: z.number().int().nonnegative(), votesB: z.number().int().nonnegative() }),
});
