import { Form, Link, useLocation, useNavigation, useSubmit } from "react-router";
import type { ListParams } from "#app/lib/list-params.ts";
import { LIST_SORTS } from "#app/lib/list-sorts.ts";
import { button, input } from "#app/lib/ui.ts";
import { categoryLabel } from "#domain/category-labels.ts";
import { m } from "#domain/paraglide/messages.js";

type Props = {
  params: ListParams;
  searchPlaceholder: string;
  categories?: string[];
};

/**
 * Search, optional category, sort and grid/list. A GET form, so every state is a URL that works
 * without JavaScript; with it, changing a select applies at once.
 */
export function ListControls({ params, searchPlaceholder, categories }: Props) {
  const submit = useSubmit();
  const location = useLocation();
  const searching = useNavigation().state === "loading";
  const viewHref = (view: "grid" | "list") => {
    const next = new URLSearchParams(location.search);
    next.set("view", view);
    return `${location.pathname}?${next}`;
  };
  return (
    <Form
      method="get"
      role="search"
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end dark:border-slate-800 dark:bg-slate-900"
      onChange={(event) => {
        if ((event.target as HTMLElement).tagName === "SELECT")
          submit(event.currentTarget, { preventScrollReset: true });
      }}
    >
      <input type="hidden" name="view" value={params.view} />
      <label className="grid gap-1 text-sm font-semibold">
        {m.lists_search()}
        <input
          type="search"
          name="q"
          defaultValue={params.q}
          placeholder={searchPlaceholder}
          maxLength={100}
          className={input}
        />
      </label>
      {categories && (
        <label className="grid gap-1 text-sm font-semibold">
          {m.lists_category()}
          <select name="category" defaultValue={params.category} className={input}>
            <option value="">{m.lists_all_categories()}</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="grid gap-1 text-sm font-semibold">
        {m.lists_sort()}
        <select name="sort" defaultValue={params.sort} className={input}>
          {LIST_SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label()}
            </option>
          ))}
        </select>
      </label>
      <div className="flex gap-2">
        <button type="submit" className={button.primary} aria-busy={searching}>
          {searching ? m.lists_searching() : m.lists_search()}
        </button>
        <fieldset className="flex overflow-hidden rounded-xl border border-slate-300 dark:border-slate-600">
          <legend className="sr-only">{m.lists_layout()}</legend>
          {(["grid", "list"] as const).map((view) => (
            <Link
              key={view}
              to={viewHref(view)}
              preventScrollReset
              aria-current={params.view === view ? "true" : undefined}
              className={`px-3 py-2.5 text-sm font-semibold ${params.view === view ? "bg-indigo-700 text-white dark:bg-indigo-300 dark:text-slate-950" : "bg-white hover:bg-slate-100 dark:bg-slate-900 dark:hover:bg-slate-800"}`}
            >
              {view === "grid" ? m.lists_grid() : m.lists_list()}
            </Link>
          ))}
        </fieldset>
      </div>
    </Form>
  );
}
