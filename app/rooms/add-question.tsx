import { Form, useFetcher, useLocation } from "react-router";
import { button, input, muted } from "#app/lib/ui.ts";
import { SEARCH_MAX } from "#domain/limits.ts";
import { m } from "#domain/paraglide/messages.js";

export type FoundQuestion = { slug: string; text: string };
/** What the page's action answers an "add": the slug of the question added, or why not. */
export type AddResult = { added?: string; addError?: string };

type Props = {
  idPrefix: string;
  query: string;
  found: FoundQuestion[] | null;
  /** The answer of an add posted without JavaScript. */
  posted?: AddResult;
};

/**
 * Adding a question from the site's catalogue: a search that reloads this page with `?q=` (the
 * loader asks the site's own search), then an Add button for each question found, which posts
 * `intent=add`. With JavaScript the add is a fetcher, so the page neither reloads nor jumps.
 */
export function AddQuestion({ idPrefix, query, found, posted }: Props) {
  const fetcher = useFetcher<AddResult>();
  const location = useLocation();
  const result = fetcher.data ?? posted;
  const added = result?.added && (found?.find((q) => q.slug === result.added)?.text ?? result.added);
  return (
    <section aria-labelledby={`${idPrefix}-add`} className="mt-6">
      <h3 id={`${idPrefix}-add`} className="text-lg font-bold">
        {m.rooms_add_heading()}
      </h3>
      <Form method="get" preventScrollReset className="mt-2 flex flex-wrap items-end gap-2" role="search">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${idPrefix}-q`} className="font-semibold">
            {m.rooms_add_search_label()}
          </label>
          <input
            id={`${idPrefix}-q`}
            name="q"
            type="search"
            maxLength={SEARCH_MAX}
            defaultValue={query}
            className={`${input} mt-1`}
          />
        </div>
        <button type="submit" className={`${button.secondary} min-h-11 px-4`}>
          {m.rooms_add_search_button()}
        </button>
      </Form>
      <p
        role="status"
        className={`mt-2 min-h-6 font-semibold ${result?.addError ? "text-red-700 dark:text-red-300" : ""}`}
      >
        {result?.addError ?? (added ? m.rooms_added({ question: added }) : "")}
      </p>
      {found && found.length === 0 && <p className={muted}>{m.rooms_add_no_results()}</p>}
      {found && found.length > 0 && (
        <ul aria-label={m.rooms_add_results()} className="mt-2 space-y-2">
          {found.map((q) => (
            <li key={q.slug} className="flex items-center justify-between gap-2">
              <span className="min-w-0 flex-1">{q.text}</span>
              <fetcher.Form
                method="post"
                action={`${location.pathname}${location.search}`}
                preventScrollReset
              >
                <input type="hidden" name="intent" value="add" />
                <input type="hidden" name="slug" value={q.slug} />
                <button
                  type="submit"
                  className={`${button.secondary} px-3 py-2 text-sm`}
                  aria-label={m.rooms_add_sr({ question: q.text })}
                  disabled={fetcher.state !== "idle"}
                >
                  {m.rooms_add()}
                </button>
              </fetcher.Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
