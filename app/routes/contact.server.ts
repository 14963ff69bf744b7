import { env } from "cloudflare:workers";
import { data } from "react-router";
import { sendContactMessage } from "../../worker/services/contact";
import { appContext } from "../../worker/services/context";
import { CONTACT_FAILURE, type ContactField, contactSchema } from "../lib/contact-schema";
import { fieldErrors } from "../lib/schemas";

const FIELDS: ContactField[] = ["name", "email", "subject", "message"];

/** What the visitor typed, echoed back so a failed send never loses their message. */
function valuesOf(form: FormData): Record<ContactField, string> {
  const entries = FIELDS.map((field) => {
    const value = form.get(field);
    return [field, typeof value === "string" ? value : ""] as const;
  });
  return Object.fromEntries(entries) as Record<ContactField, string>;
}

/** One shape for every outcome, so the page reads errors, values and status the same way. */
export type ContactResult = {
  sent: boolean;
  errors: Partial<Record<ContactField | "form", string>>;
  values: Record<ContactField, string> | null;
  formError: string | null;
};

export async function handleContactForm(request: Request) {
  const form = await request.formData();
  const values = valuesOf(form);
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    const result: ContactResult = { sent: false, errors: fieldErrors(parsed.error), values, formError: null };
    return data(result, { status: 400 });
  }
  try {
    await sendContactMessage(appContext(env), parsed.data);
  } catch (error) {
    console.error("contact message not stored", error);
    const result: ContactResult = { sent: false, errors: {}, values, formError: CONTACT_FAILURE };
    return data(result, { status: 500 });
  }
  // Not a redirect: the thank-you shows in place and the emptied form is ready for another message.
  const result: ContactResult = { sent: true, errors: {}, values: null, formError: null };
  return data(result);
}
