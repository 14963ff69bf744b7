import type { CommentView } from "#domain/discussion.ts";
import { connectLive, type LiveUpdate } from "./live-connection";

// A page has one socket per question, however many of its parts listen (the results, the
// discussion): the first part to listen opens it, the last to stop closes it.

/** What one part of a page wants from its question's socket; each takes only what it needs. */
export type LivePart = {
  update?: (update: LiveUpdate) => void;
  lost?: () => void;
  comment?: (comment: CommentView) => void;
};

type Shared = { parts: Set<LivePart>; last: LiveUpdate | null; stop: () => void };

const sockets = new Map<string, Shared>();

function open(questionId: string): Shared {
  const shared: Shared = { parts: new Set(), last: null, stop: () => undefined };
  shared.stop = connectLive(questionId, {
    update: (update) => {
      shared.last = update;
      for (const part of shared.parts) part.update?.(update);
    },
    lost: () => {
      if (shared.last) shared.last = { ...shared.last, viewers: null };
      for (const part of shared.parts) part.lost?.();
    },
    comment: (comment) => {
      for (const part of shared.parts) part.comment?.(comment);
    },
  });
  return shared;
}

/**
 * Listens on the page's socket for this question, opening it if no other part has. A part that
 * joins an open socket hears the latest counts at once. The returned function stops listening.
 */
export function listenLive(questionId: string, part: LivePart): () => void {
  let shared = sockets.get(questionId);
  if (!shared) {
    shared = open(questionId);
    sockets.set(questionId, shared);
  }
  const mine = shared;
  mine.parts.add(part);
  if (mine.last) part.update?.(mine.last);
  return () => {
    mine.parts.delete(part);
    if (mine.parts.size > 0 || sockets.get(questionId) !== mine) return;
    sockets.delete(questionId);
    mine.stop();
  };
}
