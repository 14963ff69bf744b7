import fc from "fast-check";
import { REPORT_REASONS } from "#domain/report-rules.ts";
import { badQuery, type FuzzRequest, jsonWrite, read, SITE, withinApi } from "./api-requests";
import { fieldValue, wrongType } from "./json-bodies";
import { badSegment, badText, NUMBER_LIKE } from "./strings";

// Every endpoint under /api (and /health) with the bad inputs it should refuse or survive. A real
// question id and slug are mixed in, so requests also reach the code behind validation.

/** `session`: the Cookie header of a signed-in user, for the account endpoints that need one. */
export type Known = { questionId: string; slug: string; session: string };
export type ApiTarget = { name: string; requests: (known: Known) => fc.Arbitrary<FuzzRequest> };

const idOr = (known: Known) => fc.oneof({ arbitrary: fc.constant(known.questionId), weight: 2 }, badSegment);
const slugOr = (known: Known) => fc.oneof({ arbitrary: fc.constant(known.slug), weight: 2 }, badSegment);

const submissionFields = {
  questionText: fieldValue(["Would you rather fly or swim?", "a"]),
  optionA: fieldValue(["Fly", ""]),
  optionB: fieldValue(["Swim", "Fly"]),
  category: fieldValue(["Funny", "Kids", "funny", "Nope"]),
  submittedBy: fieldValue(["Sam", ""]),
  "cf-turnstile-response": badText,
};

const email = fieldValue(["someone@example.com", "a@b", "@", "x@example.com "]);
const password = fieldValue(["correct horse", "12345", ""]);

export const API_TARGETS: ApiTarget[] = [
  {
    name: "GET /api/questions",
    requests: () =>
      read(fc.constant("/api/questions"), badQuery(["category", "sort", "limit", "page", "search"])),
  },
  {
    name: "GET /api/questions/:id",
    requests: (known) => read(idOr(known).map((id) => `/api/questions/${id}`)),
  },
  {
    name: "GET /api/questions/slug/:slug",
    requests: (known) => read(slugOr(known).map((slug) => `/api/questions/slug/${slug}`)),
  },
  {
    name: "GET /api/questions/top/:count",
    requests: () =>
      read(
        fc
          .oneof(fc.constantFrom(...NUMBER_LIKE).map(encodeURIComponent), badSegment)
          .map((n) => `/api/questions/top/${n}`),
      ),
  },
  {
    name: "GET /api/questions/featured/today",
    requests: () =>
      read(fc.constantFrom("/api/questions/featured/today", "/api/questions/featured/"), badQuery(["day"])),
  },
  {
    // Never an upgrade that would succeed (our origin, a real question): that answer is a socket.
    name: "GET /api/questions/:id/live",
    requests: (known) => {
      const live = (ids: fc.Arbitrary<string>, headers: fc.Arbitrary<Record<string, string>>) =>
        fc
          .tuple(read(ids.map((id) => `/api/questions/${id}/live`)), headers)
          .map(([request, h]): FuzzRequest => ({ ...request, headers: h }));
      const notUpgrades = fc.constantFrom<Record<string, string>>(
        {},
        { Upgrade: "h2c" },
        { Upgrade: "websocketx" },
        { Upgrade: "" },
        { Connection: "Upgrade" },
      );
      const foreign = fc.constantFrom<Record<string, string>>(
        { Upgrade: "websocket", Origin: "https://evil.example" },
        { Upgrade: "websocket", Origin: "null" },
        { Upgrade: "websocket", "Sec-Fetch-Site": "cross-site" },
      );
      const ours = fc.constant<Record<string, string>>({ Upgrade: "websocket", Origin: SITE });
      return fc.oneof(live(idOr(known), notUpgrades), live(badSegment, ours), live(idOr(known), foreign));
    },
  },
  { name: "GET /api/categories", requests: () => read(fc.constant("/api/categories"), badQuery(["page"])) },
  { name: "GET /health", requests: () => read(fc.constant("/health"), badQuery(["verbose"])) },
  {
    name: "POST /api/questions",
    requests: () => jsonWrite(fc.constant("/api/questions"), submissionFields),
  },
  {
    name: "POST /api/questions/:id/vote",
    requests: (known) =>
      jsonWrite(
        idOr(known).map((id) => `/api/questions/${id}/vote`),
        {
          option: fieldValue(["A", "B", "a", "C", "AB"]),
        },
      ),
  },
  {
    name: "POST /api/questions/:id/report",
    requests: (known) =>
      jsonWrite(
        idOr(known).map((id) => `/api/questions/${id}/report`),
        {
          reason: fieldValue([...REPORT_REASONS, "OTHER", "rude"]),
          note: fieldValue(["It is rude.", "", "x".repeat(501)]),
        },
      ),
  },
  {
    name: "POST /api/auth/sign-up/email",
    requests: () =>
      jsonWrite(fc.constant("/api/auth/sign-up/email"), {
        email,
        password,
        name: fieldValue(["Sam", ""]),
        role: fc.constantFrom("admin", "moderator"),
        callbackURL: fieldValue(["/", "https://evil.example/", "//evil.example"]),
      }),
  },
  {
    name: "POST /api/auth/sign-in/email",
    requests: () =>
      jsonWrite(fc.constant("/api/auth/sign-in/email"), {
        email,
        password,
        rememberMe: wrongType,
        callbackURL: fieldValue(["/", "https://evil.example/"]),
      }),
  },
  {
    name: "POST /api/auth/request-password-reset",
    requests: () =>
      jsonWrite(fc.constant("/api/auth/request-password-reset"), {
        email,
        redirectTo: fieldValue(["/reset-password", "https://evil.example/", "javascript:alert(1)"]),
      }),
  },
  {
    name: "POST /api/auth/reset-password",
    requests: () =>
      jsonWrite(fc.constant("/api/auth/reset-password"), {
        token: fieldValue(["abc", ""]),
        newPassword: password,
      }),
  },
  {
    // better-auth's endpoints for a signed-in user, with their session. Not sign-out or revoking
    // every session, which would end the session the rest of the run posts with. Nothing here knows
    // the account's password, so changing it or deleting the account is always refused.
    name: "POST /api/auth/* (signed in)",
    requests: (known) =>
      jsonWrite(
        fc
          .constantFrom(
            "update-user",
            "change-password",
            "delete-user",
            "change-email",
            "revoke-session",
            "revoke-other-sessions",
            "unlink-account",
            "link-social",
            "send-verification-email",
          )
          .map((endpoint) => `/api/auth/${endpoint}`),
        {
          name: fieldValue(["Sam", ""]),
          role: fieldValue(["admin", "moderator"]),
          image: fieldValue(["https://example.com/a.png", "javascript:alert(1)"]),
          email,
          newEmail: email,
          currentPassword: password,
          newPassword: password,
          password,
          revokeOtherSessions: wrongType,
          token: fieldValue(["abc", ""]),
          providerId: fieldValue(["credential", "google", "github"]),
          provider: fieldValue(["google", "evil"]),
          callbackURL: fieldValue(["/", "https://evil.example/"]),
        },
      ).map((request) => ({ ...request, headers: { ...request.headers, Cookie: known.session } })),
  },
  {
    name: "GET /api/auth/*",
    requests: () =>
      read(
        fc
          .oneof(
            fc.constantFrom(
              "get-session",
              "verify-email",
              "reset-password/abc",
              "callback/google",
              "list-sessions",
              "ok",
            ),
            badSegment,
          )
          .map((p) => `/api/auth/${p}`),
        badQuery(["token", "callbackURL", "state", "code", "error"]),
      ),
  },
  {
    name: "any method, unknown /api paths",
    requests: () =>
      fc
        .tuple(
          fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"),
          fc.oneof(
            badSegment,
            fc.constantFrom(
              "questions/x/y/z",
              "questions/1/vote/2",
              "questions/%2e%2e/categories",
              "..%2fhealth",
              "",
            ),
          ),
        )
        .map(
          ([method, p]): FuzzRequest => ({
            method,
            path: withinApi(`/api/${p}`),
            headers: { "Content-Type": "application/json", Origin: "https://wyr.example" },
            body: method === "GET" ? undefined : "{}",
          }),
        ),
  },
];
