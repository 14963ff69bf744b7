import { normaliseLines, normaliseText } from "./normalise-text";
import { m } from "./paraglide/messages.js";
import { z } from "./zod";

export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254; // the longest address SMTP allows
export const CONTACT_MESSAGE_MAX = 5000;

// The one list of subjects: the form offers these and the contact_messages table stores them.
export const CONTACT_SUBJECTS = ["general", "bug", "feature", "content", "partnership", "other"] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

// Messages are functions, called while rendering or validating, so each answer is in its
// request's language.
export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, () => string> = {
  general: m.pages_contact_subject_general,
  bug: m.pages_contact_subject_bug,
  feature: m.pages_contact_subject_feature,
  content: m.pages_contact_subject_content,
  partnership: m.pages_contact_subject_partnership,
  other: m.pages_contact_subject_other,
};

export const CONTACT_SUCCESS: () => string = m.pages_contact_success;
export const CONTACT_FAILURE: () => string = m.pages_contact_failure;

/** Form values arrive as strings or not at all; missing counts as empty and text is normalised. */
function normalised<T extends z.ZodType<unknown, string>>(label: () => string, schema: T, lines = false) {
  return z.preprocess(
    (value) => (typeof value === "string" ? (lines ? normaliseLines : normaliseText)(value) : (value ?? "")),
    z.string({ error: () => m.pages_contact_error_not_text({ field: label() }) }).pipe(schema),
  );
}

/** The contact form and its action share this schema, so both show the same messages. */
export const contactSchema = z.object({
  name: normalised(
    m.pages_contact_field_name,
    z
      .string()
      .min(1, { error: () => m.pages_contact_error_name_required() })
      .max(CONTACT_NAME_MAX, { error: () => m.pages_contact_error_name_too_long({ max: CONTACT_NAME_MAX }) }),
  ),
  email: normalised(
    m.pages_contact_field_email,
    z
      .string()
      .min(1, { error: () => m.pages_contact_error_email_required() })
      .max(CONTACT_EMAIL_MAX, {
        error: () => m.pages_contact_error_email_too_long({ max: CONTACT_EMAIL_MAX }),
      })
      .pipe(z.email({ error: () => m.pages_contact_error_email_invalid() })),
  ),
  subject: normalised(
    m.pages_contact_field_subject,
    z.enum(CONTACT_SUBJECTS, { error: () => m.pages_contact_error_subject_required() }),
  ),
  message: normalised(
    m.pages_contact_field_message,
    z
      .string()
      .min(1, { error: () => m.pages_contact_error_message_required() })
      .max(CONTACT_MESSAGE_MAX, {
        error: () => m.pages_contact_error_message_too_long({ max: CONTACT_MESSAGE_MAX }),
      }),
    true,
  ),
});

export type ContactMessage = z.output<typeof contactSchema>;
export type ContactField = keyof ContactMessage;
