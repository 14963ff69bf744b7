import { data, type RouterContextProvider } from "react-router";
import { requestContext } from "#app/context.server.ts";
import { orPageError } from "#app/page-errors.server.ts";
import { personalQuestions } from "#domain/personal-questions.ts";
import { classroomSheet } from "#worker/services/classroom.ts";

// Nothing on the sheet depends on who reads it.
const NOTHING_PERSONAL = { headers: personalQuestions() };

/**
 * The day's classroom sheet, or the one `?set=N` names: a malformed or unknown number is the
 * site's 404 page (the service's refusal), never an error view.
 */
export async function loadClassroomSheet(request: Request, context: Readonly<RouterContextProvider>) {
  const set = new URL(request.url).searchParams.get("set");
  const sheet = await orPageError(classroomSheet(requestContext(context).app, set));
  return data(sheet, NOTHING_PERSONAL);
}
