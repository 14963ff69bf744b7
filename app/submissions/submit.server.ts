import { env } from "cloudflare:workers";
import { data, type RouterContextProvider } from "react-router";
import { requestContext, siteOriginFor } from "#app/context.server.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { firstMessage, submissionSchema } from "#domain/schemas.ts";
import { listCategories } from "#worker/services/categories.ts";
import { ServiceError } from "#worker/services/errors.ts";
import { readTextForm } from "#worker/services/forms.ts";
import { guardPageForm, retryHeaders, submissionsLimit, TURNSTILE_FIELD } from "#worker/services/limits.ts";
import { submitQuestion } from "#worker/services/submissions.ts";

export type SubmitActionData =
  | { ok: true; statusUrl?: string; notice?: string }
  | {
      ok: false;
      error: string;
      field: string;
      values: Record<string, string>;
      /** The published question a near-duplicate refusal points to. */
      similarPath?: string;
      /** Set when this client must pass Turnstile before posting again. */
      turnstileSiteKey?: string;
    };

export async function loadSubmitForm(context: Readonly<RouterContextProvider>) {
  const categories = await listCategories(requestContext(context).app);
  return { categories: categories.map((c) => c.name) };
}

const SUBMISSION_FIELDS = [
  "questionText",
  "optionA",
  "optionB",
  "category",
  "submittedBy",
  TURNSTILE_FIELD,
] as const;

/** Same schema and service as POST /api/questions; the first failing rule is the message shown. */
export async function submitFromForm(request: Request, context: Readonly<RouterContextProvider>) {
  const { [TURNSTILE_FIELD]: token, ...values } = await readTextForm(request, SUBMISSION_FIELDS);
  const parsed = submissionSchema.safeParse(values);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "questionText");
    return data<SubmitActionData>({ ok: false, error: firstMessage(parsed.error), field, values }, 400);
  }
  const guard = await guardPageForm(env, request, requestContext(context), submissionsLimit, {
    token,
    action: "submit",
  });
  if (!guard.ok) {
    return data<SubmitActionData>(
      { ok: false, error: guard.message, field: "form", values, turnstileSiteKey: guard.siteKey },
      { status: guard.status, headers: retryHeaders(guard) },
    );
  }
  try {
    const { app, user } = requestContext(context);
    const origin = siteOriginFor(request, context);
    const { statusUrl, notice } = await submitQuestion(app, parsed.data, {
      origin,
      userId: (await user())?.id,
    });
    // The status page in the language the question was submitted in: /zh/submission/... from a Chinese page.
    const localStatusUrl = statusUrl?.startsWith(`${origin}/`)
      ? `${origin}${localizeHref(statusUrl.slice(origin.length))}`
      : statusUrl;
    return data<SubmitActionData>({ ok: true, statusUrl: localStatusUrl, notice });
  } catch (error) {
    if (error instanceof ServiceError) {
      const field = String(error.details?.field ?? "questionText");
      const slug = error.details?.slug;
      const similarPath = typeof slug === "string" ? `/question/${slug}` : undefined;
      return data<SubmitActionData>(
        { ok: false, error: error.message, field, values, similarPath },
        error.status,
      );
    }
    console.error("submission failed", error);
    return data<SubmitActionData>({ ok: false, error: m.submit_failed(), field: "form", values }, 500);
  }
}
