import { describe, expect, it } from "vitest";
import { CONTACT_SUBJECTS, contactSchema } from "#domain/contact-schema.ts";
import { fieldErrors } from "#domain/schemas.ts";

const valid = {
  name: "Sam Lee",
  email: "sam@example.com",
  subject: "feature",
  message: "Could you add a category about space?",
};

function errorsOf(input: unknown) {
  const result = contactSchema.safeParse(input);
  if (result.success) throw new Error("expected a failure");
  return fieldErrors(result.error);
}

describe("contact schema", () => {
  it("accepts a complete message and trims every field", () => {
    const parsed = contactSchema.parse({
      name: "  Sam Lee ",
      email: " sam@example.com ",
      subject: " feature ",
      message: "\n Hello! \n",
    });
    expect(parsed).toEqual({
      name: "Sam Lee",
      email: "sam@example.com",
      subject: "feature",
      message: "Hello!",
    });
  });

  it("requires all four fields, treating blanks and missing fields alike", () => {
    const expected = {
      name: "Please enter your name",
      email: "Please enter your email address",
      subject: "Please choose a subject",
      message: "Please enter a message",
    };
    expect(errorsOf({})).toEqual(expected);
    expect(errorsOf({ name: "  ", email: " ", subject: "", message: "\t" })).toEqual(expected);
  });

  it("offers exactly the six subjects", () => {
    expect(CONTACT_SUBJECTS).toEqual(["general", "bug", "feature", "content", "partnership", "other"]);
    for (const subject of CONTACT_SUBJECTS) {
      expect(contactSchema.safeParse({ ...valid, subject }).success).toBe(true);
    }
    expect(errorsOf({ ...valid, subject: "billing" })).toEqual({ subject: "Please choose a subject" });
    expect(errorsOf({ ...valid, subject: "General" }).subject).toBe("Please choose a subject");
  });

  it("checks the email format", () => {
    for (const email of ["sam", "sam@", "@example.com", "sam example@x.com", "sam@example"]) {
      expect(errorsOf({ ...valid, email }).email, email).toBe(
        "Please enter a valid email address, like name@example.com",
      );
    }
  });

  it("allows the maximum lengths exactly and explains when they are exceeded", () => {
    const email254 = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`;
    expect(email254).toHaveLength(254);
    const atLimit = { ...valid, name: "n".repeat(100), email: email254, message: "m".repeat(5000) };
    expect(contactSchema.safeParse(atLimit).success).toBe(true);
    expect(
      errorsOf({ ...valid, name: "n".repeat(101), email: `x${email254}`, message: "m".repeat(5001) }),
    ).toEqual({
      name: "Name cannot exceed 100 characters",
      email: "Email address cannot exceed 254 characters",
      message: "Message cannot exceed 5000 characters",
    });
  });

  it("measures length after trimming", () => {
    expect(contactSchema.safeParse({ ...valid, name: `  ${"n".repeat(100)}  ` }).success).toBe(true);
  });

  it("rejects values that are not text", () => {
    expect(errorsOf({ ...valid, name: 42 }).name).toBe("Name must be text.");
  });
});
