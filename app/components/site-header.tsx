import { ChevronDown, Menu } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { AccountMenu, type HeaderUser } from "#app/accounts/account-menu.tsx";
import { categoryPath, PRODUCT_PATH, SUBMIT_PATH } from "#app/lib/categories.ts";
import { button, container } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import { LanguageSwitcher } from "./language-switcher";

/** Labels are functions: each is read while a page renders, in that page's language. */
export const CATEGORY_MENU = [
  { to: "/would-you-rather-for-kids", label: m.nav_for_kids },
  { to: "/would-you-rather-for-adults", label: m.nav_for_adults },
  { to: "/would-you-rather-movie-questions", label: m.nav_movie_questions },
  { to: "/spicy-would-you-rather-questions", label: m.nav_spicy_questions },
  { to: categoryPath("Deep"), label: m.category_deep },
  { to: categoryPath("Funny"), label: m.category_funny },
  { to: categoryPath("Kids"), label: m.category_kids },
  { to: categoryPath("Movie"), label: m.category_movie },
];

const MAIN_LINKS = [
  { to: "/", label: m.nav_home, end: true },
  { to: PRODUCT_PATH, label: m.nav_all_questions, end: false },
  { to: SUBMIT_PATH, label: m.nav_submit, end: false },
  { to: "/about", label: m.nav_about, end: false },
];

const navLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-semibold ${isActive ? "bg-indigo-50 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200" : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"}`;

/** Disclosure menus are <details>, so they open without JavaScript; with it they close on navigation. */
function useCloseOnNavigate() {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new location.
  useEffect(() => {
    ref.current?.removeAttribute("open");
  }, [location.pathname, location.search]);
  return ref;
}

function CategoryMenu() {
  const ref = useCloseOnNavigate();
  return (
    <details ref={ref} className="group relative">
      <summary className={`${navLink({ isActive: false })} flex cursor-pointer list-none items-center gap-1`}>
        {m.nav_categories()}
        <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="absolute left-0 z-30 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        {CATEGORY_MENU.map((item) => (
          <li key={item.to}>
            <Link
              to={localizeHref(item.to)}
              className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              {item.label()}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

function MobileMenu() {
  const ref = useCloseOnNavigate();
  return (
    <details ref={ref} className="md:hidden">
      <summary className={`${button.ghost} cursor-pointer list-none px-2.5`} aria-label={m.nav_menu()}>
        <Menu className="size-5 shrink-0" />
      </summary>
      <nav
        aria-label={m.nav_mobile()}
        className="absolute inset-x-0 top-16 z-30 border-b border-slate-200 bg-white p-4 shadow-lg dark:border-slate-800 dark:bg-slate-950"
      >
        <ul className="grid gap-1">
          {[...MAIN_LINKS, ...CATEGORY_MENU.map((c) => ({ ...c, end: false }))].map((item) => (
            <li key={item.to}>
              <NavLink to={localizeHref(item.to)} end={item.end} className={(s) => `block ${navLink(s)}`}>
                {item.label()}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}

export function SiteHeader({ user }: { user: HeaderUser }) {
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className={`${container} flex h-16 items-center justify-between gap-2`}>
        <Link
          to={localizeHref("/")}
          className="flex items-center gap-1.5 whitespace-nowrap text-base font-extrabold tracking-tight sm:gap-2 sm:text-lg"
        >
          <span
            aria-hidden="true"
            className="grid size-7 place-items-center rounded-lg bg-indigo-700 text-xs text-white sm:size-8 sm:text-sm"
          >
            A|B
          </span>
          {/* Below 360 px the name would push the sign-in and menu buttons off a 320 px phone. */}
          <span className="max-[359px]:sr-only">{m.site_name()}</span>
        </Link>
        <nav aria-label={m.nav_main()} className="hidden items-center gap-1 md:flex">
          <NavLink to={localizeHref("/")} end className={navLink}>
            {m.nav_home()}
          </NavLink>
          <NavLink to={localizeHref(PRODUCT_PATH)} className={navLink}>
            {m.nav_all_questions()}
          </NavLink>
          <CategoryMenu />
          <NavLink to={localizeHref(SUBMIT_PATH)} className={navLink}>
            {m.nav_submit()}
          </NavLink>
          <NavLink to={localizeHref("/about")} className={navLink}>
            {m.nav_about()}
          </NavLink>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitcher className={`${navLink({ isActive: false })} hidden md:inline-flex`} />
          <AccountMenu user={user} />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
