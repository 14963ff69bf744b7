import { data, type RouterContextProvider, redirect } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { pairRoomRemote, remoteIdentity, roomCookies, roomView } from "#worker/services/rooms.ts";
import { codeFromParams, countLookup } from "./room-code.server";
import { findQuestions, runHostForm, searchQuery } from "./room-host-actions.server";

type Context = Readonly<RouterContextProvider>;

async function remoteOnly(request: Request, context: Context, code: string) {
  const { app } = requestContext(context);
  const identity = remoteIdentity(request, code);
  const view = await roomView(app, code, identity);
  if (!view) throw data(null, { status: 404 });
  if (view.seat?.role !== "remote") throw data(m.rooms_remote_not_paired(), { status: 403 });
  return { app, identity, view };
}

/**
 * Opening the host's link (`?key=`) pairs this browser: the room checks the key, the remote's
 * cookie is set, and the page comes back without the key in the address bar. Without the key,
 * the page needs that cookie.
 */
async function pair(request: Request, context: Context, code: string, key: string) {
  const cookie = await pairRoomRemote(requestContext(context).app, code, key);
  if (!cookie) throw data(m.rooms_remote_key_wrong(), { status: 403 });
  throw redirect(localizeHref(`/rooms/${code}/remote`), {
    status: 303,
    headers: roomCookies(request, "remote", code, cookie),
  });
}

/** The host's remote on a phone: the room as the host sees it, with live counts and the backstage. */
export async function loadRemoteRoom(params: { code?: string }, request: Request, context: Context) {
  const code = codeFromParams(params.code);
  await countLookup(request);
  const key = new URL(request.url).searchParams.get("key");
  if (key !== null) await pair(request, context, code, key);
  const { app, view } = await remoteOnly(request, context, code);
  const query = searchQuery(request);
  const found = view.state.phase === "ended" ? null : await findQuestions(app, query);
  return {
    code,
    state: view.state,
    roster: view.roster,
    backstage: view.backstage,
    summaryKey: view.summaryKey ?? null,
    query,
    found,
  };
}

/** The remote's buttons without JavaScript (and every add): the host's own commands. */
export async function handleRemoteForm(params: { code?: string }, request: Request, context: Context) {
  const code = codeFromParams(params.code);
  await countLookup(request);
  const { app, identity } = await remoteOnly(request, context, code);
  return runHostForm(request, app, code, identity, "remote");
}
