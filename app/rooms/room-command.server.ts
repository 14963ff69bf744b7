import { data } from "react-router";
import { m } from "#domain/paraglide/messages.js";
import { type ClientMessage, clientMessageSchema } from "#domain/room-protocol.ts";
import { slugSchema } from "#domain/schemas.ts";
import { readTextForm } from "#worker/services/forms.ts";

const FIELDS = [
  "intent",
  "index",
  "playerId",
  "nickname",
  "reveal",
  "timer",
  "teams",
  "from",
  "to",
  "position",
  "slug",
] as const;

/** A small whole number as a form sends it, or undefined (which the schema then refuses where needed). */
const whole = (text: string) => (/^\d{1,2}$/.test(text) ? Number(text) : undefined);

export type HostFormCommand = { kind: "message"; message: ClientMessage } | { kind: "add"; slug: string };

/**
 * A host's button posted without JavaScript (or an add, which is always a post): the same message
 * the socket takes, checked by the same schema, or the slug of a catalogue question to add.
 * Anything else is a 400 with a sentence.
 */
export async function readHostCommand(request: Request): Promise<HostFormCommand> {
  const form = await readTextForm(request, FIELDS);
  if (form.intent === "add") {
    const slug = slugSchema.safeParse(form.slug);
    if (!slug.success) throw data(m.rooms_unknown_button(), { status: 400 });
    return { kind: "add", slug: slug.data };
  }
  const parsed = clientMessageSchema.safeParse({
    type: form.intent,
    index: whole(form.index),
    playerId: form.playerId || undefined,
    nickname: form.nickname,
    reveal: form.reveal || undefined,
    timer: whole(form.timer),
    teams: whole(form.teams),
    from: whole(form.from),
    to: whole(form.to),
    position: whole(form.position),
  });
  if (!parsed.success || parsed.data.type === "vote") throw data(m.rooms_unknown_button(), { status: 400 });
  return { kind: "message", message: parsed.data };
}
