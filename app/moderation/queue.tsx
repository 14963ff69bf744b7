import { Form, useNavigation } from "react-router";
import { CategoryBadge } from "#app/components/category-badge.tsx";
import { button, card, muted } from "#app/lib/ui.ts";
import { REVIEW_PROMISE_HOURS } from "#domain/moderation-rules.ts";
import { m } from "#domain/paraglide/messages.js";
import type { Route } from "./+types/queue";
import { formatAge } from "./age";
import { QuestionFields } from "./question-fields";
import { loadQueue, queueAction } from "./queue.server";
import { RejectionFields } from "./rejection-fields";
import { ResultNotice } from "./result-notice";
import { ReviewFlags } from "./review-flags";
import { richMessage } from "./rich-message";
import { useQueueKeys } from "./use-queue-keys";

export const loader = ({ context }: Route.LoaderArgs) => loadQueue(context);
export const action = ({ request, context }: Route.ActionArgs) => queueAction(request, context);

const LIST_ID = "review-queue";
const BULK_FORM = "bulk-decision";
const summary = `${button.secondary} cursor-pointer list-none`;

type Item = Route.ComponentProps["loaderData"]["items"][number];

function QueueItem({
  item,
  categories,
  result,
}: {
  item: Item;
  categories: string[];
  result?: Route.ComponentProps["actionData"];
}) {
  const title = `queue-${item.id}-title`;
  return (
    <li>
      <article
        data-queue-item
        tabIndex={-1}
        aria-labelledby={title}
        className={`${card} grid gap-3 p-4 focus:outline-none focus-visible:ring-4 focus-visible:ring-indigo-500 sm:p-5`}
      >
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="ids"
            value={item.id}
            form={BULK_FORM}
            aria-label={m.moderation_select_question({ question: item.questionText })}
            className="size-5 accent-indigo-700"
          />
          <CategoryBadge name={item.category} />
          <span
            className={
              item.overdue
                ? "rounded-full bg-red-100 px-2 py-0.5 font-bold text-red-800 dark:bg-red-950 dark:text-red-100"
                : muted
            }
          >
            {m.moderation_waiting({ age: formatAge(item.ageHours) })}
            {item.overdue && m.moderation_overdue({ hours: REVIEW_PROMISE_HOURS })}
          </span>
          <span className={muted}>
            {m.moderation_submitted_by({ name: item.submittedBy ?? m.moderation_anonymous() })}
          </span>
        </div>
        <h3 id={title} className="text-lg font-bold">
          {item.questionText}
        </h3>
        <p className="grid gap-1 sm:grid-cols-2">
          <span>
            <strong>{m.moderation_option_label({ letter: "A" })}</strong> {item.optionA}
          </span>
          <span>
            <strong>{m.moderation_option_label({ letter: "B" })}</strong> {item.optionB}
          </span>
        </p>
        <ReviewFlags flags={item.flags} />
        {result && result.id === item.id && <ResultNotice result={result} />}
        <div className="flex flex-wrap items-start gap-2">
          {/* The intent is a field, not the button's value: the a key submits without a button. */}
          <Form method="post" data-approve>
            <input type="hidden" name="id" value={item.id} />
            <input type="hidden" name="intent" value="approve" />
            <button type="submit" className={button.primary}>
              {m.moderation_approve()}
            </button>
          </Form>
          <details className="w-full sm:w-auto">
            <summary className={summary}>{m.moderation_edit_then_approve()}</summary>
            <Form method="post" className="mt-3 grid gap-3">
              <input type="hidden" name="id" value={item.id} />
              <QuestionFields idPrefix={`edit-${item.id}`} question={item} categories={categories} />
              <button
                type="submit"
                name="intent"
                value="edit-approve"
                className={`${button.primary} justify-self-start`}
              >
                {m.moderation_save_and_approve()}
              </button>
            </Form>
          </details>
          <details data-reject className="w-full sm:w-auto">
            <summary className={summary}>{m.moderation_reject()}</summary>
            <Form method="post" className="mt-3 grid gap-3">
              <input type="hidden" name="id" value={item.id} />
              <RejectionFields idPrefix={`reject-${item.id}`} />
              <button
                type="submit"
                name="intent"
                value="reject"
                className={`${button.secondary} justify-self-start`}
              >
                {m.moderation_reject_question()}
              </button>
            </Form>
          </details>
        </div>
      </article>
    </li>
  );
}

export default function ModerationQueue({ loaderData, actionData }: Route.ComponentProps) {
  const { items, total, categories } = loaderData;
  const busy = useNavigation().state === "submitting";
  useQueueKeys(LIST_ID, items.length);
  return (
    <section aria-labelledby="queue-title" className="grid gap-4">
      <div>
        <h2 id="queue-title" className="text-xl font-bold">
          {m.moderation_queue_title({ count: total })}
        </h2>
        <p className={muted}>
          {richMessage(m.moderation_queue_intro, {
            hours: REVIEW_PROMISE_HOURS,
            j: <kbd>j</kbd>,
            k: <kbd>k</kbd>,
            a: <kbd>a</kbd>,
            r: <kbd>r</kbd>,
          })}
        </p>
      </div>
      {actionData && !items.some((item) => item.id === actionData.id) && <ResultNotice result={actionData} />}
      {items.length === 0 ? (
        <p className={`${card} p-6 text-center ${muted}`}>{m.moderation_queue_empty()}</p>
      ) : (
        <>
          <Form
            method="post"
            id={BULK_FORM}
            className={`${card} grid gap-3 p-4`}
            aria-label={m.moderation_bulk_label()}
          >
            <p className="text-sm font-semibold">{m.moderation_bulk_heading()}</p>
            <div className="flex flex-wrap gap-2">
              <button
                type="submit"
                name="intent"
                value="bulk-approve"
                formNoValidate
                disabled={busy}
                className={button.primary}
              >
                {m.moderation_approve_selected()}
              </button>
            </div>
            <details>
              <summary className={summary}>{m.moderation_reject_selected_menu()}</summary>
              <div className="mt-3 grid gap-3">
                <RejectionFields idPrefix="bulk" />
                <button
                  type="submit"
                  name="intent"
                  value="bulk-reject"
                  disabled={busy}
                  className={`${button.secondary} justify-self-start`}
                >
                  {m.moderation_reject_selected()}
                </button>
              </div>
            </details>
          </Form>
          <ol id={LIST_ID} className="grid gap-4">
            {items.map((item) => (
              <QueueItem key={item.id} item={item} categories={categories} result={actionData} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
