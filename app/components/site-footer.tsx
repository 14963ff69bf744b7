import { Link } from "react-router";
import { categoryPath, PRODUCT_PATH, SUBMIT_PATH } from "#app/lib/categories.ts";
import { container } from "#app/lib/ui.ts";
import { CATEGORY_MENU } from "./site-header";

const COLUMNS = [
  {
    title: "Explore",
    links: [
      { to: "/", label: "Home" },
      { to: PRODUCT_PATH, label: "All Questions" },
      { to: "/play", label: "Play Mode" },
      { to: "/rooms/new", label: "Play in a Room" },
      { to: SUBMIT_PATH, label: "Submit a Question" },
      { to: "/about", label: "About" },
    ],
  },
  {
    title: "Categories",
    links: [
      ...CATEGORY_MENU,
      { to: categoryPath("Hard"), label: "Hard" },
      { to: categoryPath("Adults"), label: "Adults" },
    ],
  },
  {
    title: "Community",
    links: [
      { to: "/community-guidelines", label: "Community Guidelines" },
      { to: "/privacy-policy", label: "Privacy Policy" },
      { to: "/terms-of-service", label: "Terms of Service" },
      { to: "/contact", label: "Contact" },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className={`${container} grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4`}>
        <div>
          <p className="text-lg font-extrabold">Would You Rather</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            Two options, one choice, and the whole world's answers. Family-friendly questions for every
            audience.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-bold uppercase tracking-wide text-slate-700 dark:text-slate-200">
              {column.title}
            </h2>
            <ul className="mt-3 grid gap-2 text-sm">
              {column.links.map((l) => (
                <li key={l.to}>
                  <Link
                    to={l.to}
                    className="text-slate-600 hover:text-indigo-700 hover:underline dark:text-slate-300 dark:hover:text-indigo-300"
                  >
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-600 dark:border-slate-800 dark:text-slate-300">
        © {new Date().getUTCFullYear()} Would You Rather. Made for curious minds of every age.
      </p>
    </footer>
  );
}
