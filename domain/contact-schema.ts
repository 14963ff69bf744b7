import { normaliseLines, normaliseText } from "./normalise-text";
import { z } from "./zod";

export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254; // the longest address SMTP allows
export const CONTACT_MESSAGE_MAX = 5000;

// The one list of subjects: the form offers these and the contact_messages table stores them.
export const CONTACT_SUBJECTS = ["general", "bug", "feature", "content", "partnership", "other"] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  general: "General question",
  bug: "Report a bug",
  feature: "Suggest a feature",
  content: "Question content or a report",
  partnership: "Partnership",
  other: "Something else",
};

export const CONTACT_SUCCESS = "Thank you for your message! We'll get back to you soon.";
export const CONTACT_FAILURE = "Failed to send message. Please try again later.";

/** Form values arrive as strings or not at all; missing counts as empty and text is normalised. */
function normalised<T extends z.ZodType<unknown, string>>(label: string, schema: T, lines = false) {
  return z.preprocess(
    (value) => (typeof value === "string" ? (lines ? normaliseLines : normaliseText)(value) : (value ?? "")),
    z.string({ error: `${label} must be text.` }).pipe(schema),
  );
}

/** The contact form and its action share this schema, so both show the same messages. */
export const contactSchema = z.object({
  name: normalised(
    "Name",
    z
      .string()
      .min(1, "Please enter your name")
      .max(CONTACT_NAME_MAX, `Name cannot exceed ${CONTACT_NAME_MAX} characters`),
  ),
  email: normalised(
    "Email",
    z
      .string()
      .min(1, "Please enter your email address")
      .max(CONTACT_EMAIL_MAX, `Email address cannot exceed ${CONTACT_EMAIL_MAX} characters`)
      .pipe(z.email("Please enter a valid email address, like name@example.com")),
  ),
  subject: normalised("Subject", z.enum(CONTACT_SUBJECTS, { error: "Please choose a subject" })),
  message: normalised(
    "Message",
    z
      .string()
      .min(1, "Please enter a message")
      .max(CONTACT_MESSAGE_MAX, `Message cannot exceed ${CONTACT_MESSAGE_MAX} characters`),
    true,
  ),
});

export type ContactMessage = z.output<typeof contactSchema>;
export type ContactField = keyof ContactMessage;
