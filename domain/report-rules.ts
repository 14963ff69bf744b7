// What a report may say, without its schema: the report dialog and the question page import these,
// and importing the schema (domain/report-schema.ts) would ship zod to every question page.

// The one list of reasons: the report dialog, its page and the API offer these, and the reports
// table stores them.
export const REPORT_REASONS = ["offensive", "spam", "duplicate", "wrong-category", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  offensive: "Offensive or hurtful",
  spam: "Spam or advertising",
  duplicate: "Duplicate of another question",
  "wrong-category": "Wrong category",
  other: "Something else",
};

export const REPORT_NOTE_MAX = 500;

// The community guidelines promise a moderator looks at every report within 24 hours.
export const REPORT_THANKS =
  "Thanks for letting us know. A moderator will review this question within 24 hours.";
export const REPORT_REPEAT = "You have already reported this question.";
