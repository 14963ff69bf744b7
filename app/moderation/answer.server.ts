import { data } from "react-router";
import { firstMessage } from "#domain/schemas.ts";
import type { z } from "#domain/zod.ts";
import { ServiceError } from "#worker/services/errors.ts";

/** What every moderation form gets back: a sentence for the page, tied to the item it was about. */
export type ModerationResult = { ok: boolean; message: string; id?: string; field?: string };

export const done = (message: string, id?: string) => data<ModerationResult>({ ok: true, message, id });

export const refused = (message: string, status: number, id?: string, field?: string) =>
  data<ModerationResult>({ ok: false, message, id, field }, status);

/** A form value through its schema; the first rule it broke becomes the form's 400 answer. */
export function parseForm<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "");
    throw new ServiceError(400, firstMessage(parsed.error), { field });
  }
  return parsed.data;
}

/** Runs a form's work, turning expected refusals (ServiceError) into answers beside its item. */
export async function answering(id: string | undefined, run: () => Promise<ReturnType<typeof done>>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ServiceError) {
      return refused(error.message, error.status, id, String(error.details?.field ?? ""));
    }
    throw error;
  }
}
