import type { Context } from "hono";
import type { z } from "zod";
import { m } from "#domain/paraglide/messages.js";
import { firstMessage } from "#domain/schemas.ts";
import { ServiceError } from "#worker/services/errors.ts";
import type { ApiEnv } from "./context";

/**
 * Parses input with a zod schema; a failure is a 400 with the first message, the field it is about
 * (as the service's own refusals name it) and every issue.
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issues = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    const field = issues[0]?.path || undefined;
    throw new ServiceError(400, firstMessage(result.error), field ? { field, issues } : { issues });
  }
  return result.data;
}

const decoder = new TextDecoder();

/** The JSON body as a plain object, or a 400 that says what is wrong with it. */
export function jsonBody(c: Context<ApiEnv>): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(decoder.decode(c.var.body));
  } catch {
    throw new ServiceError(400, m.error_body_not_json());
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ServiceError(400, m.error_body_not_object());
  }
  return body as Record<string, unknown>;
}
