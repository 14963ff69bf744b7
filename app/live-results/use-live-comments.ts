import { useEffect, useRef } from "react";
import type { CommentView } from "#domain/discussion.ts";
import { listenLive } from "./shared-live";

/**
 * Calls onComment for each comment newly published on the question while the page shows it, as the
 * question's home object sends them (docs/decisions/0028). It rides the page's one socket for the
 * question, shared with the live results, and opens it only if nothing else has. Each comment is the
 * public view (not the reader's own marks); one the page already shows may come again after a load,
 * so match by id.
 */
export function useLiveComments(questionId: string, onComment: (comment: CommentView) => void): void {
  // The latest callback, so a new function each render does not reopen anything.
  const latest = useRef(onComment);
  useEffect(() => {
    latest.current = onComment;
  });
  useEffect(
    () =>
      listenLive(questionId, {
        comment: (comment) => {
          if (comment.questionId === questionId) latest.current(comment);
        },
      }),
    [questionId],
  );
}
