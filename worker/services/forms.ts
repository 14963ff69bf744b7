import { data } from "react-router";
import { readLimitedBody } from "#worker/http/read-body.ts";

// Every page action reads its form through here, so a request the page's own forms would never
// send is refused with a sentence instead of an error page with a 500. Only page actions read
// forms (the API reads JSON), so its refusals are React Router answers.

const FORM_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;
/** Far above any of our forms (a submission is under 1 KB), far below what could hurt the worker. */
export const FORM_MAX_BYTES = 64 * 1024;

async function refuse(request: Request, message: string, status: number): Promise<never> {
  await readLimitedBody(request, 0);
  throw data(message, { status });
}

/**
 * The named fields of a form post, each as text: a JSON or other body is a 415, an oversized one a
 * 413, a field sent twice or as a file a 400. A missing field is "", which the page's own schema
 * then answers with its message (e.g. "Please enter a question").
 */
export async function readTextForm<K extends string>(
  request: Request,
  fields: readonly K[],
): Promise<Record<K, string>> {
  return textValues(await readFormData(request), fields);
}

/** Like readTextForm, plus one field that may repeat (a group of checkboxes): its values, each text. */
export async function readTextFormWithList<K extends string, L extends string>(
  request: Request,
  fields: readonly K[],
  list: L,
): Promise<Record<K, string> & Record<L, string[]>> {
  const form = await readFormData(request);
  const values = form.getAll(list);
  if (values.some((value) => typeof value !== "string")) {
    throw data(`${list} must be text, not a file.`, { status: 400 });
  }
  return { ...textValues(form, fields), [list]: values as string[] } as Record<K, string> &
    Record<L, string[]>;
}

/** What the fields are read from: a multipart form, or the far more common URL-encoded one. */
type FormFields = Pick<FormData, "getAll">;

async function readFormData(request: Request): Promise<FormFields> {
  const type = request.headers.get("Content-Type") ?? "";
  const form = FORM_TYPE.exec(type);
  if (!form) return refuse(request, "This page only accepts its own form posts.", 415);
  const body = await readLimitedBody(request, FORM_MAX_BYTES);
  if (!body) throw data(`The form is larger than ${FORM_MAX_BYTES / 1024} KB.`, { status: 413 });
  // Every vote and like posts this: parsed directly, without building a second Request for it.
  if (form[1]?.toLowerCase() === "application/x-www-form-urlencoded") {
    return new URLSearchParams(new TextDecoder().decode(body));
  }
  try {
    return await new Request(request.url, { method: "POST", headers: request.headers, body }).formData();
  } catch {
    throw data("The form could not be read.", { status: 400 });
  }
}

function textValues<K extends string>(form: FormFields, fields: readonly K[]): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const field of fields) {
    const sent = form.getAll(field);
    if (sent.length > 1) throw data(`The form sent ${field} more than once.`, { status: 400 });
    const value = sent[0] ?? "";
    if (typeof value !== "string") throw data(`${field} must be text, not a file.`, { status: 400 });
    values[field] = value;
  }
  return values;
}
