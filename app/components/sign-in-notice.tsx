import { button } from "../lib/ui";

/**
 * Accounts arrive in a later release. A popover needs no JavaScript to open or to close with Escape.
 */
export function SignInNotice() {
  return (
    <>
      <button
        type="button"
        popoverTarget="sign-in-notice"
        className={`${button.secondary} whitespace-nowrap px-3 sm:px-4`}
      >
        Sign in
      </button>
      <div
        id="sign-in-notice"
        popover="auto"
        role="dialog"
        aria-labelledby="sign-in-title"
        className="m-auto w-[min(90vw,26rem)] rounded-2xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <h2 id="sign-in-title" className="text-xl font-bold">
          Sign-in is coming soon
        </h2>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Everything on the site works without an account: vote, share and submit questions as you are.
          Accounts with e-mail, Google or GitHub sign-in are on their way.
        </p>
        <button
          type="button"
          popoverTarget="sign-in-notice"
          popoverTargetAction="hide"
          className={`${button.primary} mt-5`}
        >
          Got it
        </button>
      </div>
    </>
  );
}
