import { data, type RouterContextProvider, redirect } from "react-router";
import { requestContext, siteOriginFor } from "#app/context.server.ts";
import { orPageError } from "#app/page-errors.server.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { qrPath } from "#domain/qr-path.ts";
import { type ClientMessage, clientMessageSchema, roomErrorText } from "#domain/room-protocol.ts";
import { readTextForm } from "#worker/services/forms.ts";
import { hostIdentity, roomCommand, roomSummary, roomView } from "#worker/services/rooms.ts";
import { codeFromParams, countLookup } from "./room-code.server";

type Context = Readonly<RouterContextProvider>;

async function hostOnly(request: Request, context: Context, code: string) {
  const { app, user } = requestContext(context);
  const identity = await hostIdentity(request, code, user);
  const view = await roomView(app, code, identity);
  if (!view) throw data(null, { status: 404 });
  if (view.seat?.role !== "host") throw data(m.rooms_not_host(), { status: 403 });
  return { app, identity, view };
}

/** The host screen: the room as it is now, its join link and QR code, and the summary once it has ended. */
export async function loadHostRoom(params: { code?: string }, request: Request, context: Context) {
  const code = codeFromParams(params.code);
  await countLookup(request);
  const { app, view } = await hostOnly(request, context, code);
  // Players join in the host screen's language.
  const joinUrl = `${siteOriginFor(request, context)}${localizeHref(`/r/${code}`)}`;
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
  if (!parsed.success || parsed.data.type === "vote") throw data(m.rooms_unknown_button(), { status: 400 });
  await countLookup(request);
  const { app, identity } = await hostOnly(request, context, code);
  const reply = await orPageError(roomCommand(app, code, identity, parsed.data as ClientMessage));
  if (reply?.type === "error") throw data(roomErrorText(reply.error), { status: 409 });
  return redirect(localizeHref(`/rooms/${code}/host`), { status: 303 });
}
