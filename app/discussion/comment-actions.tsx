import { Flag, Pencil, Reply, Trash2 } from "lucide-react";
import { useActionData } from "react-router";
import { button } from "#app/lib/ui.ts";

import type { CommentView } from "#domain/discussion.ts";
import { m } from "#domain/paraglide/messages.js";
import { ActionDisclosure } from "./action-disclosure";
import { CommentForm } from "./comment-form";
import { CommentReportFields } from "./comment-report-fields";
import { useDiscussion } from "./discussion-context";
import { DISCUSSION_INTENTS, type DiscussionIntent, discussionAnswer, SCRIPTED_FIELD } from "./intents";
import { useDiscussionForm, useOnSuccess } from "./use-discussion-form";

type Props = {
  comment: CommentView;
  /** The page's reader may still edit it, this many whole minutes more; 0 when not. */
  editMinutes: number;
  onReplied: (reply: CommentView) => void;
  onEdited: (comment: CommentView) => void;
  onDeleted: () => void;
};

const icon = "size-4 shrink-0";

/** Which of a comment's forms a post without JavaScript came back refused from: it opens again. */
function useRefusedHere(commentId: string) {
  const answer = discussionAnswer(useActionData());
  return (intent: DiscussionIntent) =>
    answer?.status === "error" && answer.intent === intent && answer.commentId === commentId;
}

/** Reply (to a top-level comment), Edit and Delete (their author's), Report (someone else's). */
export function CommentActions({ comment, editMinutes, onReplied, onEdited, onDeleted }: Props) {
  const { signedIn } = useDiscussion();
  const refusedHere = useRefusedHere(comment.id);
  const published = comment.state === "published";
  const canReply = signedIn && published && comment.parentId === null;
  const canEdit = comment.mine && published && editMinutes > 0;
  const canDelete = comment.mine && comment.state !== "deleted";
  const canReport = signedIn && published && !comment.mine;
  if (!canReply && !canEdit && !canDelete && !canReport) return null;
  const name = comment.authorName ?? "";
  return (
    // Its buttons join the row of votes; an open one takes a line of its own below them.
    <div className="contents">
      {canReply && (
        <ActionDisclosure
          initiallyOpen={refusedHere(DISCUSSION_INTENTS.reply)}
          summary={
            <>
              <Reply aria-hidden="true" className={icon} /> {m.discussion_reply()}
            </>
          }
        >
          {(close) => (
            <CommentForm
              intent={DISCUSSION_INTENTS.reply}
              commentId={comment.id}
              label={m.discussion_reply_label({ name })}
              submitLabel={m.discussion_reply()}
              busyLabel={m.discussion_replying()}
              onDone={(reply) => {
                if (reply) onReplied(reply);
                close();
              }}
            />
          )}
        </ActionDisclosure>
      )}
      {canEdit && (
        <ActionDisclosure
          initiallyOpen={refusedHere(DISCUSSION_INTENTS.edit)}
          summary={
            <>
              <Pencil aria-hidden="true" className={icon} />{" "}
              {m.discussion_edit_left({ minutes: editMinutes })}
            </>
          }
        >
          {(close) => (
            <CommentForm
              intent={DISCUSSION_INTENTS.edit}
              commentId={comment.id}
              label={m.discussion_edit_label()}
              submitLabel={m.discussion_save()}
              busyLabel={m.discussion_saving()}
              defaultValue={comment.body ?? ""}
              onDone={(edited) => {
                if (edited) onEdited(edited);
                close();
              }}
            />
          )}
        </ActionDisclosure>
      )}
      {canDelete && (
        <ActionDisclosure
          initiallyOpen={refusedHere(DISCUSSION_INTENTS.delete)}
          summary={
            <>
              <Trash2 aria-hidden="true" className={icon} /> {m.discussion_delete()}
            </>
          }
        >
          {() => <DeleteForm commentId={comment.id} onDeleted={onDeleted} />}
        </ActionDisclosure>
      )}
      {canReport && (
        <ActionDisclosure
          initiallyOpen={refusedHere(DISCUSSION_INTENTS.report)}
          summary={
            <>
              <Flag aria-hidden="true" className={icon} /> {m.discussion_report()}
            </>
          }
        >
          {() => <ReportForm commentId={comment.id} />}
        </ActionDisclosure>
      )}
    </div>
  );
}

function DeleteForm({ commentId, onDeleted }: { commentId: string; onDeleted: () => void }) {
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

function ReportForm({ commentId }: { commentId: string }) {
  const form = useDiscussionForm(DISCUSSION_INTENTS.report, commentId);
  if (form.answer?.status === "ok") {
    return (
      <p role="status" className="text-sm font-semibold text-emerald-800 dark:text-emerald-300">
        {form.answer.message}
      </p>
    );
  }
  return (
    <form.fetcher.Form method="post" action={form.action}>
      <input type="hidden" name="intent" value={DISCUSSION_INTENTS.report} />
      <input type="hidden" name="commentId" value={commentId} />
      {form.hydrated && <input type="hidden" name={SCRIPTED_FIELD} value="1" />}
      <CommentReportFields
        idPrefix={`report-${commentId}`}
        errors={form.error?.fieldErrors}
        values={form.kept}
      />
      {form.error && !form.error.fieldErrors && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
          {form.error.error}
        </p>
      )}
      <button type="submit" className={`${button.secondary} mt-3`} disabled={form.busy}>
        {m.discussion_report_send()}
      </button>
    </form.fetcher.Form>
  );
}
