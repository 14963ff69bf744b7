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

/** For moderators, one sentence per flag. */
export const REVIEW_FLAG_LABELS: Record<ReviewFlagCode, string> = {
  shouting: "Written mostly in capital letters",
  "repeated-characters": "Repeats a character many times",
  "mild-language": "Uses mild language: fine for grown-ups, not for Kids",
  "near-duplicate": "Looks a lot like another question",
};

/** For the submitter, why a moderator will take a closer look (never a refusal). */
const SUBMITTER_REASONS: Record<ReviewFlagCode, string> = {
  shouting: "it is written mostly in capital letters",
  "repeated-characters": "it repeats some characters many times",
  "mild-language": "it uses some strong words",
  "near-duplicate": "it looks a lot like a question we already have",
};

export function submitterNotice(flags: ReviewFlag[]): string | undefined {
  const reasons = [...new Set(flags.map((f) => SUBMITTER_REASONS[f.code]))];
  if (reasons.length === 0) return undefined;
  return `A moderator will take a closer look because ${reasons.join(" and ")}.`;
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
export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  duplicate: "It repeats a question we already have",
  "off-topic": "It is not a would-you-rather question",
  offensive: "It breaks the community guidelines",
  "low-quality": "It is unclear or hard to answer",
  "wrong-category": "It does not fit the chosen category",
  other: "Another reason (see the note)",
};

/** The label for a stored reason; an unknown or missing one reads as no reason. */
export function rejectionReasonLabel(reason: string | null | undefined): string | undefined {
  return (REJECTION_REASONS as readonly string[]).includes(reason ?? "")
    ? REJECTION_REASON_LABELS[reason as RejectionReason]
    : undefined;
}
