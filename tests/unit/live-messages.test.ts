import { describe, expect, it } from "vitest";
import { readLiveCounts, readPolledCounts } from "#domain/live.ts";

describe("live results messages, as the page reads them", () => {
  it("takes a counts message from the question's object", () => {
    expect(readLiveCounts({ type: "counts", votesA: 3, votesB: 0, viewers: 2 })).toEqual({
      type: "counts",
      votesA: 3,
      votesB: 0,
      viewers: 2,
    });
  });

  it("refuses anything else, so a bad message never reaches the bars", () => {
    const bad = [
      null,
      "counts",
      [],
      { type: "sync" },
      { type: "counts", votesA: 1, votesB: 1 },
      { type: "counts", votesA: -1, votesB: 1, viewers: 1 },
      { type: "counts", votesA: 1.5, votesB: 1, viewers: 1 },
      { type: "counts", votesA: "1", votesB: 1, viewers: 1 },
      { type: "counts", votesA: 1, votesB: 1, viewers: 0 },
      { type: "counts", votesA: Number.NaN, votesB: 1, viewers: 1 },
    ];
    for (const message of bad) expect(readLiveCounts(message), JSON.stringify(message)).toBeNull();
  });

  it("reads the polled JSON's counts, and nothing from an error answer", () => {
    expect(readPolledCounts({ success: true, data: { id: "q", votesA: 4, votesB: 5 } })).toEqual({
      votesA: 4,
      votesB: 5,
    });
    expect(readPolledCounts({ success: false, error: "Question not found." })).toBeNull();
    expect(readPolledCounts({ success: true, data: { votesA: 4 } })).toBeNull();
    expect(readPolledCounts({ success: true, data: null })).toBeNull();
  });
});
