import { Form } from "react-router";
import { button } from "#app/lib/ui.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";
import type { HeaderUser } from "./account-menu";
import { onMenuKeyDown } from "./menu-keys";

const MENU_ITEM =
  "block w-full rounded-lg px-3 py-2 text-left text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800";

/** The first character of the name, by code point (so a letter outside the basic plane stays whole). */
function initialOf(name: string): string {
  return ([...name.trim()][0] ?? "U").toUpperCase();
}

/**
 * The display name opening a small menu: a <details> menu and a plain form, so both work without
 * JavaScript.
 */
export default function SignedInMenu({ user }: { user: NonNullable<HeaderUser> }) {
  return (
    <details className="relative" onKeyDown={onMenuKeyDown}>
      <summary
        className={`${button.secondary} cursor-pointer list-none px-3 sm:max-w-[14rem] sm:px-4`}
        aria-label={m.account_menu_label({ name: user.displayName })}
      >
        {/* The initial is drawn by CSS, not text, so the button's visible text stays part of its label
            (WCAG 2.5.3). A Google or GitHub picture covers it; if the picture fails, the initial shows. */}
        <span
          aria-hidden="true"
          data-initial={initialOf(user.displayName)}
          className="relative grid size-6 shrink-0 place-items-center rounded-full bg-indigo-700 text-xs font-bold text-white before:content-[attr(data-initial)] dark:bg-indigo-300 dark:text-slate-950"
        >
          {user.image && (
            <img
              src={user.image}
              alt=""
              width={24}
              height={24}
              referrerPolicy="no-referrer"
              className="absolute inset-0 size-6 rounded-full object-cover"
            />
          )}
        </span>
        {/* On a phone the initial alone fits beside the menu button; the label carries the name. */}
        <span className="hidden truncate sm:inline">{user.displayName}</span>
        <span aria-hidden="true">▾</span>
      </summary>
      <div className="absolute right-0 z-30 mt-2 w-48 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        {/* The whole name, which a phone's header has no room for. */}
        <p className="truncate px-3 py-2 text-sm font-bold">{user.displayName}</p>
        <a href={localizeHref("/activity")} className={MENU_ITEM}>
          {m.account_activity_link()}
        </a>
        <a href={localizeHref("/settings")} className={MENU_ITEM}>
          {m.account_settings_link()}
        </a>
        {user.canModerate && (
          <a href={localizeHref("/moderate")} className={MENU_ITEM}>
            {m.account_moderation_link()}
          </a>
        )}
        {/* /sign-out is in English only; it sends the visitor home in the language they were reading. */}
        <Form method="post" action="/sign-out" reloadDocument>
          <input type="hidden" name="redirectTo" value={localizeHref("/")} />
          <button type="submit" className={MENU_ITEM}>
            {m.account_sign_out()}
          </button>
        </Form>
      </div>
    </details>
  );
}
