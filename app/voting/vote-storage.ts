// The browser-storage record of votes: a list of voted ids and, per question, the option and
// when it was chosen. The server stays the source of truth; this record is a convenience for the visitor.

const VOTED_IDS = "wyr:voted";
const voteKey = (id: string) => `wyr:vote:${id}`;

export type StoredVote = { option: "A" | "B"; timestamp: number };

export function rememberVote(questionId: string, option: "A" | "B") {
  try {
    const ids = new Set<string>(JSON.parse(localStorage.getItem(VOTED_IDS) ?? "[]"));
    ids.add(questionId);
    localStorage.setItem(VOTED_IDS, JSON.stringify([...ids]));
    localStorage.setItem(
      voteKey(questionId),
      JSON.stringify({ option, timestamp: Date.now() } satisfies StoredVote),
    );
  } catch {
    // Private browsing or a full quota: the server still knows the vote.
  }
}
