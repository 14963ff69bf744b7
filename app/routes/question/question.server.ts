import { data, type RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { discussionQuery, loadDiscussion } from "#app/discussion/discussion.server.ts";
import { orPageError } from "#app/page-errors.server.ts";
import { personalQuestions } from "#domain/personal-questions.ts";
import { slugSchema } from "#domain/schemas.ts";
import { getCategory } from "#worker/services/categories.ts";
import { getQuestionPage } from "#worker/services/questions.ts";

/**
 * One D1 batch (question, likes, a next question, related ones) and one object call for the live
 * counts, with the page of the discussion the address names read beside them.
 */
export async function loadQuestion(
  request: Request,
  slug: string | undefined,
  context: Readonly<RouterContextProvider>,
) {
  const parsed = slugSchema.safeParse(slug);
  if (!parsed.success) throw data(null, { status: 404 });
  const { app, visitor } = requestContext(context);
  // Before the counts are asked for: a vote older than this is in them (domain/personal-questions.ts).
  const countsRead = Date.now();
  const query = discussionQuery(new URL(request.url).searchParams);
  const [page, discussion] = await Promise.all([
    orPageError(visitor.voterHash().then((voter) => getQuestionPage(app, parsed.data, voter))),
    loadDiscussion(context, parsed.data, query),
  ]);
  const category = await getCategory(app, page.question.category);
  const { name, colorClass, description } = category;
  const shown = { ...page, category: { name, colorClass, description }, discussion };
  // The visitor's vote (from the object), like and report.
  const personal = personalQuestions({ shown: [page.question], panels: [page.question], countsRead });
  return data(shown, { headers: personal });
}
