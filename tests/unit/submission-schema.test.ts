import { describe, expect, it } from "vitest";
import { fieldErrors, firstMessage, submissionSchema, voteSchema } from "#domain/schemas.ts";

const valid = {
  questionText: "Would you rather fly or swim?",
  optionA: "Fly",
  optionB: "Swim",
  category: "Kids",
};

function errorOf(input: unknown) {
  const result = submissionSchema.safeParse(input);
  if (result.success) throw new Error("expected a failure");
  return firstMessage(result.error);
}

describe("submission schema", () => {
  it("checks required fields before lengths, in a fixed order", () => {
    expect(errorOf({})).toBe("Please enter a question");
    expect(errorOf({ questionText: "x".repeat(300) })).toBe("Please enter Option A");
    expect(errorOf({ ...valid, optionB: " " })).toBe("Please enter Option B");
    expect(errorOf({ ...valid, category: "" })).toBe("Please select a category");
    expect(errorOf({ ...valid, questionText: "x".repeat(201), optionB: "y".repeat(101) })).toBe(
      "Question cannot exceed 200 characters",
    );
    expect(errorOf({ ...valid, optionB: "y".repeat(101) })).toBe("Options cannot exceed 100 characters");
  });

  it("trims values and omits an empty nickname", () => {
    const parsed = submissionSchema.parse({
      ...valid,
      questionText: `  ${valid.questionText}  `,
      submittedBy: "   ",
    });
    expect(parsed.questionText).toBe(valid.questionText);
    expect(parsed.submittedBy).toBeUndefined();
  });

  it("limits the nickname to 50 characters", () => {
    expect(errorOf({ ...valid, submittedBy: "n".repeat(51) })).toBe("Nickname cannot exceed 50 characters");
    expect(submissionSchema.parse({ ...valid, submittedBy: "n".repeat(50) }).submittedBy).toHaveLength(50);
  });

  it("maps each field to its first error for the form", () => {
    const result = submissionSchema.safeParse({ ...valid, optionA: "", optionB: "" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        optionA: "Please enter Option A",
        optionB: "Please enter Option B",
      });
    }
  });
});

describe("vote schema", () => {
  it("accepts A or B in any case and nothing else", () => {
    expect(voteSchema.parse({ option: "a" })).toEqual({ option: "A" });
    expect(voteSchema.parse({ option: " B " })).toEqual({ option: "B" });
    for (const option of ["C", "", 1, undefined])
      expect(voteSchema.safeParse({ option }).success).toBe(false);
  });
});
