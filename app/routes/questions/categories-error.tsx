import { button } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";

/**
 * The category list failed, so nothing on the page can be listed. Retry is a plain
 * link to the same address: the whole page failed, so the whole page loads again.
 */
export function CategoriesError({ retryHref }: { retryHref: string }) {
  return (
    <div
      role="alert"
      className="mt-8 rounded-2xl border border-red-300 bg-red-50 p-6 text-center dark:border-red-800 dark:bg-red-950"
    >
      <p className="text-lg font-bold text-red-900 dark:text-red-100">{m.lists_categories_error_title()}</p>
      <p className="mt-1 text-sm text-red-900 dark:text-red-100">{m.lists_categories_error_message()}</p>
      <a href={retryHref} className={`${button.secondary} mt-4`}>
        {m.lists_retry()}
      </a>
    </div>
  );
}
