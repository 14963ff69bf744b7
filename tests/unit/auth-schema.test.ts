import { describe, expect, it } from "vitest";
import { toAuthMode } from "#domain/auth-rules.ts";
import { displayName, registerSchema } from "#domain/auth-schema.ts";
import { safeRedirect } from "#domain/redirects.ts";

describe("the auth form rules", () => {
  it("require a full name on register, an e-mail address and a 6-character password", () => {
    const issues = registerSchema.safeParse({ fullName: " ", email: "nope", password: "12345" }).error
      ?.issues;
    expect(issues?.map((i) => i.message)).toEqual([
      "Please enter your full name.",
      "Please enter a valid email address.",
      "Password must be at least 6 characters.",
    ]);
  });

  it("name the user by full name, else the e-mail's local part, else User", () => {
    expect(displayName({ name: "Ada Lovelace", email: "ada@example.com" })).toBe("Ada Lovelace");
    expect(displayName({ name: " ", email: "ada@example.com" })).toBe("ada");
    expect(displayName({})).toBe("User");
  });

  it("redirect only to our own paths", () => {
    expect(safeRedirect("/question/x")).toBe("/question/x");
    for (const bad of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "",
      null,
    ])
      expect(safeRedirect(bad)).toBe("/");
  });

  it("read unknown modes as login", () => {
    expect(toAuthMode("register")).toBe("register");
    expect(toAuthMode("admin")).toBe("login");
  });
});
