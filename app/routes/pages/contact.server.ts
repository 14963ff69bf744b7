import { env } from "cloudflare:workers";
import { data, type RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { CONTACT_FAILURE, type ContactField, contactSchema } from "#domain/contact-schema.ts";
import { fieldErrors } from "#domain/schemas.ts";
import { sendContactMessage } from "#worker/services/contact.ts";
import { readTextForm } from "#worker/services/forms.ts";
import { contactLimit, guardPageForm, retryHeaders, TURNSTILE_FIELD } from "#worker/services/limits.ts";

const FIELDS: ContactField[] = ["name", "email", "subject", "message"];

/** One shape for every outcome, so the page reads errors, values and status the same way. */
export type ContactResult = {
  sent: boolean;
  errors: Partial<Record<ContactField | "form", string>>;
  values: Record<ContactField, string> | null;
  formError: string | null;
  /** Set when the form must show the Turnstile widget (this client tripped a limit). */
  turnstileSiteKey?: string;
};

export async function handleContactForm(request: Request, context: Readonly<RouterContextProvider>) {
  // What the visitor typed, echoed back so a failed send never loses their message.
  const { [TURNSTILE_FIELD]: token, ...values } = await readTextForm(request, [...FIELDS, TURNSTILE_FIELD]);
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    const result: ContactResult = { sent: false, errors: fieldErrors(parsed.error), values, formError: null };
    return data(result, { status: 400 });
  }
  const guard = await guardPageForm(env, request, requestContext(context), contactLimit, {
    token,
    action: "contact",
  });
  if (!guard.ok) {
    const result: ContactResult = {
      sent: false,
      errors: {},
      values,
      formError: guard.message,
      turnstileSiteKey: guard.siteKey,
    };
    return data(result, { status: guard.status, headers: retryHeaders(guard) });
  }
  try {
    await sendContactMessage(requestContext(context).app, parsed.data);
  } catch (error) {
    console.error("contact message not stored", error);
    const result: ContactResult = { sent: false, errors: {}, values, formError: CONTACT_FAILURE() };
    return data(result, { status: 500 });
  }
  // Not a redirect: the thank-you shows in place and the emptied form is ready for another message.
  const result: ContactResult = { sent: true, errors: {}, values: null, formError: null };
  return data(result);
}
