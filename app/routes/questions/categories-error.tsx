import { button } from "#app/lib/ui.ts";

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
      <p className="text-lg font-bold text-red-900 dark:text-red-100">Error loading categories</p>
      <p className="mt-1 text-sm text-red-900 dark:text-red-100">
        The question categories could not be loaded. Please try again in a moment.
      </p>
      <a href={retryHref} className={`${button.secondary} mt-4`}>
        Retry
      </a>
    </div>
  );
}
