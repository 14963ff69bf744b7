import { Link } from "react-router";
import { categoryPath, PRODUCT_PATH, SUBMIT_PATH } from "#app/lib/categories.ts";
import { container } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { LanguageSwitcher } from "./language-switcher";
import { CATEGORY_MENU } from "./site-header";

const COLUMNS = [
  {
    title: m.footer_explore,
    links: [
      { to: "/", label: m.nav_home },
      { to: PRODUCT_PATH, label: m.nav_all_questions },
      { to: "/play", label: m.footer_play_mode },
      { to: "/rooms/new", label: m.footer_play_in_room },
      { to: SUBMIT_PATH, label: m.footer_submit_question },
      { to: "/about", label: m.nav_about },
    ],
  },
  {
    title: m.footer_categories,
    links: [
      ...CATEGORY_MENU,
      { to: categoryPath("Hard"), label: m.category_hard },
      { to: categoryPath("Adults"), label: m.category_adults },
    ],
  },
  {
    // The lists by audience and time of year, linked from every page so readers and crawlers find them.
    title: m.lists_footer_lists,
    links: [
      { to: "/would-you-rather-questions-for-couples", label: m.lists_audience_couples_title },
      { to: "/would-you-rather-questions-for-teens", label: m.lists_audience_teens_title },
      { to: "/would-you-rather-questions-for-work", label: m.lists_audience_work_title },
      { to: "/would-you-rather-questions-for-the-classroom", label: m.lists_audience_classroom_title },
      { to: "/this-or-that-questions", label: m.lists_audience_thisorthat_title },
      { to: "/seasonal-would-you-rather-questions", label: m.lists_audience_seasonal_title },
    ],
  },
  {
    title: m.footer_community,
    links: [
      { to: "/community-guidelines", label: m.footer_guidelines },
      { to: "/privacy-policy", label: m.footer_privacy },
      { to: "/terms-of-service", label: m.footer_terms },
      { to: "/contact", label: m.footer_contact },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className={`${container} grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-5`}>
        <div>
          <p className="text-lg font-extrabold">{m.site_name()}</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{m.footer_tagline()}</p>
          <p className="mt-4 text-sm">
            <span className="text-slate-600 dark:text-slate-300">{m.language_label()}: </span>
            <LanguageSwitcher className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300" />
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.links[0]?.to} aria-label={column.title()}>
            <h2 className="text-sm font-bold uppercase tracking-wide text-slate-700 dark:text-slate-200">
              {column.title()}
            </h2>
            <ul className="mt-3 grid gap-2 text-sm">
              {column.links.map((l) => (
                <li key={l.to}>
                  <Link
                    to={localizeHref(l.to)}
                    className="text-slate-600 hover:text-indigo-700 hover:underline dark:text-slate-300 dark:hover:text-indigo-300"
                  >
                    {l.label()}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-600 dark:border-slate-800 dark:text-slate-300">
        {m.footer_copyright({ year: new Date().getUTCFullYear() })}
      </p>
    </footer>
  );
}
