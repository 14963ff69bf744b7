import { data, type RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { orPageError } from "#app/page-errors.server.ts";
import { slugSchema } from "#domain/schemas.ts";
import { getQuestion } from "#worker/services/questions.ts";

/** The question with its live counts (one D1 read, one object call) and the visitor's choice. */
export async function loadShare(slug: string | undefined, context: Readonly<RouterContextProvider>) {
  const parsed = slugSchema.safeParse(slug);
  if (!parsed.success) throw data(null, { status: 404 });
  const { app, visitor } = requestContext(context);
  const { question, yourVote } = await orPageError(
    getQuestion(app, { slug: parsed.data }, await visitor.voterHash()),
  );
  return { question, yourVote, sharedAt: Date.now() };
}
