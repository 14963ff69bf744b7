import { data } from "react-router";
import { INTENTS } from "./intents";
import { handleLikeForm } from "./like-action.server";
import { handleVoteForm } from "./vote-action.server";

/** The action of every page that shows votable questions: the form's intent picks the handler. */
export async function questionPageAction({ request }: { request: Request }) {
  const form = await request.formData();
  switch (form.get("intent")) {
    case INTENTS.vote:
      return handleVoteForm(request, form);
    case INTENTS.like:
      return handleLikeForm(request, form);
    default:
      return data({ intent: "unknown", status: "error", error: "Unknown action." } as const, 400);
  }
}
