import { NavLink, Outlet } from "react-router";
import { container, muted } from "#app/lib/ui.ts";
import type { Route } from "./+types/layout";
import { moderatorsOnly } from "./guard.server";
import { loadModerationLayout } from "./layout.server";

export const middleware: Route.MiddlewareFunction[] = [moderatorsOnly];

export const meta: Route.MetaFunction = () => [
  { title: "Moderation - Would You Rather" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ context }: Route.LoaderArgs) => loadModerationLayout(context);

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
          <h1 className="text-3xl font-extrabold">Moderation</h1>
          <p className={`mt-1 ${muted}`}>
            Signed in as <strong className="break-all">{moderator.email}</strong> ({moderator.role}).
          </p>
        </div>
      </header>
      <nav aria-label="Moderation sections" className="flex flex-wrap gap-2">
        <NavLink to="/moderate" end className={tab}>
          Queue <Count n={counts.pending} label="waiting" />
        </NavLink>
        <NavLink to="/moderate/reports" className={tab}>
          Reports <Count n={counts.reported} label="reported" />
        </NavLink>
        <NavLink to="/moderate/inbox" className={tab}>
          Inbox <Count n={counts.unread} label="unread" />
        </NavLink>
        <NavLink to="/moderate/log" className={tab}>
          Log
        </NavLink>
      </nav>
      <Outlet />
    </main>
  );
}
