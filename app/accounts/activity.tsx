import { Link } from "react-router";
import { CategoryBadge } from "#app/components/category-badge.tsx";
import { formatDate } from "#app/lib/format.ts";
import { button, card, link, muted } from "#app/lib/ui.ts";
import { RejectionDetails, SubmissionStatusBadge } from "#app/submissions/submission-status-badge.tsx";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { percentages } from "#domain/percent.ts";
import type { ActivityQuestion } from "#worker/services/activity.ts";
import type { Route } from "./+types/activity";
import { loadActivity } from "./activity.server";

export const meta: Route.MetaFunction = () => [
  { title: m.page_title({ title: m.account_activity_title() }) },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const loader = ({ request, context }: Route.LoaderArgs) => loadActivity(request, context);

/** One question in a list: its badges and when, its text (a link once published), then what follows. */
function Item(props: {
  question: ActivityQuestion;
  when: string;
  linked: boolean;
  status?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const { question } = props;
  return (
    <li className="grid gap-1.5 py-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {props.status}
        <CategoryBadge name={question.category} colorClass={question.categoryColor} />
        <span className={muted}>{props.when}</span>
      </div>
      {props.linked ? (
        <Link to={localizeHref(`/question/${question.slug}`)} className={`${link} text-base`}>
          {question.questionText}
        </Link>
      ) : (
        <span className="font-semibold">{question.questionText}</span>
      )}
      {props.children}
    </li>
  );
}

function List(props: {
  id: string;
  title: string;
  count: number;
  empty: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={props.id} className={`${card} p-5 sm:p-6`}>
      <h2 id={props.id} className="text-lg font-bold">
        {props.title} <span className={`font-semibold ${muted}`}>({props.count})</span>
      </h2>
      {props.count === 0 ? (
        <p className={`mt-2 ${muted}`}>{props.empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">{props.children}</ul>
      )}
    </section>
  );
}

export default function Activity({ loaderData }: Route.ComponentProps) {
  const { submitted, voted, liked } = loaderData;
  return (
    <main className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10 sm:py-14">
      <header>
        <h1 className="text-3xl font-extrabold">{m.account_activity_title()}</h1>
        <p className={`mt-2 ${muted}`}>{m.account_activity_intro()}</p>
      </header>

      <List
        id="activity-submitted"
        title={m.account_your_questions()}
        count={submitted.length}
        empty={
          <>
            {m.account_no_submissions()}{" "}
            <Link to={localizeHref("/submit-would-you-rather-question")} className={link}>
              {m.account_submit_your_own()}
            </Link>
          </>
        }
      >
        {submitted.map((question) => (
          <Item
            key={question.slug}
            question={question}
            when={m.account_submitted_on({ date: formatDate(question.at) })}
            linked={question.status === "published"}
            status={<SubmissionStatusBadge status={question.status} />}
          >
            <p className={`text-sm ${muted}`}>
              {question.optionA} <span aria-hidden="true">·</span>
              <span className="sr-only">{m.account_or()}</span> {question.optionB}
            </p>
            {question.rejection && <RejectionDetails rejection={question.rejection} />}
          </Item>
        ))}
      </List>

      <List
        id="activity-voted"
        title={m.account_answered()}
        count={voted.length}
        empty={
          <>
            {m.account_no_votes()}{" "}
            <Link to={localizeHref("/would-you-rather-questions")} className={link}>
              {m.account_browse_questions()}
            </Link>
          </>
        }
      >
        {voted.map((question) => {
          const share = percentages(question.votesA, question.votesB);
          const chose = question.option === "A" ? question.optionA : question.optionB;
          const percent = question.option === "A" ? share.a : share.b;
          return (
            <Item
              key={question.slug}
              question={question}
              when={m.account_answered_on({ date: formatDate(question.at) })}
              linked
            >
              <p className="text-sm">
                {m.account_you_chose()} <strong>{chose}</strong>
                <span className={muted}>{m.account_with_percent({ percent })}</span>
              </p>
            </Item>
          );
        })}
      </List>

      <List id="activity-liked" title={m.account_liked()} count={liked.length} empty={m.account_no_likes()}>
        {liked.map((question) => (
          <Item
            key={question.slug}
            question={question}
            when={m.account_liked_on({ date: formatDate(question.at) })}
            linked
          />
        ))}
      </List>

      <p>
        <Link to={localizeHref("/settings")} className={button.secondary}>
          {m.account_settings_button()}
        </Link>
      </p>
    </main>
  );
}
