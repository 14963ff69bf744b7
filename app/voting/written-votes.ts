import { WRITTEN_VOTES_SCRIPT_ID } from "#domain/personal-questions.ts";

type Vote = "A" | "B";

let written: Map<string, Vote> | undefined;

/** The votes the worker wrote onto this document (worker/http/written-votes.ts); none on the server. */
function writtenVotes(): Map<string, Vote> {
  if (typeof document === "undefined") return new Map();
  written ??= parseVotes(document.getElementById(WRITTEN_VOTES_SCRIPT_ID)?.textContent);
  return written;
}

function parseVotes(json: string | undefined): Map<string, Vote> {
  const votes = new Map<string, Vote>();
  if (!json) return votes;
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== "object" || parsed === null) return votes;
    for (const [id, vote] of Object.entries(parsed)) {
      if (vote === "A" || vote === "B") votes.set(id, vote);
    }
  } catch {
    // A page without valid votes hydrates as the page everyone gets; its cards show no choice.
  }
  return votes;
}

/**
 * The visitor's vote on a card or a question page: the loader's when it knows one, else the one
 * written onto this document's shared copy. The page's loader data is the shared copy's, so
 * without the written votes it would hydrate back to "not voted". Votes are never taken back, and the
 * visitor only changes with a new document (signing in and out reload it), so they stay true.
 */
export function writtenVote(questionId: string, fromLoader: Vote | null): Vote | null {
  return fromLoader ?? writtenVotes().get(questionId) ?? null;
}
