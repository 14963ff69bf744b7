import fc from "fast-check";
import { REPORT_REASONS } from "#domain/report-rules.ts";
import { REJECTION_REASONS } from "#domain/review-flags.ts";
import { badFormBody, type FormBody } from "./form-bodies";
import { badSegment, badText, nearlyValid } from "./strings";

// Every page with an action (app/routes.ts), the fields its forms send, and a few pages without
// one. Each target posts to the document URL, to the `.data` URL fetchers use, or to both.

/** `pendingId`: a submission awaiting review, for the moderator's forms. */
export type Known = { questionId: string; slug: string; roomCode: string; pendingId: string };
export type FormPost = { path: string; form: FormBody };
/**
 * `statuses`: the only answers allowed, when the target has one fixed answer. `as`: posted with
 * the session of a signed-in moderator (who is also a signed-in user) instead of none.
 */
export type FormTarget = {
  name: string;
  posts: (known: Known) => fc.Arbitrary<FormPost>;
  statuses?: number[];
  as?: "moderator";
};

/** A field's text: often bad, sometimes nearly valid, sometimes valid. */
const text = (...valid: string[]) =>
  fc.oneof(
    { arbitrary: badText, weight: 3 },
    { arbitrary: fc.constantFrom(...valid).chain(nearlyValid), weight: 3 },
    { arbitrary: fc.constantFrom(...valid), weight: 2 },
  );

/** The document URL or its single-fetch `.data` twin (what a fetcher posts to). */
const eitherUrl = (path: string) =>
  fc.constantFrom(path, path === "/" ? "/_root.data?index" : `${path}.data`, path === "/" ? "/?index" : path);

function target(
  name: string,
  paths: (known: Known) => fc.Arbitrary<string>,
  fields: (known: Known) => Record<string, fc.Arbitrary<string>>,
): FormTarget {
  return {
    name,
    posts: (known) =>
      fc.tuple(paths(known), badFormBody(fields(known))).map(([path, form]) => ({ path, form })),
  };
}

const questionFields = (known: Known) => ({
  intent: text("vote", "like", "report", "delete"),
  questionId: fc.oneof(fc.constant(known.questionId), badSegment),
  option: text("A", "B", "a", "C"),
  liked: text("true", "false", "1"),
  reason: text(...REPORT_REASONS),
  note: text("It is rude.", ""),
});

export const FORM_TARGETS: FormTarget[] = [
  target("POST / (vote, like)", () => eitherUrl("/"), questionFields),
  target(
    "POST /question/:slug (vote, like, report)",
    (k) => eitherUrl(`/question/${k.slug}`),
    questionFields,
  ),
  target(
    "POST /play/:slug (vote, like, report)",
    (k) => fc.constantFrom(`/play/${k.slug}?family=1&n=3`, `/play/${k.slug}.data?n=1e20&skip=..,%00`),
    questionFields,
  ),
  target(
    "POST /question/:slug/report",
    (k) => eitherUrl(`/question/${k.slug}/report`),
    (k) => ({
      questionId: fc.oneof(fc.constant(k.questionId), badSegment),
      reason: text(...REPORT_REASONS),
      note: text("It is rude.", ""),
    }),
  ),
  target(
    "POST /submit-would-you-rather-question",
    () => eitherUrl("/submit-would-you-rather-question"),
    () => ({
      questionText: text("Would you rather fly or swim?"),
      optionA: text("Fly"),
      optionB: text("Swim"),
      category: text("Funny", "Kids"),
      submittedBy: text("Sam", ""),
      "cf-turnstile-response": text("token"),
    }),
  ),
  target(
    "POST /contact",
    () => eitherUrl("/contact"),
    () => ({
      name: text("Sam"),
      email: text("sam@example.com"),
      subject: text("general", "bug", "Other"),
      message: text("Hello there, this is a message.\nWith two lines."),
      "cf-turnstile-response": text("token"),
    }),
  ),
  target(
    "POST /sign-in (sign in, sign up, forgot)",
    () => eitherUrl("/sign-in"),
    () => ({
      mode: text("login", "register", "forgot"),
      fullName: text("Sam"),
      email: text("sam@example.com"),
      password: text("correct horse battery"),
      redirectTo: text("/", "//evil.example", "https://evil.example/", "javascript:alert(1)"),
      provider: fc.oneof({ arbitrary: fc.constant(""), weight: 4 }, text("google", "github", "evil")),
      "cf-turnstile-response": text("token"),
    }),
  ),
  target(
    "POST /reset-password",
    () => eitherUrl("/reset-password"),
    () => ({
      token: text("abc"),
      password: text("correct horse battery"),
    }),
  ),
  target(
    "POST /auth/confirm",
    () =>
      fc
        .tuple(eitherUrl("/auth/confirm"), badSegment)
        .map(([p, t]) => `${p}${p.includes("?") ? "&" : "?"}token=${t}&type=signup`),
    () => ({ token: text("abc") }),
  ),
  target(
    "POST /sign-out",
    () => eitherUrl("/sign-out"),
    () => ({ redirectTo: text("/") }),
  ),
  target(
    "POST /settings (signed out)",
    () => eitherUrl("/settings"),
    () => ({
      intent: text("name", "password", "sign-out-everywhere", "delete"),
      name: text("Sam"),
      password: text("x"),
    }),
  ),
  {
    // To anyone but a moderator, every page and form there is the site's 404.
    ...target(
      "POST /moderate/* (signed out)",
      () =>
        fc.constantFrom(
          "/moderate",
          "/moderate?index",
          "/moderate/reports",
          "/moderate/inbox",
          "/moderate/log",
          "/moderate/reports.data",
        ),
      () => ({
        intent: text("approve", "reject", "hide", "handled"),
        id: text("1"),
        ids: text("1"),
      }),
    ),
    statuses: [404],
  },
  {
    // Not "sign-out-everywhere": it would end the session the rest of the run posts with. Nothing
    // here knows the password, so deleting the account or changing its password is refused.
    ...target(
      "POST /settings (signed in)",
      () => eitherUrl("/settings"),
      () => ({
        intent: text("name", "password", "delete"),
        name: text("Sam"),
        currentPassword: text("x"),
        newPassword: text("correct horse battery"),
        password: text("x", ""),
        confirm: text("correct horse battery", "DELETE"),
      }),
    ),
    as: "moderator",
  },
  {
    // Every form of the moderation pages, on the pending submission, a published question (its
    // own, as the other targets have theirs) or made-up ids.
    ...target(
      "POST /moderate/* (moderator)",
      () =>
        fc.constantFrom(
          "/moderate?index",
          "/moderate.data?index",
          "/moderate/reports",
          "/moderate/reports.data",
          "/moderate/inbox",
          "/moderate/inbox.data",
          "/moderate/log",
        ),
      (k) => {
        const id = fc.oneof(fc.constant(k.pendingId), fc.constant(k.questionId), text("1"));
        return {
          intent: text(
            ...["approve", "edit-approve", "reject", "bulk-approve", "bulk-reject"],
            ...["keep", "hide", "restore", "edit", "remove", "handled", "unhandled"],
          ),
          id,
          ids: id,
          questionText: text("Would you rather fly or swim?"),
          optionA: text("Fly"),
          optionB: text("Swim"),
          category: text("Funny", "Nope"),
          reason: text(...REJECTION_REASONS),
          note: text("Too close to another question.", ""),
        };
      },
    ),
    as: "moderator",
  },
  target(
    "POST /rooms/new",
    () => eitherUrl("/rooms/new"),
    () => ({
      category: text("", "Kids", "Nope"),
      count: text("3", "0", "21"),
      questions: text("", "/question/no-such-question", "https://wyr.example/question/x\nnot a link"),
    }),
  ),
  target(
    "POST /r/:code (join, vote)",
    (k) => fc.constantFrom(`/r/${k.roomCode}`, `/r/${k.roomCode}.data`, "/r/ZZZZZZ", "/r/%2e%2e", "/r/ab"),
    () => ({
      intent: text("join", "vote"),
      nickname: text("Sam", "Ana Banana"),
      option: text("A", "B"),
      index: text("0", "99"),
    }),
  ),
  target(
    "POST /rooms/:code/host (without the host's cookie)",
    (k) =>
      fc.constantFrom(`/rooms/${k.roomCode}/host`, `/rooms/${k.roomCode}/host.data`, "/rooms/ZZZZZZ/host"),
    () => ({ intent: text("start", "reveal", "next", "remove"), index: text("0"), playerId: text("p123") }),
  ),
  target(
    "POST to pages without an action",
    (k) =>
      fc.constantFrom(
        "/about",
        "/would-you-rather-questions",
        `/category/Funny`,
        `/question/${k.slug}/share`,
        "/nope/%2e%2e/x",
        "/sitemap.xml",
        "/activity",
        "/dev/mailbox",
        "/r",
        `/r/${k.roomCode}/socket`,
      ),
    () => ({ a: text("b") }),
  ),
];
