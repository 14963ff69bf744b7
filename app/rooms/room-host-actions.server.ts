import { data, redirect } from "react-router";
import { orPageError, pageError, refusalInit } from "#app/page-errors.server.ts";
import { SEARCH_MAX } from "#domain/limits.ts";
import { localizeHref } from "#domain/locale.ts";
import { normaliseText } from "#domain/normalise-text.ts";
import { roomErrorText } from "#domain/room-protocol.ts";
import type { AppContext } from "#worker/services/context.ts";
import { ServiceError } from "#worker/services/errors.ts";
import { listPublishedQuestions } from "#worker/services/questions.ts";
import { addRoomQuestion, roomCommand } from "#worker/services/rooms.ts";
import type { AddResult, FoundQuestion } from "./add-question";
import { readHostCommand } from "./room-command.server";

// What the host's two screens (the big screen and the remote) share on the server: their buttons'
// posts and the search that finds questions to add.

const FOUND_MAX = 5;
type RoomIdentity = Parameters<typeof roomCommand>[2];

/** The backstage search's words from `?q=`, trimmed and capped as the question lists do. */
export function searchQuery(request: Request): string {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  return normaliseText(q).slice(0, SEARCH_MAX);
}

/** Up to five published questions matching the words, by the site's own search; null before a search. */
export async function findQuestions(app: AppContext, query: string): Promise<FoundQuestion[] | null> {
  if (!query) return null;
  const { questions } = await listPublishedQuestions(app, {
    search: query,
    sort: "hottest",
    limit: FOUND_MAX,
    page: 1,
  });
  return questions.map((q) => ({ slug: q.slug, text: q.questionText }));
}

/**
 * A host's form post on either screen: a command goes to the room and the page comes back (303,
 * keeping only the search); an add answers with what was added or why not, for the fetcher.
 */
export async function runHostForm(
  request: Request,
  app: AppContext,
  code: string,
  identity: RoomIdentity,
  page: "host" | "remote",
) {
  const command = await readHostCommand(request);
  if (command.kind === "add") return addQuestion(app, code, identity, command.slug);
  const reply = await orPageError(roomCommand(app, code, identity, command.message));
  if (reply?.type === "error") throw data(roomErrorText(reply.error), { status: 409 });
  const query = searchQuery(request);
  const search = query ? `?${new URLSearchParams({ q: query })}` : "";
  return redirect(`${localizeHref(`/rooms/${code}/${page}`)}${search}`, { status: 303 });
}

/** Appends a catalogue question; the answer names it by slug (the page has its text) or says why not. */
async function addQuestion(app: AppContext, code: string, identity: RoomIdentity, slug: string) {
  try {
    await addRoomQuestion(app, code, identity, slug);
    return data<AddResult>({ added: slug });
  } catch (error) {
    if (!(error instanceof ServiceError) || error.status === 404) throw pageError(error);
    return data<AddResult>({ addError: error.message }, refusalInit(error));
  }
}
