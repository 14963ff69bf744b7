import { m } from "./paraglide/messages.js";
import { z } from "./zod";

// What the automatic checks note about a submission for moderators (stored as JSON in
// questions.review_flags), and why a moderator rejected one. Shared by the checks, the moderation
// queue and the pages that show a submitter their question's fate.

export const REVIEW_FLAG_CODES = [
  "shouting",
  "repeated-characters",
  "mild-language",
  "near-duplicate",
] as const;
export type ReviewFlagCode = (typeof REVIEW_FLAG_CODES)[number];

/**
 * One flag. `detail` says where or what: the field written in capitals, the repeated run ("!!!!!"),
 * the mild word, or the slug of the similar question.
 */
export type ReviewFlag = { code: ReviewFlagCode; detail?: string };

// Labels and sentences are message functions, read while a page renders or a request is answered,
// in its language.

/** For moderators, one sentence per flag. */
export const REVIEW_FLAG_LABELS: Record<ReviewFlagCode, () => string> = {
  shouting: m.moderation_flag_shouting,
  "repeated-characters": m.moderation_flag_repeated_characters,
  "mild-language": m.moderation_flag_mild_language,
  "near-duplicate": m.moderation_flag_near_duplicate,
};

/** For the submitter, why a moderator will take a closer look (never a refusal). */
const SUBMITTER_REASONS: Record<ReviewFlagCode, () => string> = {
  shouting: m.moderation_flag_reason_shouting,
  "repeated-characters": m.moderation_flag_reason_repeated_characters,
  "mild-language": m.moderation_flag_reason_mild_language,
  "near-duplicate": m.moderation_flag_reason_near_duplicate,
};

export function submitterNotice(flags: ReviewFlag[]): string | undefined {
  const reasons = [...new Set(flags.map((f) => SUBMITTER_REASONS[f.code]))].map((reason) => reason());
  if (reasons.length === 0) return undefined;
  const joined = reasons.reduce((first, second) => m.moderation_flag_notice_and({ first, second }));
  return m.moderation_flag_notice({ reasons: joined });
}

const storedFlags = z.array(z.object({ code: z.enum(REVIEW_FLAG_CODES), detail: z.string().optional() }));

/** The flags stored on a row; null (no flags, or a catalogue question) and anything unreadable are none. */
export function parseReviewFlags(json: string | null | undefined): ReviewFlag[] {
  if (!json) return [];
  try {
    const parsed = storedFlags.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export const REJECTION_REASONS = [
  "duplicate",
  "off-topic",
  "offensive",
  "low-quality",
  "wrong-category",
  "other",
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** Shown to moderators when choosing, and to the submitter afterwards. */
export const REJECTION_REASON_LABELS: Record<RejectionReason, () => string> = {
  duplicate: m.moderation_rejection_duplicate,
  "off-topic": m.moderation_rejection_off_topic,
  offensive: m.moderation_rejection_offensive,
  "low-quality": m.moderation_rejection_low_quality,
  "wrong-category": m.moderation_rejection_wrong_category,
  other: m.moderation_rejection_other,
};

/** The label for a stored reason; an unknown or missing one reads as no reason. */
export function rejectionReasonLabel(reason: string | null | undefined): string | undefined {
  return (REJECTION_REASONS as readonly string[]).includes(reason ?? "")
    ? REJECTION_REASON_LABELS[reason as RejectionReason]()
    : undefined;
}
