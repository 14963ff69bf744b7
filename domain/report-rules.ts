// What a report may say, without its schema: the report dialog and the question page import these,
// and importing the schema (domain/report-schema.ts) would ship zod to every question page.

import { m } from "./paraglide/messages.js";

// The one list of reasons: the report dialog, its page and the API offer these, and the reports
// table stores them.
export const REPORT_REASONS = ["offensive", "spam", "duplicate", "wrong-category", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Labels are functions: each is read while a page renders, in that page's language. */
export const REPORT_REASON_LABELS: Record<ReportReason, () => string> = {
  offensive: m.moderation_reason_offensive,
  spam: m.moderation_reason_spam,
  duplicate: m.moderation_reason_duplicate,
  "wrong-category": m.moderation_reason_wrong_category,
  other: m.moderation_reason_other,
};

export const REPORT_NOTE_MAX = 500;

// The community guidelines promise a moderator looks at every report within 24 hours: the thanks
// (`m.moderation_report_thanks()`) says so. A repeat is `m.moderation_report_repeat()`.
