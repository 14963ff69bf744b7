import { describe, expect, it } from "vitest";
import { displayName, registerSchema, safeRedirect, toAuthMode } from "../../app/lib/auth-schema";
import { formText } from "../../app/lib/form-text";

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

  it("name the user as the spec says", () => {
    expect(displayName({ name: "Ada Lovelace", email: "ada@example.com" })).toBe("Ada Lovelace");
    expect(displayName({ name: " ", email: "ada@example.com" })).toBe("ada");
    expect(displayName({})).toBe("User");
  });

  it("redirect only to our own paths", () => {
    expect(safeRedirect("/question/x")).toBe("/question/x");
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example", "", null])
      expect(safeRedirect(bad)).toBe("/");
  });

  it("read unknown modes as login", () => {
    expect(toAuthMode("register")).toBe("register");
    expect(toAuthMode("admin")).toBe("login");
  });

  it("refuse a repeated field and a file part", () => {
    const twice = new FormData();
    twice.append("email", "a@example.com");
    twice.append("email", "b@example.com");
    expect(formText(twice, ["email"])).toEqual({ ok: false, error: 'The form sent "email" more than once.' });
    const file = new FormData();
    file.append("email", new File(["x"], "x.txt"));
    expect(formText(file, ["email"])).toEqual({ ok: false, error: '"email" must be text, not a file.' });
    expect(formText(new FormData(), ["email"])).toEqual({ ok: true, values: { email: "" } });
  });
});
