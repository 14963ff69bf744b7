import { data, type RouterContextProvider, redirect } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { roomCodeSchema } from "#domain/room-protocol.ts";
import { firstMessage } from "#domain/schemas.ts";
import { roomView } from "#worker/services/rooms.ts";
import { lookupRefusal } from "./room-code.server";

/** `/r?code=…` (the join form, which works without JavaScript): on to the room, or why not. */
export async function loadJoinByCode(request: Request, context: Readonly<RouterContextProvider>) {
  const typed = new URL(request.url).searchParams.get("code");
  if (typed === null) return { error: null, code: "" };
  const code = roomCodeSchema.safeParse(typed);
  if (!code.success) return { error: firstMessage(code.error), code: typed.slice(0, 40) };
  const refused = await lookupRefusal(request);
  if (refused) return data({ error: refused.message, code: code.data }, refused.init);
  const view = await roomView(requestContext(context).app, code.data, { role: "visitor" });
  if (!view) return { error: m.rooms_no_room_with_code({ code: code.data }), code: code.data };
  throw redirect(localizeHref(`/r/${code.data}`));
}
