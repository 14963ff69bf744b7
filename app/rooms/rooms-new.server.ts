import { env } from "cloudflare:workers";
import { data, type RouterContextProvider, redirect } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { localizeHref } from "#domain/locale.ts";
import { newRoomSchema } from "#domain/room-schema.ts";
import { firstMessage } from "#domain/schemas.ts";
import { listCategories } from "#worker/services/categories.ts";
import { ServiceError } from "#worker/services/errors.ts";
import { readTextForm } from "#worker/services/forms.ts";
import { checkLimit, retryHeaders, roomCreatesLimit } from "#worker/services/limits.ts";
import { roomCookies, startRoom } from "#worker/services/rooms.ts";

type Context = Readonly<RouterContextProvider>;
const FIELDS = ["category", "count", "questions", "reveal", "timer", "teams"] as const;

export type NewRoomResult = { error: string; values: Record<(typeof FIELDS)[number], string> };

export async function loadNewRoom(context: Context) {
  const categories = await listCategories(requestContext(context).app);
  return { categories: categories.map((c) => ({ name: c.name, mature: c.mature, count: c.questionCount })) };
}

/** Starts a room and sends the host to its screen with the host's cookie; a refusal keeps what was typed. */
export async function handleNewRoomForm(request: Request, context: Context) {
  const values = await readTextForm(request, FIELDS);
  const refuse = (error: string, status: number, headers?: Record<string, string>) =>
    data<NewRoomResult>({ error, values }, { status, headers });
  const parsed = newRoomSchema.safeParse(values);
  if (!parsed.success) return refuse(firstMessage(parsed.error), 400);
  const limit = await checkLimit(env, request, roomCreatesLimit);
  if (!limit.ok) return refuse(limit.message, 429, retryHeaders(limit));
  const { app, user } = requestContext(context);
  try {
    const { code, hostToken } = await startRoom(app, parsed.data, (await user())?.id);
    return redirect(localizeHref(`/rooms/${code}/host`), {
      status: 303,
      headers: roomCookies(request, "host", code, hostToken),
    });
  } catch (error) {
    if (error instanceof ServiceError && error.status === 400) return refuse(error.message, 400);
    throw error;
  }
}
