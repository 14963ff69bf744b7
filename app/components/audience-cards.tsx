import { FolderOpen } from "lucide-react";
import { Link } from "react-router";
import { AUDIENCES, type Audience, categoryIcon, PRODUCT_PATH } from "#app/lib/categories.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";

export function AudienceCard({ audience }: { audience: Audience }) {
  return (
    <Link
      to={localizeHref(audience.path)}
      className={`group flex h-full flex-col rounded-2xl bg-gradient-to-br ${audience.gradient} p-5 text-white shadow-sm transition-transform hover:-translate-y-0.5`}
    >
      {categoryIcon(audience.category, "size-8 shrink-0")}
      <span className="mt-3 text-lg font-bold">{audience.title()}</span>
      <span className="mt-1 text-sm text-white">{audience.blurb()}</span>
    </Link>
  );
}

/** "You Might Also Like": up to three audience pages, never the one the visitor is on. */
export function YouMightAlsoLike({ currentPath }: { currentPath?: string }) {
  const picks = AUDIENCES.filter((a) => a.path !== currentPath).slice(0, 3);
  return (
    <section aria-labelledby="also-like-heading" className="mt-14">
      <h2 id="also-like-heading" className="text-2xl font-bold">
        {m.lists_also_like()}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {picks.map((a) => (
          <li key={a.path}>
            <AudienceCard audience={a} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The home page's four audience cards plus the way into every question. */
export function AudienceCards() {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {AUDIENCES.map((a) => (
        <li key={a.path}>
          <AudienceCard audience={a} />
        </li>
      ))}
      <li>
        <Link
          to={localizeHref(PRODUCT_PATH)}
          className="flex h-full flex-col justify-center rounded-2xl border-2 border-dashed border-indigo-700 p-5 font-bold text-indigo-800 hover:bg-indigo-50 dark:border-indigo-300 dark:text-indigo-200 dark:hover:bg-indigo-950"
        >
          <FolderOpen className="size-8 shrink-0" />
          <span className="mt-3 text-lg">{m.lists_browse_all()}</span>
        </Link>
      </li>
    </ul>
  );
}
