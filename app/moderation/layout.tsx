import { NavLink, Outlet } from "react-router";
import { container, muted } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import type { Route } from "./+types/layout";
import { moderatorsOnly } from "./guard.server";
import { loadModerationLayout } from "./layout.server";
import { richMessage } from "./rich-message";

export const middleware: Route.MiddlewareFunction[] = [moderatorsOnly];

export const meta: Route.MetaFunction = () => [
  { title: m.page_title({ title: m.moderation_title() }) },
  { name: "robots", content: "noindex" },
];

export const loader = ({ context }: Route.LoaderArgs) => loadModerationLayout(context);

const ROLE_NAMES = { moderator: m.moderation_role_moderator, admin: m.moderation_role_admin };

const tab = ({ isActive }: { isActive: boolean }) =>
  `inline-flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold ${
    isActive
      ? "bg-indigo-700 text-white dark:bg-indigo-400 dark:text-slate-950"
      : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
  }`;

function Count({ n, label }: { n: number; label: string }) {
  if (n === 0) return null;
  return (
    <span className="rounded-full bg-slate-200 px-2 text-xs font-bold text-slate-900">
      {n}
      <span className="sr-only"> {label}</span>
    </span>
  );
}

export default function ModerateLayout({ loaderData }: Route.ComponentProps) {
  const { counts, moderator } = loaderData;
  return (
    <main className={`${container} grid gap-6 py-8 sm:py-10`}>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold">{m.moderation_title()}</h1>
          <p className={`mt-1 ${muted}`}>
            {richMessage(m.moderation_signed_in_as, {
              email: <strong className="break-all">{moderator.email}</strong>,
              role: ROLE_NAMES[moderator.role](),
            })}
          </p>
        </div>
      </header>
      <nav aria-label={m.moderation_sections()} className="flex flex-wrap gap-2">
        <NavLink to={localizeHref("/moderate")} end className={tab}>
          {m.moderation_tab_queue()} <Count n={counts.pending} label={m.moderation_count_waiting()} />
        </NavLink>
        <NavLink to={localizeHref("/moderate/reports")} className={tab}>
          {m.moderation_tab_reports()} <Count n={counts.reported} label={m.moderation_count_reported()} />
        </NavLink>
        <NavLink to={localizeHref("/moderate/comments")} className={tab}>
          {m.moderation_comment_tab()}{" "}
          <Count n={counts.comments} label={m.moderation_comment_count_waiting()} />
        </NavLink>
        <NavLink to={localizeHref("/moderate/inbox")} className={tab}>
          {m.moderation_tab_inbox()} <Count n={counts.unread} label={m.moderation_count_unread()} />
        </NavLink>
        <NavLink to={localizeHref("/moderate/log")} className={tab}>
          {m.moderation_tab_log()}
        </NavLink>
      </nav>
      <Outlet />
    </main>
  );
}
