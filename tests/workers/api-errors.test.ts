import { describe, expect, it } from "vitest";
import { api, postJson } from "./helpers";

// Every refusal under /api has one shape, { success: false, error: "<a sentence>" }, also from the
// account endpoints better-auth answers (found by fuzzing: they answered { code, message } with
// messages such as "[body.email] Invalid input: expected string, received undefined").

const ORIGIN = { Origin: "https://wyr.example" };

describe("API refusals", () => {
  it("from better-auth come in the envelope, with a sentence and its code", async () => {
    const missing = await postJson("/api/auth/sign-in/email", {}, ORIGIN);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      success: false,
      error: "Check these fields: email, password.",
      code: "VALIDATION_ERROR",
    });

    const elsewhere = await postJson(
      "/api/auth/sign-in/email",
      { email: "someone@example.com", password: "whatever-it-is", callbackURL: "https://evil.example/" },
      ORIGIN,
    );
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body).toMatchObject({
      success: false,
      error: "Links back to the site must be addresses on this site.",
    });

    const wrong = await postJson(
      "/api/auth/sign-in/email",
      { email: "nobody@example.com", password: "x-x-x-x" },
      ORIGIN,
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ success: false, error: "Invalid email or password." });
  });

  it("for an unknown account endpoint is a 404 in the envelope", async () => {
    const { status, body } = await api("/api/auth/no-such-thing");
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, error: expect.stringMatching(/^[A-Z].+\.$/) });
  });

  // Hono's default router once ran the API's middleware twice for such a path, so the body was
  // read twice: a 500 for a POST (found by `npm run fuzz`).
  it("for a path ending in a literal * is the same 404, and reads a body once", async () => {
    for (const path of ["/api/*", "/api/%2A", "/api/questions/*"]) {
      const posted = await postJson(path, { option: "A" }, ORIGIN);
      expect(posted.status, path).toBe(404);
      expect(posted.body, path).toEqual({
        success: false,
        error: `There is no API endpoint at POST ${path.replace("%2A", "*")}.`,
      });
    }
    expect((await api("/api/*")).status).toBe(404);
  });

  it("for an unknown path echoes at most the start of it", async () => {
    const { status, body } = await api(`/api/${"a".repeat(3000)}`);
    expect(status).toBe(404);
    expect(body.error).toMatch(/^There is no API endpoint at GET \/api\/a+\.\.\.\.$/);
    expect(body.error.length).toBeLessThan(120);
  });
});
