import { button } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";
import { DISCUSSION_INTENTS, SCRIPTED_FIELD } from "./intents";
import { useDiscussionForm, useOnSuccess } from "./use-discussion-form";

/** The confirm step of Delete: a form of its own, so it needs no JavaScript. */
export function DeleteForm({ commentId, onDeleted }: { commentId: string; onDeleted: () => void }) {
  const form = useDiscussionForm(DISCUSSION_INTENTS.delete, commentId);
  useOnSuccess(form.fetcher.data, onDeleted);
  return (
    <form.fetcher.Form method="post" action={form.action} className="grid gap-2">
      <input type="hidden" name="intent" value={DISCUSSION_INTENTS.delete} />
      <input type="hidden" name="commentId" value={commentId} />
      {form.hydrated && <input type="hidden" name={SCRIPTED_FIELD} value="1" />}
      <p className="text-sm">{m.discussion_delete_confirm()}</p>
      {form.error && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {form.error.error}
        </p>
      )}
      <div>
        <button type="submit" className={button.danger} disabled={form.busy}>
          {m.discussion_delete_yes()}
        </button>
      </div>
    </form.fetcher.Form>
  );
}
