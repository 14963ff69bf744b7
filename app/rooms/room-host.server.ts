import { data, type RouterContextProvider, redirect } from "react-router";
import { requestContext, siteOriginFor } from "#app/context.server.ts";
import { orPageError } from "#app/page-errors.server.ts";
import { qrPath } from "#domain/qr-path.ts";
import { type ClientMessage, clientMessageSchema } from "#domain/room-protocol.ts";
import { readTextForm } from "#worker/services/forms.ts";
import { hostIdentity, roomCommand, roomSummary, roomView } from "#worker/services/rooms.ts";
import { codeFromParams, countLookup } from "./room-code.server";

type Context = Readonly<RouterContextProvider>;

const NOT_HOST = "Only the browser (or the account) that started this room can show its host screen.";

async function hostOnly(request: Request, context: Context, code: string) {
  const { app, user } = requestContext(context);
  const identity = await hostIdentity(request, code, user);
  const view = await roomView(app, code, identity);
  if (!view) throw data(null, { status: 404 });
  if (view.seat?.role !== "host") throw data(NOT_HOST, { status: 403 });
  return { app, identity, view };
}

/** The host screen: the room as it is now, its join link and QR code, and the summary once it has ended. */
export async function loadHostRoom(params: { code?: string }, request: Request, context: Context) {
  const code = codeFromParams(params.code);
  await countLookup(request);
  const { app, view } = await hostOnly(request, context, code);
  const joinUrl = `${siteOriginFor(request, context)}/r/${code}`;
  const summary = view.state.phase === "ended" ? await roomSummary(app, code) : null;
  return { code, joinUrl, qr: qrPath(joinUrl), state: view.state, roster: view.roster, summary };
}

/** The host's buttons without JavaScript: the same commands the socket takes, then the screen again. */
export async function handleHostForm(params: { code?: string }, request: Request, context: Context) {
  const code = codeFromParams(params.code);
  const form = await readTextForm(request, ["intent", "index", "playerId"]);
  const index = /^\d{1,2}$/.test(form.index) ? Number(form.index) : undefined;
  const parsed = clientMessageSchema.safeParse({
    type: form.intent,
    index,
    playerId: form.playerId || undefined,
  });
  if (!parsed.success || parsed.data.type === "vote")
    throw data("That button is not one of this page's.", { status: 400 });
  await countLookup(request);
  const { app, identity } = await hostOnly(request, context, code);
  const reply = await orPageError(roomCommand(app, code, identity, parsed.data as ClientMessage));
  if (reply?.type === "error") throw data(reply.message, { status: 409 });
  return redirect(`/rooms/${code}/host`, { status: 303 });
}
