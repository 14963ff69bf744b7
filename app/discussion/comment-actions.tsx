import { Flag, Pencil, Reply, Trash2 } from "lucide-react";
import { useActionData } from "react-router";
import type { CommentView } from "#domain/discussion.ts";
import { m } from "#domain/paraglide/messages.js";
import { ActionDisclosure } from "./action-disclosure";
import { CommentForm } from "./comment-form";
import { DeleteForm } from "./delete-form";
import { useDiscussion } from "./discussion-context";
import { DISCUSSION_INTENTS, type DiscussionIntent, discussionAnswer } from "./intents";
import { ReportForm } from "./report-form";

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
