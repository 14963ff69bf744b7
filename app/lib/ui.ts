// Shared class strings, so buttons and cards look the same on every page.
// Colours are chosen for WCAG AA: white on indigo-700 is 7.9:1, slate-600 on white 7.6:1.

const buttonBase =
  "inline-flex items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";

export const button = {
  primary: `${buttonBase} bg-indigo-700 text-white hover:bg-indigo-800 dark:bg-indigo-400 dark:text-slate-950 dark:hover:bg-indigo-300`,
  secondary: `${buttonBase} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`,
  /** For an action that cannot be undone: white on red-700 is 6.5:1, slate-950 on red-400 7.2:1. */
  danger: `${buttonBase} bg-red-700 text-white hover:bg-red-800 dark:bg-red-400 dark:text-slate-950 dark:hover:bg-red-300`,
  ghost: `${buttonBase} text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800`,
};

export const card =
  "rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900";

export const muted = "text-slate-600 dark:text-slate-300";

export const link = "font-semibold text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300";

export const input =
  "w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400";

export const container = "mx-auto w-full max-w-6xl px-4 sm:px-6";
