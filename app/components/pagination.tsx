import { Link, useLocation } from "react-router";
import { pageWindow } from "#domain/pagination.ts";
import { m } from "#domain/paraglide/messages.js";

const item = "grid min-w-10 place-items-center rounded-lg border px-3 py-2 text-sm font-semibold";
const enabled = `${item} border-slate-300 bg-white hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:hover:bg-slate-800`;
const disabled = `${item} cursor-not-allowed border-slate-200 text-slate-500 dark:border-slate-800 dark:text-slate-400`;
const current = `${item} border-indigo-700 bg-indigo-700 text-white dark:border-indigo-400 dark:bg-indigo-400 dark:text-slate-950`;

/**
 * Previous or Next at the end of the list: still shown, and announced as a disabled link. Without an
 * href it is not focusable, so the keyboard skips a control that would do nothing.
 */
function DisabledEnd({ label }: { label: string }) {
  return (
    // biome-ignore lint/a11y/useValidAnchor: no href is how ARIA spells a disabled link (role="link" keeps it one)
    <a role="link" aria-disabled="true" className={disabled}>
      {label}
    </a>
  );
}

/** Previous, a window of at most 5 pages, Next. Plain links, so paging works without JavaScript. */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const location = useLocation();
  if (totalPages <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams(location.search);
    if (p === 1) params.delete("page");
    else params.set("page", String(p));
    const qs = params.toString();
    return `${location.pathname}${qs ? `?${qs}` : ""}`;
  };
  return (
    <nav aria-label={m.lists_pagination()} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} className={enabled} rel="prev">
          {m.lists_previous()}
        </Link>
      ) : (
        <DisabledEnd label={m.lists_previous()} />
      )}
      {pageWindow(page, totalPages).map((p) =>
        p === page ? (
          <span key={p} className={current} aria-current="page">
            {p}
          </span>
        ) : (
          <Link key={p} to={href(p)} className={enabled} aria-label={m.lists_page_n({ page: p })}>
            {p}
          </Link>
        ),
      )}
      {page < totalPages ? (
        <Link to={href(page + 1)} className={enabled} rel="next">
          {m.lists_next()}
        </Link>
      ) : (
        <DisabledEnd label={m.lists_next()} />
      )}
    </nav>
  );
}
