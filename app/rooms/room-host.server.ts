import { data, type RouterContextProvider } from "react-router";
import { requestContext, siteOriginFor } from "#app/context.server.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { qrPath } from "#domain/qr-path.ts";
import { hostIdentity, roomSummary, roomView } from "#worker/services/rooms.ts";
import { codeFromParams, countLookup } from "./room-code.server";
import { findQuestions, runHostForm, searchQuery } from "./room-host-actions.server";

type Context = Readonly<RouterContextProvider>;

async function hostOnly(request: Request, context: Context, code: string) {
  const { app, user } = requestContext(context);
  const identity = await hostIdentity(request, code, user);
  const view = await roomView(app, code, identity);
  if (!view) throw data(null, { status: 404 });
  if (view.seat?.role !== "host") throw data(m.rooms_not_host(), { status: 403 });
  return { app, identity, view };
}

/**
 * The host screen: the room as it is now, its join link and QR code, the coming questions (and a
 * search's results to add), the remote's link, and the summary and its kept link once it has ended.
 */
export async function loadHostRoom(params: { code?: string }, request: Request, context: Context) {
  const code = codeFromParams(params.code);
  await countLookup(request);
  const { app, view } = await hostOnly(request, context, code);
  const origin = siteOriginFor(request, context);
  // Players join, and the remote opens, in the host screen's language.
  const joinUrl = `${origin}${localizeHref(`/r/${code}`)}`;
  const remoteUrl = view.remoteKey
    ? `${origin}${localizeHref(`/rooms/${code}/remote`)}?key=${view.remoteKey}`
    : null;
  const ended = view.state.phase === "ended";
  const query = searchQuery(request);
  const [summary, found] = await Promise.all([
    ended ? roomSummary(app, code) : null,
    ended ? null : findQuestions(app, query),
  ]);
  return {
    code,
    joinUrl,
    qr: qrPath(joinUrl),
    remote: remoteUrl ? { url: remoteUrl, qr: qrPath(remoteUrl) } : null,
    state: view.state,
    roster: view.roster,
    backstage: view.backstage,
    summary,
    summaryKey: view.summaryKey ?? null,
    query,
    found,
  };
}

/** The host's buttons without JavaScript (and every add): the same commands the socket takes. */
export async function handleHostForm(params: { code?: string }, request: Request, context: Context) {
  const code = codeFromParams(params.code);
  await countLookup(request);
  const { app, identity } = await hostOnly(request, context, code);
  return runHostForm(request, app, code, identity, "host");
}
