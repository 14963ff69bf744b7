import { describe, expect, it } from "vitest";
import type { Question } from "#domain/question.ts";
import { ALREADY_VOTED, QUESTION_NOT_FOUND, voteAnswer, votedIn } from "#domain/vote.ts";

const question: Question = {
  id: "q1",
  slug: "fly-or-be-invisible",
  questionText: "Would you rather fly or be invisible?",
  optionA: "Fly",
  optionB: "Be invisible",
  language: "en",
  votesA: 3,
  votesB: 5,
  category: "Funny",
  createdAt: "2026-01-01T00:00:00.000Z",
  commentCount: 0,
  submittedBy: "anonymous",
};

// The API and the page action both answer a vote through voteAnswer, so these are the answers of both.
describe("voteAnswer", () => {
  it("answers a new vote with 200, the question's counts and the choice", () => {
    const answer = voteAnswer({ status: "accepted", option: "B", question });
    expect(answer).toEqual({ status: 200, body: { success: true, data: question, vote: { option: "B" } } });
    expect(votedIn(answer.body)).toEqual({ option: "B", votesA: 3, votesB: 5 });
  });

  it("refuses a repeat with 409 but keeps the earlier choice and the counts, which pages show as voted", () => {
    const answer = voteAnswer({ status: "already-voted", option: "A", question });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      success: false,
      error: ALREADY_VOTED(),
      vote: { option: "A" },
      data: question,
    });
    expect(votedIn(answer.body)).toEqual({ option: "A", votesA: 3, votesB: 5 });
  });

  it("answers an unknown or hidden question with 404 and no vote", () => {
    const answer = voteAnswer({ status: "not-found" });
    expect(answer).toEqual({ status: 404, body: { success: false, error: QUESTION_NOT_FOUND() } });
    expect(votedIn(answer.body)).toBeUndefined();
  });
});
