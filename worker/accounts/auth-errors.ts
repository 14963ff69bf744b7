import type { Failure } from "#worker/api/errors.ts";

// better-auth refuses with `{ code, message }`, and its messages are often for developers
// ("[body.email] Invalid input: expected string, received undefined", "Unauthorized"). Under /api
// every refusal has one shape, so its answers are rewritten into ours: a sentence, and its code.

const BY_CODE: Record<string, string> = {
  BAD_REQUEST: "The request body must be valid JSON.",
  UNSUPPORTED_MEDIA_TYPE: "Send the request body as JSON, with Content-Type: application/json.",
  INVALID_CALLBACK_URL: "Links back to the site must be addresses on this site.",
  INVALID_REDIRECT_URL: "Links back to the site must be addresses on this site.",
  INVALID_ERROR_CALLBACK_URL: "Links back to the site must be addresses on this site.",
  INVALID_NEW_USER_CALLBACK_URL: "Links back to the site must be addresses on this site.",
  INVALID_TOKEN: "This link is not valid any more. Please ask for a new one.",
  UNAUTHORIZED: "Please sign in first.",
  PASSWORD_TOO_SHORT: "The password is too short.",
  PASSWORD_TOO_LONG: "The password is too long.",
  INVALID_EMAIL: "That is not a valid e-mail address.",
};

const BY_STATUS: Record<number, string> = {
  401: "Please sign in first.",
  403: "That is not allowed.",
  404: "There is no such account endpoint.",
};

/** The fields a validation message names ("[body.email] ..." gives email), at most three. */
function namedFields(message: string): string[] {
  const names = [...message.matchAll(/\[(?:body|query)\.([\w.]+)\]/g)].map((m) => m[1] as string);
  return [...new Set(names)].slice(0, 3);
}

export function authSentence(status: number, code: unknown, message: unknown): string {
  const text = typeof message === "string" ? message : "";
  if (code === "VALIDATION_ERROR" || /^\[(body|query)/.test(text)) {
    const fields = namedFields(text);
    if (fields.length)
      return `Check ${fields.length > 1 ? "these fields" : "this field"}: ${fields.join(", ")}.`;
    return "The request body must be a JSON object.";
  }
  if (typeof code === "string" && BY_CODE[code]) return BY_CODE[code];
  if (/callbackURL|redirectURL|redirectTo/i.test(text)) return BY_CODE.INVALID_CALLBACK_URL as string;
  // Messages such as "Invalid email or password" or "User already exists" read well as they are.
  if (/^[A-Z][a-z]*( [\w'-]+){2,}/.test(text) && text.length <= 200)
    return /[.!?]$/.test(text) ? text : `${text}.`;
  return BY_STATUS[status] ?? "The request could not be handled.";
}

/** A better-auth refusal (any 4xx, with JSON or with nothing) in the API's envelope; else as it was. */
export async function inEnvelope(response: Response): Promise<Response> {
  if (response.status < 400 || response.status >= 500) return response;
  const text = await response.text();
  let body: { code?: unknown; message?: unknown } = {};
  try {
    body = JSON.parse(text) ?? {};
  } catch {
    // No JSON (an unknown path answers 404 with an empty body): the status says it all.
  }
  const failure: Failure = { success: false, error: authSentence(response.status, body.code, body.message) };
  if (typeof body.code === "string") failure.code = body.code;
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  headers.set("Content-Type", "application/json");
  return new Response(JSON.stringify(failure), { status: response.status, headers });
}
