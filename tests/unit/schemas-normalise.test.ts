import { describe, expect, it } from "vitest";
import { readListParams } from "#app/lib/list-params.ts";
import { loginSchema, nameSchema, registerSchema } from "#domain/auth-schema.ts";
import { contactSchema } from "#domain/contact-schema.ts";
import { reportSchema } from "#domain/report-schema.ts";
import { listQuerySchema, submissionSchema, voteSchema } from "#domain/schemas.ts";

// Every schema the forms and the API share normalises text before its rules (NFKC, control and
// invisible characters removed): found by fuzzing, contact messages, report notes, names and
// searches were only trimmed, so "\u200B" passed as a name and control characters were stored.

const hidden = "\u200B\u2060\u202E\u0007";

describe("text is normalised before validation", () => {
  it("in a submission: folded, and invisible-only text counts as empty", () => {
    const parsed = submissionSchema.parse({
      questionText: "Would you rather ﬂy\u200B or ｓｗｉｍ?",
      optionA: "Fly\u0000",
      optionB: "Swim",
      category: "Ｆｕｎｎｙ",
      submittedBy: hidden,
    });
    expect(parsed).toEqual({
      questionText: "Would you rather fly or swim?",
      optionA: "Fly",
      optionB: "Swim",
      category: "Funny",
      submittedBy: undefined,
    });
    const empty = submissionSchema.safeParse({ ...parsed, optionA: hidden });
    expect(empty.error?.issues[0]?.message).toBe("Please enter Option A");
  });

  it("in a vote, a search and a category filter", () => {
    expect(voteSchema.parse({ option: "\u200Bｂ" })).toEqual({ option: "B" });
    const query = listQuerySchema(20, 100).parse({ search: "ﬁre\u202E", category: hidden });
    expect(query).toMatchObject({ search: "fire", category: undefined });
    const page = readListParams(
      new URL("https://wyr.example/x?q=%EF%AC%81re%E2%80%8B&category=%EF%BC%A6unny"),
    );
    expect(page).toMatchObject({ q: "fire", category: "Funny" });
  });

  it("in a contact message, keeping its lines", () => {
    const parsed = contactSchema.parse({
      name: `Sam${hidden}`,
      email: "ｓａｍ@example.com",
      subject: "\u200Bgeneral",
      message: "Hello\u0007 there,\r\n\r\n\r\n\r\nsecond\u200B line\u2028third",
    });
    expect(parsed).toEqual({
      name: "Sam",
      email: "sam@example.com",
      subject: "general",
      message: "Hello there,\n\nsecond line\nthird",
    });
    const empty = contactSchema.safeParse({ ...parsed, name: hidden });
    expect(empty.error?.issues[0]?.message).toBe("Please enter your name");
  });

  it("in a report: its reason and its note", () => {
    expect(
      reportSchema.parse({ reason: "ｓｐａｍ\u200B", note: ` line one\u0000\n\nline two${hidden}` }),
    ).toEqual({
      reason: "spam",
      note: "line one\n\nline two",
    });
    expect(reportSchema.safeParse({ reason: "other", note: hidden }).success).toBe(false);
  });

  it("in names and e-mail addresses, but never in passwords", () => {
    const password = "ｐａｓｓ\u200Bword";
    expect(
      registerSchema.parse({ fullName: `Sam${hidden}`, email: "sam@example.com\u200B", password }),
    ).toEqual({
      fullName: "Sam",
      email: "sam@example.com",
      password,
    });
    expect(loginSchema.parse({ email: "\u202Esam@example.com", password }).password).toBe(password);
    expect(nameSchema.safeParse({ name: hidden }).error?.issues[0]?.message).toBe("Please enter your name.");
  });
});
