import { button } from "#app/lib/ui.ts";
import { SOCIAL_PROVIDER_NAMES, type SocialProviderId } from "#domain/auth-rules.ts";
import { localizeHref } from "#domain/locale.ts";
import { m } from "#domain/paraglide/messages.js";

// The providers' marks, drawn inline (no request, no third-party script); decorative, as the
// button's text names the provider.
const LOGOS: Record<SocialProviderId, React.ReactNode> = {
  google: (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.5 5.5 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.1-4 1.1-3.1 0-5.7-2.1-6.6-4.9h-4v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.4 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.4 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8z"
      />
    </svg>
  ),
  github: (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M12 .3a12 12 0 0 0-3.8 23.4c.6.1.8-.3.8-.6v-2.2c-3.3.7-4-1.4-4-1.4-.6-1.4-1.4-1.8-1.4-1.8-1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1 1.8 2.8 1.3 3.5 1 .1-.8.4-1.3.7-1.6-2.7-.3-5.5-1.3-5.5-6 0-1.2.5-2.3 1.3-3.1-.2-.4-.6-1.6 0-3.2 0 0 1-.3 3.3 1.2a11.5 11.5 0 0 1 6 0C17.3 4.7 18.3 5 18.3 5c.7 1.6.2 2.8.1 3.2.8.8 1.3 1.9 1.3 3.1 0 4.6-2.8 5.6-5.5 5.9.5.4.8 1.1.8 2.2v3.3c0 .3.2.7.8.6A12 12 0 0 0 12 .3z" />
    </svg>
  ),
};

/**
 * "Continue with Google / GitHub": a plain form post to /sign-in, whose action sends the browser on
 * to the provider, so it works without JavaScript. Nothing shows when the site has no providers.
 */
export function SocialSignIn(props: { providers: readonly SocialProviderId[]; redirectTo?: string }) {
  const { providers, redirectTo } = props;
  if (providers.length === 0) return null;
  return (
    <div className="mt-6">
      <p className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-300">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-300 dark:bg-slate-600" />
        {m.account_or()}
        <span aria-hidden="true" className="h-px flex-1 bg-slate-300 dark:bg-slate-600" />
      </p>
      <form method="post" action={localizeHref("/sign-in")} className="mt-4 grid gap-2">
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        {providers.map((id) => (
          <button key={id} type="submit" name="provider" value={id} className={button.secondary}>
            {LOGOS[id]}
            {m.account_continue_with({ provider: SOCIAL_PROVIDER_NAMES[id] })}
          </button>
        ))}
      </form>
    </div>
  );
}
