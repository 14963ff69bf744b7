import { sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
} from "drizzle-orm/sqlite-core";
import { CONTACT_SUBJECTS } from "#domain/contact-schema.ts";
import { COMMENT_STATUSES } from "#domain/discussion.ts";
import { REPORT_REASONS } from "#domain/report-rules.ts";
import type { ArchivedRoom } from "#domain/room-results.ts";

export const categories = sqliteTable("categories", {
  name: text("name").primaryKey(),
  slug: text("slug").notNull().unique(),
  colorClass: text("color_class").notNull(),
  gradient: text("gradient").notNull(),
  description: text("description").notNull(),
  seoTitle: text("seo_title").notNull(),
  seoDescription: text("seo_description").notNull(),
  mature: integer("mature", { mode: "boolean" }).notNull().default(false),
  sortOrder: integer("sort_order").notNull(),
  // The same in Simplified Chinese, from the catalogue; the English name stays the key and the path.
  nameZh: text("name_zh"),
  descriptionZh: text("description_zh"),
  seoTitleZh: text("seo_title_zh"),
  seoDescriptionZh: text("seo_description_zh"),
});

// "retired": a catalogue question the editors rewrote, merged or dropped; kept for its votes, never shown.
// "hidden": a published question taken down by reports or a moderator until a moderator decides; it
// keeps its votes and comes back as it was when restored. Only "published" is ever shown or voted on.
export const QUESTION_STATUSES = ["pending", "published", "rejected", "retired", "hidden"] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export const questions = sqliteTable(
  "questions",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    questionText: text("question_text").notNull(),
    optionA: text("option_a").notNull(),
    optionB: text("option_b").notNull(),
    // The language the text above is written in: a submission keeps the one it was written in.
    language: text("language", { enum: ["en", "zh"] })
      .notNull()
      .default("en"),
    // A catalogue question's Simplified Chinese text, written for Chinese readers; null for submissions.
    questionTextZh: text("question_text_zh"),
    optionAZh: text("option_a_zh"),
    optionBZh: text("option_b_zh"),
    category: text("category")
      .notNull()
      .references(() => categories.name),
    // Written only by the QuestionVotes Durable Object's flush; the object holds the live counts.
    votesA: integer("votes_a").notNull().default(0),
    votesB: integer("votes_b").notNull().default(0),
    votesTotal: integer("votes_total").generatedAlwaysAs(sql`votes_a + votes_b`, { mode: "virtual" }),
    status: text("status", { enum: QUESTION_STATUSES }).notNull().default("pending"),
    submittedBy: text("submitted_by"),
    // The account that submitted it, if signed in; deleting the account keeps the question, not the link.
    submittedByUserId: text("submitted_by_user_id").references((): AnySQLiteColumn => users.id, {
      onDelete: "set null",
    }),
    // Case and punctuation blind text, so the same question cannot be submitted twice.
    dedupeKey: text("dedupe_key").notNull().unique(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    // A catalogue question's place in its category file (0 is the editors' best); null for submissions.
    editorialRank: integer("editorial_rank"),
    // A catalogue question's readers and seasons beyond its category (content/tags.ts), space
    // separated with a space at each end, so one tag is found with like '% couples %'.
    tags: text("tags").notNull().default(""),
    // A catalogue question's one line on what makes the choice hard, in each language.
    note: text("note"),
    noteZh: text("note_zh"),
    // The automatic checks' flags on a submission, as a JSON array of codes (app/lib), for moderators.
    reviewFlags: text("review_flags"),
    // Why a moderator rejected it (a reason code) and their optional note; shown to the submitter.
    rejectionReason: text("rejection_reason"),
    rejectionNote: text("rejection_note"),
    reviewedAt: integer("reviewed_at", { mode: "timestamp_ms" }),
    // SHA-256 of the unguessable token in an anonymous submitter's private status link.
    statusTokenHash: text("status_token_hash").unique(),
    // Visible published comments, replies included; the discussion service keeps it in the same
    // batch as the change, so lists show it without counting.
    commentCount: integer("comment_count").notNull().default(0),
  },
  (t) => [
    index("questions_status_category_editorial_idx").on(t.status, t.category, t.editorialRank),
    index("questions_status_created_idx").on(t.status, t.createdAt),
    index("questions_status_category_created_idx").on(t.status, t.category, t.createdAt),
    index("questions_status_total_idx").on(t.status, t.votesTotal),
    index("questions_status_category_total_idx").on(t.status, t.category, t.votesTotal),
    index("questions_submitter_idx").on(t.submittedByUserId, t.createdAt),
  ],
);

/** One row per voter and question, written behind by the Durable Object; used for "my votes" on lists. */
export const votes = sqliteTable(
  "votes",
  {
    questionId: text("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    voterHash: text("voter_hash").notNull(),
    option: text("option", { enum: ["A", "B"] }).notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.voterHash] }), index("votes_voter_idx").on(t.voterHash)],
);

/** The question of the day, fixed once per UTC day (yyyy-mm-dd). */
export const featuredDays = sqliteTable(
  "featured_days",
  {
    day: text("day").primaryKey(),
    questionId: text("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
  },
  (t) => [index("featured_days_question_idx").on(t.questionId, t.day)],
);

export type CategoryRow = typeof categories.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;

/** Messages from the contact form, read by the operators. */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject", { enum: CONTACT_SUBJECTS }).notNull(),
    message: text("message").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    // When a moderator marked it handled; null while it waits in the inbox.
    handledAt: integer("handled_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

/** One report per voter and question; a moderator's decision resolves every open report on it. */
export const reports = sqliteTable(
  "reports",
  {
    questionId: text("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    voterHash: text("voter_hash").notNull(),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    note: text("note"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    resolvedAt: integer("resolved_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.voterHash] }),
    index("reports_open_idx").on(t.resolvedAt, t.createdAt),
  ],
);

/** Every moderator action: who, what, when, and the row before and after (JSON). */
export const moderationLog = sqliteTable(
  "moderation_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // Kept as an address too, so the log still says who after the account is deleted.
    actorUserId: text("actor_user_id").references((): AnySQLiteColumn => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    questionId: text("question_id"),
    contactMessageId: integer("contact_message_id"),
    commentId: text("comment_id"),
    before: text("before"),
    after: text("after"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("moderation_log_created_idx").on(t.createdAt)],
);

/** One like per browser (voter hash) and question. */
export const likes = sqliteTable(
  "likes",
  {
    questionId: text("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    voterHash: text("voter_hash").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  // The voter index serves an account's "liked" list.
  (t) => [
    primaryKey({ columns: [t.questionId, t.voterHash] }),
    index("likes_voter_idx").on(t.voterHash, t.createdAt),
  ],
);

// better-auth's tables (user, session, account, verification, rateLimit), written by hand because
// its CLI needs Node 22. Property names are the fields better-auth asks for; columns are ours.
const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .$defaultFn(() => new Date());
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .$defaultFn(() => new Date());

export const USER_ROLES = ["user", "moderator", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
  image: text("image"),
  // The HMAC voter identity this account votes and likes as (docs/decisions/0005-votes-and-accounts.md);
  // null until the account first needs one. Unique: two accounts never share a browser's votes.
  voterHash: text("voter_hash").unique(),
  // user, moderator or admin (docs: README "Moderation"); granted by `npm run admin`.
  role: text("role", { enum: USER_ROLES }).notNull().default("user"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const accounts = sqliteTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: integer("access_token_expires_at", { mode: "timestamp_ms" }),
    refreshTokenExpiresAt: integer("refresh_token_expires_at", { mode: "timestamp_ms" }),
    scope: text("scope"),
    // The scrypt hash of an e-mail account's password (worker/accounts/password.ts); null for OAuth.
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

/** One-time tokens: e-mail confirmation and password reset. */
export const verifications = sqliteTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/**
 * better-auth's request counters, no longer written: its limiter is off and worker/limits/ limits
 * sign-in and sign-up. Kept until a migration drops it, so this change needs none.
 */
export const rateLimits = sqliteTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: integer("last_request").notNull(),
});

/** What the development mailbox (MAILBOX=on) received; never written in production. */
export const devMail = sqliteTable(
  "dev_mail",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("dev_mail_created_idx").on(t.createdAt)],
);

/**
 * The code of every room started and not yet expired, so that a look-up of any other code is
 * answered here without waking a Room object. Written before the room's object is created; the
 * daily cleanup deletes rows past their expiry, and a read ignores them until then.
 */
export const rooms = sqliteTable(
  "rooms",
  {
    code: text("code").primaryKey(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("rooms_expires_idx").on(t.expiresAt)],
);

/**
 * A member's comment under a question, or a reply to one (one level deep). Deleting the account
 * keeps the comment, not the link; `author_name` is kept for display and cleared on delete.
 */
export const comments = sqliteTable(
  "comments",
  {
    id: text("id").primaryKey(),
    questionId: text("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    parentId: text("parent_id").references((): AnySQLiteColumn => comments.id, { onDelete: "cascade" }),
    userId: text("user_id").references((): AnySQLiteColumn => users.id, { onDelete: "set null" }),
    authorName: text("author_name"),
    body: text("body"),
    language: text("language", { enum: ["en", "zh"] })
      .notNull()
      .default("en"),
    // The side its author had voted for on the question when posting, if any.
    side: text("side", { enum: ["A", "B"] }),
    status: text("status", { enum: COMMENT_STATUSES }).notNull(),
    // The automatic checks' flags (domain/review-flags.ts), as JSON, for moderators.
    reviewFlags: text("review_flags"),
    up: integer("up").notNull().default(0),
    down: integer("down").notNull().default(0),
    // Wilson lower bound of up/down, written after each vote so "Top" sorts on an index.
    score: real("score").notNull().default(0),
    replyCount: integer("reply_count").notNull().default(0),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    editedAt: integer("edited_at", { mode: "timestamp_ms" }),
    deletedAt: integer("deleted_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("comments_thread_top_idx").on(t.questionId, t.parentId, t.status, t.score, t.createdAt),
    index("comments_thread_new_idx").on(t.questionId, t.parentId, t.status, t.createdAt),
    index("comments_status_created_idx").on(t.status, t.createdAt),
    index("comments_user_idx").on(t.userId, t.status),
  ],
);

/** One vote per member and comment; the comment's up/down are recounted from these. */
export const commentVotes = sqliteTable(
  "comment_votes",
  {
    commentId: text("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    value: integer("value").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index("comment_votes_user_idx").on(t.userId)],
);

/** One report per member and comment; a moderator's decision resolves every open report on it. */
export const commentReports = sqliteTable(
  "comment_reports",
  {
    commentId: text("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    note: text("note"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    resolvedAt: integer("resolved_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index("comment_reports_open_idx").on(t.commentId, t.resolvedAt),
  ],
);

export type CommentRow = typeof comments.$inferSelect;

/**
 * What a finished room leaves for its host: its results at a private link for a month. The key is
 * the link's secret, so only its SHA-256 is stored; the daily cleanup deletes rows past their expiry.
 */
export const roomSummaries = sqliteTable(
  "room_summaries",
  {
    keyHash: text("key_hash").primaryKey(),
    summary: text("summary", { mode: "json" }).$type<ArchivedRoom>().notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("room_summaries_expires_idx").on(t.expiresAt)],
);
