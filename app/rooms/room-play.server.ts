import { env } from "cloudflare:workers";
import { data, type RouterContextProvider, redirect } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { orPageError } from "#app/page-errors.server.ts";
import { localizeHref } from "#domain/locale.ts";
import { normaliseText } from "#domain/normalise-text.ts";
import { m } from "#domain/paraglide/messages.js";
import { nicknameSchema, optionSchema, roomErrorText } from "#domain/room-protocol.ts";
import { firstMessage } from "#domain/schemas.ts";
import { readTextForm } from "#worker/services/forms.ts";
import { checkLimit, retryHeaders, roomJoinsLimit } from "#worker/services/limits.ts";
import {
  joinRoom,
  playerIdentity,
  roomCommand,
  roomCookies,
  roomSummary,
  roomView,
} from "#worker/services/rooms.ts";
import { codeFromParams, countLookup, lookupRefusal } from "./room-code.server";

type Context = Readonly<RouterContextProvider>;

export type PlayerActionData = { error: string; nickname: string };

/** A player's screen: the join form until this browser has joined, then the room, then the summary. */
export async function loadPlayerRoom(params: { code?: string }, request: Request, context: Context) {
  const code = codeFromParams(params.code);
  await countLookup(request);
  const { app } = requestContext(context);
  const view = await roomView(app, code, playerIdentity(request, code));
  if (!view) throw data(null, { status: 404 });
  const seat = view.seat?.role === "player" ? { nickname: view.seat.nickname, team: view.seat.team } : null;
  const removed = view.seat?.role === "removed";
  const summary = seat && view.state.phase === "ended" ? await roomSummary(app, code) : null;
  const recap = view.recap ?? null;
  return { code, state: view.state, seat, removed, yourVote: view.yourVote, recap, summary };
}

/** Joining (every browser) and voting (browsers without JavaScript; live players vote over the socket). */
export async function handlePlayerForm(params: { code?: string }, request: Request, context: Context) {
  const code = codeFromParams(params.code);
  const form = await readTextForm(request, ["intent", "nickname", "option", "index"]);
  if (form.intent === "vote") return await vote(code, form, request, context);
  if (form.intent !== "join") throw data(m.rooms_unknown_button(), { status: 400 });
  const refuse = (error: string, status: number, headers?: Record<string, string>) =>
    data<PlayerActionData>({ error, nickname: form.nickname }, { status, headers });
  // An empty field asks the room to pick a name.
  const nickname =
    normaliseText(form.nickname) === ""
      ? ({ success: true, data: "" } as const)
      : nicknameSchema.safeParse(form.nickname);
  if (!nickname.success) return refuse(firstMessage(nickname.error), 400);
  const limit = await checkLimit(env, request, roomJoinsLimit);
  if (!limit.ok) return refuse(limit.message, 429, retryHeaders(limit));
  const lookup = await lookupRefusal(request);
  if (lookup) return refuse(lookup.message, lookup.init.status, lookup.init.headers);
  const identity = playerIdentity(request, code);
  const token = identity.role === "player" ? identity.token : undefined;
  const joined = await joinRoom(requestContext(context).app, code, nickname.data, token);
  if (!joined.ok) return refuse(joined.message, joined.status);
  return redirect(localizeHref(`/r/${code}`), {
    status: 303,
    headers: roomCookies(request, "player", code, joined.token),
  });
}

async function vote(
  code: string,
  form: { option: string; index: string },
  request: Request,
  context: Context,
) {
  const option = optionSchema.safeParse(form.option);
  const index = /^\d{1,2}$/.test(form.index) ? Number(form.index) : undefined;
  const identity = playerIdentity(request, code);
  if (!option.success || index === undefined) throw data(m.rooms_pick_a_or_b(), { status: 400 });
  if (identity.role !== "player") throw data(m.rooms_join_first(), { status: 403 });
  await countLookup(request);
  const reply = await orPageError(
    roomCommand(requestContext(context).app, code, identity, { type: "vote", index, option: option.data }),
  );
  if (reply?.type === "error") throw data(roomErrorText(reply.error), { status: 409 });
  return redirect(localizeHref(`/r/${code}`), { status: 303 });
}
